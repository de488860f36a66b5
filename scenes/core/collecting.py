"""Keeping the garbage collector's full passes short while an AI thinks: what a screen or a search keeps is moved
out of the collector's sight (`gc.freeze`), so a pass walks only what was made since. The app settles at each new
screen (`App.push`, `App.replace`) and sets aside after each piece of thinking (`App.within_frame`) and each choice
of a machine (the table)."""

from __future__ import annotations

import gc


def settle() -> None:
    """A new screen is set up: what it keeps for its lifetime (art, layout, the match) is moved out of the
    garbage collector's sight, so that a full collection while an AI thinks walks only the objects made
    since, and stays within a frame's few milliseconds. What earlier screens froze is looked at once more
    here: a cycle they left behind is freed now."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def set_aside() -> None:
    """What a long computation built and still holds (an AI's last search, the caches its thinking filled)
    is moved out of the garbage collector's sight, without a pass (this costs nothing): a full collection
    while the next AI thinks walks only what that thinking makes (else it grows with the game, to 40 ms and
    more late in a Störtebeker game). A cycle set aside here is freed by the next `settle`."""
    gc.freeze()
