"""Störtebeker (Löpmann & Wetter): components, state, rules, notation and the heuristic agent (docs/rules/stortebeker.md
§2)."""

from game.stortebeker.rules import StortebekerRules

__all__ = ["StortebekerRules"]
