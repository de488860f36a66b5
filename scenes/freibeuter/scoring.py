"""Freibeuter's scoring screen: treasure, captured ships (doubles applied: each doubled ship marked ×2),
loans repaid twice, the winner(s) (docs/rules/freibeuter.md 3.5)."""

from __future__ import annotations

from game.freibeuter.components import token_named
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
    doubles = sorted(state.doubles)
    if doubles:
        notes.append(_("Ships marked ×2 count twice: the doubles of {values} were taken, and a double counts for "
                       "every captured ship of its value, whoever took it.").format(
            values=", ".join(map(str, doubles))))
    endings = {"chests": _("The last pirate chest was shared."), "piles": _("Both piles ran out."),
               "boats": _("A player ran out of boats."), "stuck": _("Nobody could act any more.")}
    if state.ended in endings:
        notes.append(endings[state.ended])
    thumbs = [sorted((t.name for _, t in state.captured[seat]), key=lambda n: -int(n[4:]))
              for seat in range(len(parts))]
    return final_count(app, match, Sheet(
        _("Freibeuter: the final count"), [_("Treasure"), _("Ships captured"), _("Loans repaid twice")],
        [[str(p.treasure), str(p.ships), minus(p.loans)] for p in parts],
        thumbs, notes, thumb_ratio=1.0,  # a token's value is in its middle: tokens never overlap
        marks=[["×2" if token_named(name).value in doubles else "" for name in row] for row in thumbs]))
