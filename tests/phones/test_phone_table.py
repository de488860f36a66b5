"""A table with seats held by phones (docs/phones.md §1): such a seat's hand never shows on the screen and no
privacy screen is put up for it, the table waits for its phone and names who is choosing, and a phone's move that
is not its seat's, not at the moment it saw, or not legal is refused with the reason, like a bad click."""

from __future__ import annotations

import pytest

from game import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from game.storage import DamagedFile
from game.stortebeker import actions as sb
from scenes.core import theme
from scenes.core.settings import Settings
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PassScreen
from scenes.table.phases import Phase
from scenes.tables import table_for
from tests.phones.client import TestPhone
from tests.phones.test_phone_games import play_on_phones
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
    match, table = _table(app, "haa", seed=4)  # seat 0 starts, no galleon at sea: its pirates cannot be played
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
    for card in news["hand"]:  # a card that cannot be played says why, in the table's words; the others do not
        playable = any(card["key"] in move["cards"] for move in news["moves"])
        assert playable != bool(card.get("why")), card
    assert any(card.get("why") for card in news["hand"])


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


def test_new_game_with_phones_ticked_opens_the_table_with_its_join_card_and_remembers_the_choice(app):
    from scenes.screens.game_setup import SetupScene
    from scenes.screens.join_phones import JoinPhones
    from scenes.table.scene import TableScene

    setup = SetupScene(app)
    app.push(MenuScene(app))
    app.push(setup)
    app.frame(1 / 60)
    assert not setup.phones_w.value  # off by default
    setup.phones_w.value = True
    setup._set_phones(True)
    setup._start()
    app.frame(1 / 60)
    card = app.top
    assert isinstance(card, JoinPhones)
    table = app.stack[-2]
    assert isinstance(table, TableScene) and table.phones is card.phones and table.phones.server.running
    assert app.settings.phones
    app.go_home()
    app.frame(1 / 60)
    assert not card.phones.server.running  # the table closed: so did its server


def test_the_phones_option_needs_a_person_at_the_table(app):
    from scenes.screens.game_setup import SetupScene

    setup = SetupScene(app)
    app.push(setup)
    for seat in range(setup.players):
        setup._set_kind(seat, "ai-easy")
    assert not setup.phones_w.enabled


def test_a_phone_away_for_a_minute_lets_the_screen_take_its_seat_back(app, monkeypatch):
    from scenes.screens.overlays import ConfirmOverlay
    from scenes.table import phones as table_phones

    match, table = _table(app, "haa")
    phone = TestPhone(table.phones.server.port)
    phone.sit(table.phones.lobby.code, 0)
    run_until(app, lambda: table.phase is Phase.PHONE)
    monkeypatch.setattr(table_phones, "GONE_AFTER", 0.0)
    phone.close()
    run_until(app, lambda: isinstance(app.top, ConfirmOverlay), frames=600)
    assert "away" in app.top.question
    app.top._yes()  # Back to the screen
    run_until(app, lambda: table.human_turn() == 0 or isinstance(app.top, PassScreen), frames=600)
    assert table.viewer == 0 and not table.phones.held  # one person: their hand is on the screen again


def test_beside_a_phone_the_person_at_the_screen_takes_it_again_after_each_phone_move(app):
    match, table = _table(app, "hh")
    phone = TestPhone(table.phones.server.port)
    phone.sit(table.phones.lobby.code, 1)
    screens, acted = 0, -1

    def phone_to_move() -> bool:
        news = phone.news() or {}
        return bool(news.get("deciding")) and news["moment"] > acted  # (news of a move it made may still come)

    while screens < 3 and not match.is_over:
        run_until(app, lambda: isinstance(app.top, PassScreen) or phone_to_move())
        if isinstance(app.top, PassScreen):
            assert table.viewer is None  # nobody's hand shows while the screen is handed over
            screens += 1
            app.top._ready()
            run_until(app, lambda: table.human_turn() == 0)
            assert table.viewer == 0
            table.submit(table.legal()[0])
        else:
            news = phone.news()
            acted = news["moment"]
            phone.send(type="act", action=news["moves"][0]["action"], moment=acted)
            run_until(app, lambda m=acted: len(match.record.actions) > m, frames=600)
    assert screens == 3


def test_a_trade_put_together_on_the_phone_is_played_in_whatever_order_its_cards_were_picked(app):
    seats = [SeatConfig(HUMAN, "Anna"), SeatConfig(AI, "Ben", "easy")]
    match = Match("stortebeker", Setup(2, variants=frozenset({5})), seats, 3)
    table = table_for(app, match)
    table.allow_phones("127.0.0.1", 0)
    app.push(MenuScene(app))
    app.push(table)
    phone = TestPhone(table.phones.server.port)
    phone.sit(table.phones.lobby.code, 0)
    for _ in range(40):  # until the phone may trade: it plays its first listed move meanwhile
        run_until(app, lambda: (phone.news() or {}).get("deciding") and phone.news()["moment"] == len(
            match.record.actions))
        news = phone.news()
        if news["view"]["step"] == "play":  # the prompt's own words: what is left to play (tester: only "Your move")
            assert news["help"] and news["help"][0].startswith("Play "), news["help"]
        if news["trade"]:
            break
        phone.send(type="act", action=news["moves"][0]["action"], moment=news["moment"])
        run_until(app, lambda m=news["moment"]: len(match.record.actions) > m, frames=600)
    assert news["trade"], "no trade came up"
    assert not any(move["action"].startswith("trade") for move in news["moves"])  # never listed: put together
    trade = next(a for a in match.rules.legal_actions(match.view(0)) if isinstance(a, sb.Trade))
    gives = [c.name for c in reversed(trade.give)]  # as the page writes it: the cards in the order they were tapped
    assert set(c.name for c in trade.take) <= {c["key"] for c in news["trade"]}
    phone.send(type="act", action=f"trade {' '.join(gives)} take {' '.join(c.name for c in trade.take)}",
               moment=news["moment"])
    run_until(app, lambda: len(match.record.actions) > news["moment"], frames=600)
    assert match.record.actions[-1] == match.rules.action_text(trade)


def test_the_phones_choice_is_kept_in_the_settings_file_and_a_wrong_value_is_refused():

    assert Settings.from_json(Settings(phones=True).to_json()).phones
    assert not Settings.from_json({}).phones
    with pytest.raises(DamagedFile, match="phones must be true or false"):
        Settings.from_json({"phones": "yes"})


def test_play_again_keeps_the_phones_on_their_seats_and_shows_the_code_for_the_seats_not_on_one(app):
    from scenes.screens.join_phones import JoinPhones
    from scenes.screens.scoring import ScoringScene

    match, phones, _watch = play_on_phones(app, "korsar", "hha", 4, keep=True)
    assert isinstance(app.top, ScoringScene) and all(not phone.closed.is_set() for phone in phones.values())
    app.top._again()  # Play again
    app.frame(1 / 60)
    table = app.top
    assert not isinstance(table, JoinPhones)  # every person is on a phone already
    assert table.match is not match and table.phones is not None and table.phones.server.running
    run_until(app, lambda: all((p.news() or {}).get("moment", 99) < 5 and not p.news()["over"]
                               for p in phones.values()), frames=2000)  # the new game's news, on the same phones


def test_leaving_the_scoring_screen_lets_the_phones_go(app):
    match, phones, _watch = play_on_phones(app, "korsar", "hha", 4, keep=True)
    app.go_home()
    app.frame(1 / 60)
    assert all(phone.closed.wait(5) for phone in phones.values())


def test_continue_with_the_phones_setting_on_opens_the_game_with_its_join_card(app):
    from scenes.core.saves import SaveSlot
    from scenes.screens.join_phones import JoinPhones
    from scenes.screens.menu import resume

    app.persist = True
    app.settings.phones = True
    match, table = _table(app, "hha")
    table.phones.stop()
    table.phones = None
    slot = SaveSlot()
    slot.save(match)
    slot.close()
    resume(app, slot.path)
    app.frame(1 / 60)
    assert isinstance(app.top, JoinPhones) and app.top.phones.server.running


def test_a_table_whose_phones_cannot_listen_says_why_and_plays_on_at_the_screen(app):
    seats = [SeatConfig(HUMAN, "Anna"), SeatConfig(AI, "Ben", "easy")]
    table = table_for(app, Match("korsar", Setup(2), seats, 4))
    phones = table.allow_phones("203.0.113.7", 0)  # an address this machine does not have: nothing can listen
    app.push(MenuScene(app))
    app.push(table)
    assert phones.error.startswith("Phones cannot join:") and not phones.server.running
    run_until(app, lambda: table.human_turn() == 0)  # the person plays at the screen as ever
    assert (phones.error, theme.DANGER) in table.notices()


def test_a_latecomers_phone_taking_the_seat_the_screen_waits_for_ends_the_handover(app):
    match, table = _table(app, "hha")
    run_until(app, lambda: isinstance(app.top, PassScreen))
    seat = app.top.seat
    assert seat == match.human_to_act()
    phone = TestPhone(table.phones.server.port)
    phone.sit(table.phones.lobby.code, seat)
    run_until(app, lambda: table.phase is Phase.PHONE, frames=600)
    assert not any(isinstance(s, PassScreen) for s in app.stack) and table.viewer is None
    run_until(app, lambda: (phone.news() or {}).get("deciding"), frames=600)  # the turn is the phone's


def test_a_language_changed_at_the_table_reaches_the_phone_pages_own_words(app):
    from scenes.core import i18n

    match, table = _table(app, "haa", seed=4)
    phone = TestPhone(table.phones.server.port)
    phone.sit(table.phones.lobby.code, 0)
    run_until(app, lambda: (phone.news() or {}).get("deciding"))
    assert "words" not in phone.news()  # the page has them from its hello
    try:
        i18n.install("fr")
        run_until(app, lambda: (phone.news() or {}).get("language") == "fr", frames=600)
        news = phone.news()
        assert news["words"]["hand"] == "Votre main" and news["prompt"] == "À vous de jouer"
    finally:
        i18n.install("en")


def test_the_screens_questions_go_by_themselves_once_they_no_longer_stand_and_a_seat_is_never_given_by_enter(
        app, monkeypatch):
    from scenes.screens.join_phones import JoinPhones
    from scenes.screens.overlays import ConfirmOverlay
    from scenes.table import phones as table_phones

    match, table = _table(app, "hha")
    app.push(JoinPhones(app, table.phones))
    first = TestPhone(table.phones.server.port)
    secret = first.sit(table.phones.lobby.code, 0)
    second = TestPhone(table.phones.server.port)
    second.send(type="sit", code=table.phones.lobby.code, seat=0)
    run_until(app, lambda: isinstance(app.top, ConfirmOverlay), frames=600)  # asked over the join card
    assert app.top.ring.focused.label == "Cancel"
    second.close()  # the asking phone gave up: the question goes
    run_until(app, lambda: isinstance(app.top, JoinPhones), frames=600)
    monkeypatch.setattr(table_phones, "GONE_AFTER", 0.0)
    first.close()
    run_until(app, lambda: isinstance(app.top, ConfirmOverlay) and "away" in app.top.question, frames=600)
    back = TestPhone(table.phones.server.port)
    back.send(type="resume", seat=0, secret=secret)  # the phone is back: "play it on the screen?" no longer stands
    run_until(app, lambda: isinstance(app.top, JoinPhones), frames=600)
