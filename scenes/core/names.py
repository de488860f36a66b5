"""Seat names as the players see them: the name given (cleaned by `game.match.clean_name`), or the
seat's default name when none is left to see."""

from __future__ import annotations

from game.match import clean_name
from scenes.core.i18n import _

AI_NAMES = ["Anne", "Jack", "Mary", "Calico", "Grace", "Bart", "Ching", "Ned"]


def ai_name(seat: int) -> str:
    return AI_NAMES[seat % len(AI_NAMES)]


def default_name(seat: int, human: bool) -> str:
    return _("Player {n}").format(n=seat + 1) if human else ai_name(seat)


def seat_name(name: str, seat: int, human: bool) -> str:
    """`name` made safe to draw, or the seat's default name if nothing visible is left of it."""
    return clean_name(name) or default_name(seat, human)
