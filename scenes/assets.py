"""Finding and loading assets: one helper for every file, in a checkout or a frozen executable.

SVG art is rendered by `pygame.image.load_sized_svg` at the size it is drawn, and cached, so every
resolution stays crisp (DESIGN.md §4).
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

import pygame


def root() -> Path:
    """The folder holding `assets/`: the checkout, or PyInstaller's unpacked bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    """The path of an asset, e.g. `asset_path("maps", "korsar.tmx")`."""
    return root().joinpath("assets", *parts)


class SvgCache:
    """Rendered SVG images by (file, size); the least recently used are dropped past `limit`."""

    def __init__(self, limit: int = 600) -> None:
        self.limit = limit
        self._images: OrderedDict[tuple[str, int, int], pygame.Surface] = OrderedDict()

    def get(self, relpath: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = (relpath, w, h)
        img = self._images.get(key)
        if img is None:
            img = pygame.image.load_sized_svg(str(asset_path("art", relpath)), (w, h))
            if img.get_size() != (w, h):  # the SVG's aspect ratio differs a little: fit exactly
                img = pygame.transform.smoothscale(img, (w, h))
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            self._images[key] = img
            if len(self._images) > self.limit:
                self._images.popitem(last=False)
        else:
            self._images.move_to_end(key)
        return img


svgs = SvgCache()


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """pygame's bundled font (always present, also in a frozen build) at `size` pixels."""
    f = pygame.font.Font(None, max(8, int(size)))
    f.set_bold(bold)
    return f
