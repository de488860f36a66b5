"""Who may hold a seat from a phone (docs/phones.md §3): the join code, the seats' secrets, wrong codes slowed down
per address, the TV's OK for a second phone, and the messages a phone may send."""

from __future__ import annotations

import json
import math
import re

import pytest

from phones.lobby import (
    CODE_ALPHABET,
    FREE_MISSES,
    LOCKOUT,
    MESSAGE_BYTES,
    Ask,
    Lobby,
    Refused,
    new_code,
    normal_code,
    read,
)


def test_a_join_code_holds_at_least_30_bits_and_is_new_for_every_table():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    code = codes.pop()
    assert len(code) * math.log2(len(set(CODE_ALPHABET))) >= 30 and set(code) <= set(CODE_ALPHABET)
    assert not set("O0I1") & set(CODE_ALPHABET)  # no sign to mistake for another
    assert normal_code(" k7q-fm2 ") == "K7QFM2"


def test_wrong_codes_make_an_address_wait_longer_and_longer_and_leave_other_addresses_alone():
    lobby = Lobby({0: "Anna"}, code="K7QFM2")
    for _ in range(FREE_MISSES - 1):
        with pytest.raises(Refused, match="not this table's code"):
            lobby.check("10.0.0.9", "AAAAAA", now=0.0)
    with pytest.raises(Refused, match="not this table's code"):
        lobby.check("10.0.0.9", "AAAAAA", now=0.0)  # the fifth: from now on it waits
    with pytest.raises(Refused, match=f"try again in {int(LOCKOUT)} seconds"):
        lobby.check("10.0.0.9", "K7QFM2", now=1.0)  # even the right code waits
    lobby.check("10.0.0.8", "K7QFM2", now=1.0)  # another phone is not slowed
    with pytest.raises(Refused, match="not this table's code"):
        lobby.check("10.0.0.9", "AAAAAA", now=LOCKOUT + 1)
    with pytest.raises(Refused, match="try again"):
        lobby.check("10.0.0.9", "K7QFM2", now=2 * LOCKOUT + 1)  # the next wait is twice as long
    lobby.check("10.0.0.9", "k7qfm2", now=3 * LOCKOUT + 2)


def test_a_guessed_code_is_one_chance_in_a_billion_and_guessing_is_slowed_to_a_crawl():
    lobby = Lobby({0: "Anna"})
    guesses, now = 0, 0.0
    while now < 3600:  # an hour of guessing as fast as the lobby answers
        try:
            lobby.check("10.0.0.9", "AAAAAA" if lobby.code != "AAAAAA" else "BBBBBB", now)
        except Refused as e:
            wait = re.search(r"try again in (\d+) seconds", str(e))
            if wait:
                now += int(wait[1])
                continue
        guesses += 1
    assert guesses < 20  # of 32**6 codes: an hour of trying covers none of them to speak of


def test_a_seat_is_held_by_the_phone_that_took_it_a_second_phone_needs_the_tvs_ok():
    lobby = Lobby({0: "Anna", 2: "Ben"}, code="K7QFM2")
    with pytest.raises(Refused, match="not a person's"):
        lobby.sit("10.0.0.5", "K7QFM2", 1, now=0)  # an AI's seat
    first = lobby.sit("10.0.0.5", "K7QFM2", 0, now=0)
    assert isinstance(first, str) and len(first) >= 32
    lobby.resume(0, first)
    with pytest.raises(Refused):
        lobby.resume(0, first[:-1] + ("A" if first[-1] != "A" else "B"))  # a forged secret
    with pytest.raises(Refused):
        lobby.resume(2, first)  # another seat's
    ask = lobby.sit("10.0.0.6", "K7QFM2", 0, now=0)
    assert isinstance(ask, Ask) and ask.seat == 0
    assert lobby.answer(ask.number, False) is None
    lobby.resume(0, first)  # the TV said no: the first phone keeps the seat
    again = lobby.sit("10.0.0.6", "K7QFM2", 0, now=0)
    assert isinstance(again, Ask)
    second = lobby.answer(again.number, True)
    assert second is not None and second != first
    with pytest.raises(Refused):
        lobby.resume(0, first)  # the first phone lost it
    lobby.release(0)
    with pytest.raises(Refused):
        lobby.resume(0, second)  # the seat went back to the screen


@pytest.mark.parametrize("raw, why", [
    ("x" * (MESSAGE_BYTES + 1), "over 2048 bytes"),
    ("{not json", "must be JSON"),
    ("[1, 2]", "unknown message"),
    (json.dumps({"type": "shutdown"}), "unknown message"),
    (json.dumps({"type": "act", "action": "draw"}), "holds action, moment"),
    (json.dumps({"type": "act", "action": "draw", "moment": 1, "seat": 3}), "holds action, moment"),
    (json.dumps({"type": "act", "action": 5, "moment": 1}), "action has the wrong type"),
    (json.dumps({"type": "act", "action": "draw", "moment": True}), "moment has the wrong type"),
    (json.dumps({"type": "sit", "code": "x" * 201, "seat": 0}), "code has the wrong type or size"),
    (json.dumps({"type": "resume", "seat": -1, "secret": "s"}), "seat has the wrong type"),
    ("[" * 100_000, "over 2048 bytes"),
])
def test_every_message_is_capped_and_checked_before_anything_reads_it(raw, why):
    with pytest.raises(Refused, match=why):
        read(raw)


def test_a_well_formed_message_is_read():
    assert read(json.dumps({"type": "act", "action": "play red3 g2", "moment": 12})) == {
        "type": "act", "action": "play red3 g2", "moment": 12}
