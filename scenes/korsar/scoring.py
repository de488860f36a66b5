"""Korsar's scoring screen: captured gold, minus gold left in hand, and the winner(s) (docs/rules/korsar.md 1.7)."""

from __future__ import annotations

from game.korsar.rules import KorsarRules
from game.korsar.state import KorsarState
from game.match import Match
from scenes.core.i18n import _, ngettext
from scenes.screens.scoring import ScoringScene, Sheet, final_count, minus


def korsar_scoring(app, match: Match) -> ScoringScene:
    rules, state = match.rules, match.state
    assert isinstance(rules, KorsarRules) and isinstance(state, KorsarState)  # a Korsar table's match
    parts = rules.score_parts(state)
    notes = [_("Team score: both partners' gold added together.")] if match.setup.teams else []
    stays = len(state.table)
    if stays:
        notes.append(ngettext("{n} galleon stayed on the table after a tie and scored for nobody.",
                              "{n} galleons stayed on the table after a tie and scored for nobody.",
                              stays).format(n=stays))
    return final_count(app, match, Sheet(
        _("Korsar: the final count"), [_("Gold captured"), _("Gold in hand")],
        [[str(captured), minus(held)] for captured, held in parts],
        [sorted((c.name for c in state.loot[seat]), key=lambda f: -int(f[7:])) for seat in range(len(parts))],
        notes, thumb_ratio=1.4, thumb_shown=0.3))  # a card's gold is in its top left corner
