"""Korsar (Reiner Knizia): cards, state, rules, notation and the heuristic agent (RULES.md §1)."""

from game.korsar.rules import KorsarRules

__all__ = ["KorsarRules"]
