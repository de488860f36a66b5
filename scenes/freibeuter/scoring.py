"""Freibeuter's scoring screen: treasure, captured ships (doubles applied), loans repaid twice, the
winner(s) (RULES.md 3.5)."""

from __future__ import annotations

from game.match import Match
from scenes import theme
from scenes.i18n import _
from scenes.scoring import ScoreRow, ScoringScene
from scenes.sprites import CardArt


def freibeuter_scoring(app, match: Match) -> ScoringScene:
    rules = match.rules
    state = match.state
    parts = rules.score_parts(state)
    winners = set(rules.winners(state))
    names = [s.name for s in match.seats]
    rows = [
        ScoreRow(names[seat], theme.seat_colour(seat),
                 [str(p.treasure), str(p.ships), f"−{p.loans}" if p.loans else "0"],
                 p.total, seat in winners,
                 thumbs=sorted((t.name for _, t in state.captured[seat]), key=lambda n: -int(n[4:])))
        for seat, p in enumerate(parts)
    ]
    who = ", ".join(names[s] for s in sorted(winners))
    verdict = (_("{who} wins!") if len(winners) == 1 else _("A shared win: {who}")).format(who=who)
    notes = []
    if state.doubles:
        notes.append(_("Doubled ships: {values}.").format(values=", ".join(str(v) for v in sorted(state.doubles))))
    reasons = {
        "chests": _("The last pirate chest was shared."),
        "piles": _("Both piles ran out."),
        "boats": _("A player ran out of boats."),
        "stuck": _("Nobody could act any more."),
    }
    if state.ended in reasons:
        notes.append(reasons[state.ended])

    return ScoringScene(app, _("Freibeuter: the final count"),
                        [_("Treasure"), _("Ships captured"), _("Loans repaid twice")], rows, verdict, match, notes,
                        art=CardArt("freibeuter"), thumb_ratio=1.0)
