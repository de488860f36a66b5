"""Störtebeker's scoring screen: ships taken, their points, the colour bonuses (variant 1) and the
tie-break (RULES.md 2.4, 2.5)."""

from __future__ import annotations

from game.match import Match
from scenes import theme
from scenes.i18n import _
from scenes.scoring import ScoreRow, ScoringScene
from scenes.sprites import CardArt
from scenes.stortebeker.layout import TILE_RATIO
from scenes.stortebeker.words import ship_colour


def stortebeker_scoring(app, match: Match) -> ScoringScene:
    rules = match.rules
    state = match.state
    parts = rules.score_parts(state)
    winners = set(rules.winners(state))
    names = [s.name for s in match.seats]
    bonus = 1 in match.setup.variants
    rows = []
    for seat, p in enumerate(parts):
        cells = [str(len(p.ships)), str(p.points)]
        if bonus:
            cells.append(", ".join(f"+{b} {ship_colour(c)}" for c, b in p.bonuses) or "0")
        rows.append(ScoreRow(names[seat], theme.seat_colour(seat), cells, p.total, seat in winners,
                             thumbs=[t.tid for t in sorted(p.ships, key=lambda t: -t.value)]))
    who = ", ".join(names[s] for s in sorted(winners))
    verdict = (_("{who} wins!") if len(winners) == 1 else _("A shared win: {who}")).format(who=who)
    totals = [p.total for p in parts]
    notes = []
    if len(winners) == 1 and totals.count(max(totals)) > 1:
        notes.append(_("Equal points: the tie is broken by the number of ships taken."))
    elif len(winners) > 1:
        notes.append(_("Equal points and equal ships: the win is shared."))
    if state.ended_by == "safeguard":
        notes.append(_("The game stopped after 100 rounds."))
    headings = [_("Ships"), _("Points")] + ([_("Colour bonus")] if bonus else [])

    return ScoringScene(app, _("Störtebeker: the final count"), headings, rows, verdict, match, notes,
                        art=CardArt("stortebeker"), thumb_ratio=TILE_RATIO)
