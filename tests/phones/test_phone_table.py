"""A table with seats held by phones (docs/phones.md §1): such a seat's hand never shows on the screen and no
privacy screen is put up for it, the table waits for its phone and names who is choosing, and a phone's move that
is not its seat's, not at the moment it saw, or not legal is refused with the reason, like a bad click."""

from __future__ import annotations

from game import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PassScreen
from scenes.table.phases import Phase
from scenes.tables import table_for
from tests.phones.client import TestPhone
from tests.scenes.conftest import run_until


def _table(app, kinds: str, seed: int = 2):
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}", "easy") for i, k in enumerate(kinds)]
    match = Match("korsar", Setup(len(kinds)), seats, seed)
    table = table_for(app, match)
    table.allow_phones("127.0.0.1", 0)
    app.push(MenuScene(app))
    app.push(table)
    return match, table


def refusal(app, phone: TestPhone) -> str:
    """The reason of the next refusal `phone` is sent, while the table runs."""
    before = sum(m["type"] == "refused" for m in phone.got)
    run_until(app, lambda: sum(m["type"] == "refused" for m in phone.got) > before, frames=600)
    return [m["reason"] for m in phone.got if m["type"] == "refused"][-1]


def test_a_solo_players_seat_taken_by_a_phone_leaves_the_screen_and_the_table_waits_for_the_phone(app):
    match, table = _table(app, "haa")
    assert table.viewer == 0  # one person: their hand shows, until their phone takes the seat
    phone = TestPhone(table.phones.server.port)
    phone.sit(table.phones.lobby.code, 0)
    run_until(app, lambda: table.phase is Phase.PHONE)
    assert table.viewer is None and table.holder is None
    assert table.human_turn() is None  # nothing at the screen plays for that seat
    assert not any(isinstance(s, PassScreen) for s in app.stack)
    run_until(app, lambda: (phone.news() or {}).get("deciding"))
    news = phone.news()
    assert news["prompt"] == "Your move" and news["hand"] and news["moves"]


def test_a_phones_wrong_moves_are_refused_with_the_reason_and_change_nothing(app):
    match, table = _table(app, "hha")
    phones = {s: TestPhone(table.phones.server.port) for s in (0, 1)}
    for seat, phone in phones.items():
        phone.sit(table.phones.lobby.code, seat)
    run_until(app, lambda: table.phase is Phase.PHONE)
    seat = match.state.to_act
    other = 1 - seat
    news_of = phones[seat]
    run_until(app, lambda: (news_of.news() or {}).get("deciding"))
    moment = news_of.news()["moment"]
    assert "is choosing" in phones[other].news()["prompt"]
    phones[other].send(type="act", action="draw", moment=moment)
    assert "not your move" in refusal(app, phones[other])
    phones[seat].send(type="act", action="draw", moment=moment + 1)
    assert "moved on" in refusal(app, phones[seat])
    phones[seat].send(type="act", action="play nonsense", moment=moment)
    assert refusal(app, phones[seat])
    assert len(match.record.actions) == moment  # nothing was played
    legal = news_of.news()["moves"][0]["action"]
    phones[seat].send(type="act", action=legal, moment=moment)
    run_until(app, lambda: len(match.record.actions) == moment + 1, frames=600)
    assert match.record.actions[-1] == legal and match.history[-1].seat == seat
