"""Who may hold a seat from a phone (docs/phones.md §3): the table's join code, each seat's secret, wrong codes
slowed down per address, a second phone for a taken seat only with the TV's OK, and the messages a phone may send,
checked before anything reads them. Pure and synchronous: the server (server.py) asks it from its own thread."""

from __future__ import annotations

import hmac
import json
import secrets
from dataclasses import dataclass, field
from typing import Any

from game.core import Reason

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # 32 signs, none mistaken for another (no O/0, no I/1)
CODE_LENGTH = 6  # 32**6: 30 bits, new for every table
MESSAGE_BYTES = 2048  # the most a phone's message may weigh: the longest action text is far shorter
TEXT_CHARS = 200  # the most characters of any text field
FREE_MISSES = 5  # wrong codes an address may give before it is made to wait
LOCKOUT = 30.0  # seconds it then waits, doubled at each further wrong code...
LOCKOUT_MOST = 600.0  # ...up to ten minutes

# The messages a phone sends: each type and its fields, every one required, nothing else allowed.
SCHEMA: dict[str, dict[str, type]] = {
    "code": {"code": str},  # is this the table's code? (answered with the seats)
    "sit": {"code": str, "seat": int},  # hold this seat
    "resume": {"seat": int, "secret": str},  # back after a drop, with the seat's secret
    "act": {"action": str, "moment": int},  # this move, in the game's notation, at the moment the phone saw
}


class Refused(Exception):
    """A phone's message or request that is not taken, with the reason (a `Reason`: the phone is told it in the
    table's language)."""


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A code as typed, read kindly: neither case, spaces nor dashes matter."""
    return "".join(text.split()).replace("-", "").upper()


def read(raw: str | bytes) -> dict[str, Any]:
    """A phone's message, checked: at most MESSAGE_BYTES, a JSON object whose `type` is in SCHEMA with exactly that
    type's fields, each of its type (texts at most TEXT_CHARS). Refused, with the reason, otherwise."""
    size = len(raw.encode("utf-8", "replace") if isinstance(raw, str) else raw)
    if size > MESSAGE_BYTES:
        raise Refused(Reason("a message may not be over {most} bytes", most=MESSAGE_BYTES))
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        raise Refused(Reason("a message must be JSON")) from None
    if not isinstance(message, dict) or message.get("type") not in SCHEMA:
        raise Refused(Reason("unknown message"))
    fields = SCHEMA[message["type"]]
    if set(message) != {"type", *fields}:
        raise Refused(Reason("a {kind} message holds {fields}", kind=message["type"], fields=", ".join(fields)))
    for name, kind in fields.items():
        value = message[name]
        fits = (isinstance(value, str) and len(value) <= TEXT_CHARS if kind is str
                else type(value) is int and 0 <= value < 10**9)
        if not fits:
            raise Refused(Reason("{field} has the wrong type or size", field=name))
    return message


@dataclass
class Ask:
    """A phone asking for a seat another phone holds: it waits for the TV's OK."""

    number: int
    seat: int
    address: str


@dataclass
class Lobby:
    """The seats a phone may hold (`offered`: seat -> name, the table's people), who holds each (by its secret),
    and the wrong codes each address has given."""

    offered: dict[int, str]
    code: str = field(default_factory=new_code)
    secrets: dict[int, str] = field(default_factory=dict)
    asks: dict[int, Ask] = field(default_factory=dict)
    _misses: dict[str, tuple[int, float]] = field(default_factory=dict)  # address -> (wrong codes, waits until)
    _asked: int = 0

    def check(self, address: str, code: str, now: float) -> None:
        """Refused unless `code` is the table's; a wrong one counts against `address`, which after FREE_MISSES
        waits LOCKOUT seconds, doubled at each further miss, before any code of it is looked at."""
        misses, until = self._misses.get(address, (0, 0.0))
        if now < until:
            raise Refused(Reason("too many wrong codes: try again in {seconds} seconds", seconds=int(until - now) + 1))
        if hmac.compare_digest(normal_code(code).encode(), self.code.encode()):
            self._misses.pop(address, None)
            return
        misses += 1
        wait = 0.0 if misses < FREE_MISSES else min(LOCKOUT_MOST, LOCKOUT * 2 ** (misses - FREE_MISSES))
        self._misses[address] = (misses, now + wait)
        if len(self._misses) > 10_000:  # a flood of addresses: forget the oldest, keep the memory bounded
            self._misses.pop(next(iter(self._misses)))
        raise Refused(Reason("that is not this table's code"))

    def sit(self, address: str, code: str, seat: int, now: float) -> str | Ask:
        """A phone with the right code takes `seat`: its new secret; or, if a phone holds it already, an `Ask`
        the TV answers (`answer`)."""
        self.check(address, code, now)
        if seat not in self.offered:
            raise Refused(Reason("that seat is not a person's"))
        if seat in self.secrets:
            self._asked += 1
            ask = self.asks[self._asked] = Ask(self._asked, seat, address)
            return ask
        return self._give(seat)

    def answer(self, number: int, yes: bool) -> str | None:
        """The TV's answer to an ask: yes gives the seat a new secret (the phone before loses it); None if no."""
        ask = self.asks.pop(number, None)
        if ask is None or not yes:
            return None
        return self._give(ask.seat)

    def _give(self, seat: int) -> str:
        secret = self.secrets[seat] = secrets.token_urlsafe(24)
        return secret

    def resume(self, seat: int, secret: str) -> None:
        """A phone back after a drop: refused unless `secret` is the one `seat` holds now."""
        held = self.secrets.get(seat)
        if held is None or not hmac.compare_digest(held.encode(), secret.encode()):
            raise Refused(Reason("this phone no longer holds that seat"))

    def release(self, seat: int) -> None:
        """The seat is back on the screen: its secret is worth nothing any more."""
        self.secrets.pop(seat, None)
        for number in [n for n, ask in self.asks.items() if ask.seat == seat]:
            del self.asks[number]
