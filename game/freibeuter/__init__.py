"""Freibeuter (Reiner Stockhausen): the sea, its tokens, rules, notation and the heuristic agent
(docs/rules/freibeuter.md §3)."""

from game.freibeuter.rules import FreibeuterRules

__all__ = ["FreibeuterRules"]
