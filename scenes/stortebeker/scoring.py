"""Störtebeker's scoring screen: ships taken, their points, the colour bonuses (variant 1) and the
tie-break (docs/rules/stortebeker.md 2.4, 2.5)."""

from __future__ import annotations

from game.match import Match
from game.stortebeker.rules import StortebekerRules
from game.stortebeker.state import StortebekerState
from scenes.core.i18n import _
from scenes.screens.scoring import NBSP, ScoringScene, Sheet, final_count
from scenes.stortebeker.layout import TILE_RATIO
from scenes.stortebeker.words import ship_colour


def stortebeker_scoring(app, match: Match) -> ScoringScene:
    rules, state = match.rules, match.state
    assert isinstance(rules, StortebekerRules) and isinstance(state, StortebekerState)  # a game of Störtebeker
    parts = rules.score_parts(state)
    winners = rules.winners(state)
    bonus = 1 in match.setup.variants
    cells = []
    for p in parts:  # the ships' points and the bonus apart only when a bonus can make them differ from the score
        row = [str(len(p.ships))]
        if bonus:
            row += [str(p.points), ", ".join(f"+{b}{NBSP}{ship_colour(c)}" for c, b in p.bonuses) or "0"]
        cells.append(row)
    totals = [p.total for p in parts]
    notes = []
    if len(winners) == 1 and totals.count(max(totals)) > 1:
        notes.append(_("Equal points: the tie is broken by the number of ships taken."))
    elif len(winners) > 1:
        notes.append(_("Equal points and equal ships: the win is shared."))
    if state.ended_by == "safeguard":
        notes.append(_("The game stopped after 100 rounds."))
    headings = [_("Ships")] + ([_("Points"), _("Colour bonus")] if bonus else [])
    return final_count(app, match, Sheet(
        _("Störtebeker: the final count"), headings, cells,
        [[t.tid for t in sorted(p.ships, key=lambda t: -t.value)] for p in parts],
        notes, thumb_ratio=TILE_RATIO, thumb_shown=0.38))  # a tile's points are in its left third
