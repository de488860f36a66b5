"""Freibeuter's scoring screen: treasure, captured ships (doubles applied), loans repaid twice, the
winner(s) (docs/rules/freibeuter.md 3.5)."""

from __future__ import annotations

from game.freibeuter.rules import FreibeuterRules
from game.freibeuter.state import FreibeuterState
from game.match import Match
from scenes.core.i18n import _
from scenes.screens.scoring import ScoringScene, Sheet, final_count, minus


def freibeuter_scoring(app, match: Match) -> ScoringScene:
    state, rules = match.state, match.rules
    assert isinstance(state, FreibeuterState) and isinstance(rules, FreibeuterRules)  # a match of Freibeuter
    parts = rules.score_parts(state)
    notes = []
    if state.doubles:
        notes.append(_("Doubled ships: {values}.").format(values=", ".join(str(v) for v in sorted(state.doubles))))
    endings = {"chests": _("The last pirate chest was shared."), "piles": _("Both piles ran out."),
               "boats": _("A player ran out of boats."), "stuck": _("Nobody could act any more.")}
    if state.ended in endings:
        notes.append(endings[state.ended])
    return final_count(app, match, Sheet(
        _("Freibeuter: the final count"), [_("Treasure"), _("Ships captured"), _("Loans repaid twice")],
        [[str(p.treasure), str(p.ships), minus(p.loans)] for p in parts],
        [sorted((t.name for _, t in state.captured[seat]), key=lambda n: -int(n[4:])) for seat in range(len(parts))],
        notes, thumb_ratio=1.0))  # a token's value is in its middle: tokens never overlap
