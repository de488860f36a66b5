"""Korsar's scoring screen: captured gold, minus gold left in hand, and the winner(s) (RULES.md 1.7)."""

from __future__ import annotations

from game.match import Match
from scenes import theme
from scenes.i18n import _, ngettext
from scenes.scoring import ScoreRow, ScoringScene
from scenes.sprites import CardArt


def korsar_scoring(app, match: Match) -> ScoringScene:
    rules = match.rules
    state = match.state
    parts = rules.score_parts(state)
    scores = rules.scores(state)
    winners = set(rules.winners(state))
    names = [s.name for s in match.seats]
    teams = match.setup.teams
    rows = []
    for seat, (captured, held) in enumerate(parts):
        rows.append(ScoreRow(
            names[seat], theme.seat_colour(seat),
            [str(captured), f"−{held}" if held else "0"],
            scores[seat], seat in winners,
            group=_("Team {n}").format(n=seat // 2 + 1) if teams else "",
            thumbs=sorted((c.name for c in state.loot[seat]), key=lambda f: -int(f[7:])),
        ))
    if teams:
        champions = sorted({seat // 2 for seat in winners})
        who = ", ".join(_("Team {n}").format(n=t + 1) for t in champions)
    else:
        who = ", ".join(names[s] for s in sorted(winners))
    verdict = (_("{who} wins!") if len(winners) == (2 if teams else 1) else _("A shared win: {who}")).format(who=who)
    notes = [_("Team score: both partners' gold added together.")] if teams else []
    stays = len(state.table)
    if stays:
        notes.append(ngettext("{n} galleon stayed on the table after a tie and scored for nobody.",
                              "{n} galleons stayed on the table after a tie and scored for nobody.",
                              stays).format(n=stays))

    return ScoringScene(app, _("Korsar: the final count"), [_("Gold captured"), _("Gold in hand")], rows,
                        verdict, match, notes, art=CardArt("korsar"))
