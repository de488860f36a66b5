"""Korsar (Reiner Knizia): cards, state, rules, notation and the heuristic agent (docs/rules/korsar.md §1)."""

from game.korsar.rules import KorsarRules

__all__ = ["KorsarRules"]
