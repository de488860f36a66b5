"""Whole games played with every person's seat on a (test) phone over loopback (docs/phones.md §4): each move
comes from the phone page's own list, goes through the match runner, and every message each phone was sent is
read against the true state of the game at that moment: nothing of another seat's hidden cards, nor the seed."""

from __future__ import annotations

import json
import random

import pytest

from game import Setup
from game.games import rules_for
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.screens.menu import MenuScene
from scenes.screens.scoring import ScoringScene
from scenes.tables import table_for
from tests.phones.client import TestPhone

FRAMES = 60_000  # a bound on any one game's frames at the instant speed
HANDS = {"korsar": ("hands",), "stortebeker": ("hands",), "freibeuter": ("sea_hands", "dutch_hands")}
MASK = "?"


def hidden_from(seat: int, truth: object, view: object, path: str = "") -> list[str]:
    """Where `view` (a phone's) tells more than it may of `truth` (the true state's JSON): every place the two
    differ must be masked, and nothing but the seed and the viewer may be missing. Worked out from the two JSON
    trees alone, not from the engine's `observe`."""
    if isinstance(truth, dict) and isinstance(view, dict):
        leaks = [f"{path}.{k}: extra" for k in view if k not in truth and k != "viewer"]
        for k, v in truth.items():
            if k == "viewer":
                continue
            if k == "seed":
                leaks += [f"{path}.seed"] if "seed" in view else []
            elif k in view:
                leaks += hidden_from(seat, v, view[k], f"{path}.{k}")
        return leaks
    if isinstance(truth, list) and isinstance(view, list) and len(truth) == len(view):
        return [leak for i, (t, v) in enumerate(zip(truth, view, strict=True))
                for leak in hidden_from(seat, t, v, f"{path}[{i}]")]
    return [] if truth == view or view == MASK else [f"{path}: {view!r} is not {truth!r}"]


class Watch:
    """Every message the table's server is asked to send, kept with the true state and log at that moment."""

    def __init__(self, table) -> None:
        self.table, self.seen, self.logged = table, [], []  # each message, and the lines the table's log held
        publish = table.phones.server.publish

        def spy(news: dict) -> None:
            m = table.match
            for seat, message in news.items():
                secrets = [ln.secret for ln in table.log.lines
                           if ln.secret and ln.audience is not None and seat not in ln.audience]
                self.seen.append((seat, json.dumps(message), m.rules.to_json(m.state), secrets))
                self.logged.append(len(table.log.lines))
            publish(news)

        table.phones.server.publish = spy

    def leaks(self, game: str, partners) -> list[str]:
        return [leak for seat, text, truth, secrets in self.seen
                for leak in leaks_in(game, seat, json.loads(text), truth, secrets, partners)]


def leaks_in(game: str, seat: int, message: dict, truth: dict, secrets: list[str], partners) -> list[str]:
    """What `message`, sent to `seat`'s phone, tells that the seat may not know: the true state `truth`, the log's
    `secrets` kept from it, and `partners(seat)` (whose hands it may see) say what that is."""
    assert message["seat"] == seat
    view = message["view"]
    found = hidden_from(seat, truth, view)
    for field in HANDS[game]:
        for other, hand in enumerate(view[field]):
            if other not in partners(seat) and any(card != MASK for card in hand):
                found.append(f"seat {seat} sees seat {other}'s {field}")
    own = sorted(c["key"] for c in message["hand"])
    held = sorted(k for field in HANDS[game] for k in truth[field][seat] if k)
    if own != held:
        found.append(f"seat {seat}'s hand {own} is not {held}")
    logged = [line["text"] for line in message["log"]]
    return found + [f"seat {seat} reads {s!r}" for s in secrets if s in logged]


def play_on_phones(app, game: str, kinds: str, seed: int, keep: bool = False
                   ) -> tuple[Match, dict[int, TestPhone], Watch]:
    """A game whose people all play from phones, each choosing at random among the moves its page lists, to its
    scoring screen (`keep`: over it, as it is; else the scoring screen's Menu, which closes the phones' server)."""
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}", "easy") for i, k in enumerate(kinds)]
    match = Match(game, Setup(len(kinds)), seats, seed)
    table = table_for(app, match)
    table.allow_phones("127.0.0.1", 0)
    assert table.phones is not None and not table.phones.error
    app.push(MenuScene(app))
    app.push(table)
    watch = Watch(table)
    phones = {s: TestPhone(table.phones.server.port) for s in match.human_seats}
    for seat, phone in phones.items():
        phone.sit(table.phones.lobby.code, seat)
    rng, sent = random.Random(seed), {}
    for _ in range(FRAMES):
        app.frame(1 / 60)
        for seat, phone in phones.items():
            news = phone.news()
            if news and news["deciding"] and sent.get(seat) != news["moment"]:
                sent[seat] = news["moment"]
                phone.send(type="act", action=rng.choice(news["moves"])["action"], moment=news["moment"])
        if isinstance(app.top, ScoringScene):
            break
    if isinstance(app.top, ScoringScene) and not keep:
        app.top._menu()
        app.frame(1 / 60)
    return match, phones, watch


@pytest.mark.parametrize("game, kinds, seed", [("korsar", "hha", 4), ("stortebeker", "hah", 2),
                                               ("freibeuter", "hha", 4)])
def test_a_whole_game_is_played_from_phones_and_no_message_tells_a_phone_what_it_may_not_see(app, game, kinds, seed):
    match, phones, watch = play_on_phones(app, game, kinds, seed)
    assert match.is_over and isinstance(app.stack[-1], MenuScene)  # the scoring screen came, then its Menu
    for seat, phone in phones.items():
        assert phone.closed.wait(5)  # the table closed: each phone was told the game's end, then let go
        assert not [m for m in phone.got if m["type"] == "refused"]
        last = phone.news()
        assert last is not None and last["over"], phone.got[-3:]
        assert last["scores"] == list(match.rules.scores(match.state))
        made = sum(1 for applied in match.history if applied.seat == seat)
        assert made > 5  # every one of the seat's moves came from its phone: nobody else could make them
    rules = rules_for(game)
    assert len(watch.seen) > 50
    for (_seat, text, _truth, _secrets), held in zip(watch.seen, watch.logged, strict=True):
        log = json.loads(text)["log"]  # a phone's log is the whole log, or cut at a turn's heading
        assert len(log) == held or not any(line["heading"] for line in log) or log[0]["heading"]
    assert watch.leaks(game, lambda seat: rules.partners(match.setup, seat)) == []


def test_the_leak_check_sees_a_hand_the_seed_or_a_secret_line_that_was_not_kept_from_a_phone():
    rules = rules_for("korsar")
    state = rules.new_game(Setup(3), 1)
    truth = rules.to_json(state)
    view = rules.to_json(rules.observe(state, 0))
    hand = [{"key": k} for k in truth["hands"][0]]
    honest = {"seat": 0, "view": view, "hand": hand, "log": [{"text": "P1 draws a card"}]}
    alone = lambda seat: (seat,)  # noqa: E731
    assert leaks_in("korsar", 0, honest, truth, ["P1 draws red 3"], alone) == []
    assert "seat 0 sees seat 1's hands" in leaks_in("korsar", 0, dict(honest, view=dict(view, hands=truth["hands"])),
                                                      truth, [], alone)
    assert ".seed" in leaks_in("korsar", 0, dict(honest, view=dict(truth, viewer=0)), truth, [], alone)
    assert leaks_in("korsar", 0, dict(honest, hand=hand[1:]), truth, [], alone)
    assert leaks_in("korsar", 0, dict(honest, log=[{"text": "P1 draws red 3"}]), truth, ["P1 draws red 3"], alone)
    wrong = dict(view, hands=[["red1"] * 6, *view["hands"][1:]])
    assert any(".hands[0][0]" in leak for leak in hidden_from(0, truth, wrong))
