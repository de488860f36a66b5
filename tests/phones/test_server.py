"""The phones' server over loopback (docs/phones.md §3-4): what it serves and to whom, and bad input (wrong and
forged secrets, oversized and malformed messages, floods, a hundred connections at once) refused with a reason,
while a good phone goes on being served. Every wait is bounded."""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from phones.lobby import Lobby
from phones.server import FRAME_BYTES, MOST_CONNECTIONS, PhoneServer, nearby
from tests.phones.client import TestPhone

ASSETS = Path(__file__).resolve().parents[2] / "assets"


@pytest.fixture
def server():
    lobby = Lobby({0: "Anna", 2: "Ben"}, code="K7QFM2")
    s = PhoneServer(lobby, ASSETS, port=0, hello={"words": {"join": "Join the table"}})
    s.start()
    yield s
    s.stop()
    assert not s.running


def get(server: PhoneServer, path: str) -> tuple[int, bytes, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.port}{path}", timeout=5) as r:
            return r.status, r.read(), r.headers["Content-Type"]
    except urllib.error.HTTPError as e:
        return e.code, e.read(), e.headers["Content-Type"]


def test_it_serves_the_page_and_the_cards_art_and_nothing_else(server):
    status, body, kind = get(server, "/art/korsar/red3.svg")
    assert status == 200 and body == (ASSETS / "art" / "korsar" / "red3.svg").read_bytes() and kind == "image/svg+xml"
    for path in ("/art/korsar/../../../pyproject.toml", "/art/korsar/red3.png", "/assets/art/korsar/red3.svg",
                 "/%2e%2e/pyproject.toml", "/phone/../../README.md", "/locale/fr/LC_MESSAGES/pirate-table.po"):
        assert get(server, path)[0] == 404, path


def test_only_the_local_network_is_served():
    assert nearby("192.168.1.20") and nearby("10.1.2.3") and nearby("127.0.0.1") and nearby("::1")
    assert nearby("fe80::1%eth0") and nearby("::ffff:192.168.0.4")
    assert not nearby("8.8.8.8") and not nearby("2001:4860:4860::8888") and not nearby("::ffff:8.8.8.8")
    assert not nearby("not an address")


def test_a_phone_joins_with_the_code_takes_a_seat_and_its_moves_reach_the_table(server):
    phone = TestPhone(server.port)
    assert phone.expect("hello")["words"]["join"] == "Join the table"
    phone.send(type="code", code="AAAAAA")
    assert "not this table's code" in phone.expect("refused")["reason"]
    phone.send(type="code", code="k7q fm2")
    assert [s["seat"] for s in phone.expect("seats")["seats"]] == [0, 2]
    server.publish({2: {"type": "table", "seat": 2, "moment": 7}})
    secret = phone.sit("K7QFM2", 2)
    assert phone.expect("table")["moment"] == 7
    phone.send(type="act", action="draw", moment=7)
    move = server.moves.get(timeout=5)
    assert (move.seat, move.action, move.moment) == (2, "draw", 7)
    assert server.holdings()[2].connected
    phone.close()
    back = TestPhone(server.port)
    back.send(type="resume", seat=2, secret=secret)  # after a drop: the same seat, without the code
    assert back.expect("seated")["seat"] == 2
    assert back.expect("table")["moment"] == 7  # and the news it missed


def test_forged_secrets_moves_without_a_seat_and_bad_messages_are_refused_and_the_phone_stays(server):
    phone = TestPhone(server.port)
    phone.send(type="resume", seat=0, secret="guess")
    assert "no longer holds that seat" in phone.expect("refused")["reason"]
    phone.send(type="act", action="draw", moment=0)
    assert "holds no seat" in phone.expect("refused")["reason"]
    phone.ws.send("{]")
    assert "JSON" in phone.expect("refused")["reason"]
    phone.ws.send(json.dumps({"type": "act", "action": "x" * 3000, "moment": 0}))
    assert "over 2048 bytes" in phone.expect("refused")["reason"]
    phone.send(type="sit", code="K7QFM2", seat=1)
    assert "not a person's" in phone.expect("refused")["reason"]
    assert phone.sit("K7QFM2", 0)  # still served
    assert server.moves.empty()


def test_a_message_too_big_to_read_closes_only_that_connection(server):
    rude, good = TestPhone(server.port), TestPhone(server.port)
    rude.ws.send("x" * (FRAME_BYTES + 1))
    assert rude.closed.wait(5)
    assert good.sit("K7QFM2", 0)


def test_a_flood_of_messages_is_slowed_then_cut_off(server):
    rude, good = TestPhone(server.port), TestPhone(server.port)
    for _ in range(200):
        try:
            rude.send(type="code", code="K7QFM2")
        except Exception:  # noqa: BLE001 - the server hung up: what this test wants
            break
    assert rude.closed.wait(5)
    assert any("slow down" in m.get("reason", "") for m in rude.got)
    assert good.sit("K7QFM2", 2)


def test_a_hundred_connections_at_once_are_turned_away_past_the_limit_and_a_phone_still_joins(server):
    sockets, refused = [], 0
    for _ in range(100):  # a hundred idle sockets, half-open, that never say a word
        s = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        sockets.append(s)
    opened = []
    for _ in range(MOST_CONNECTIONS + 10):
        try:
            opened.append(connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=5).__enter__())
        except InvalidStatus as e:
            refused += 1
            assert e.response.status_code == 503
    assert refused >= 10 and len(opened) <= MOST_CONNECTIONS
    for s in sockets:
        s.close()
    for c in opened:
        c.close()
    phone = TestPhone(server.port)
    assert phone.sit("K7QFM2", 0)


def test_a_second_phone_for_a_held_seat_waits_for_the_tvs_ok(server):
    first, second = TestPhone(server.port), TestPhone(server.port)
    first.sit("K7QFM2", 0)
    second.send(type="sit", code="K7QFM2", seat=0)
    assert second.expect("asking")["seat"] == 0
    for _ in range(100):
        if server.asks():
            break
        second.closed.wait(0.05)
    [ask] = server.asks()
    server.publish({0: {"type": "table", "seat": 0, "moment": 4}})
    server.answer(ask.number, True)
    assert second.expect("seated")["seat"] == 0
    assert second.expect("table")["moment"] == 4  # the seat's news, at once (tester: it came only after a reload)
    second.send(type="act", action="draw", moment=4)
    assert server.moves.get(timeout=5).seat == 0  # and its moves count
    assert first.expect("released")["moved"]  # the phone before is told where the seat went, then let go
    assert first.closed.wait(5)


def test_a_seat_taken_back_by_the_screen_tells_its_phone(server):
    phone = TestPhone(server.port)
    secret = phone.sit("K7QFM2", 0)
    server.release(0)
    assert phone.expect("released")["seat"] == 0
    phone.send(type="resume", seat=0, secret=secret)
    assert phone.expect("refused")
