"""The sea of the Korsar table: where every galleon and every attack lies.

docs/rules/korsar.md 1.6 puts a galleon "in front of its player", so the sea is cut into one zone per seat, in
front of that seat: the viewer's zone along the bottom (above the hand), the others' zones side by
side along the top, in the order of their panels. In a zone each galleon has a berth: the galleon,
then its attacks beside it, one column per attack (its pirates fanned downwards, a captain or the
admiral on top), and one column more, free, where a new attack would go. Above the columns a row
holds the strength badges, so they never cover a card; under the galleon a line says who holds it.

Every galleon on the table has the same size, the largest at which all zones fit: a zone uses more
rows as it fills, and the split between the bands and between the zones follows the galleons.
Nothing here knows the rules or the scene: the table describes the galleons (`Moored`), the chart
says where they go.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.core.sprites import CARD_RATIO

MINI = 0.56  # an attack card's width, in galleon widths
COLUMN = MINI + 0.08  # one attack column, in galleon widths
MAX_COLUMNS = 4  # a galleon holds at most four attacks (docs/rules/korsar.md 1.6)
BERTH_GAP = 0.16  # between two berths, in galleon widths
MIN_GALLEON = 6  # pixels: below this nothing can be read anyway, so the chart stops shrinking
MAX_ROWS = 5  # rows a band may use: more would make galleons too small to read anyway
BADGE_RING = 2  # pixels of the attacker's colour round a strength badge
FAN = 0.3  # of an attack card's height: how far the next card of a column lies below the last


@dataclass(frozen=True)
class Moored:
    """A galleon as the chart needs to know it: whose it is and how many cards each attack column holds."""

    gid: str
    owner: int
    columns: tuple[int, ...] = ()

    def units(self) -> float:
        """The berth's width in galleon widths: the galleon, its columns and a free one, a gap."""
        return 1 + min(MAX_COLUMNS, len(self.columns) + 1) * COLUMN + BERTH_GAP


@dataclass
class Berth:
    gid: str
    owner: int
    area: pygame.Rect  # everything of this galleon: badge row, galleon and columns, holder line
    galleon: pygame.Rect
    columns: list[pygame.Rect]  # the first card of each attack column; the last one is free (fewer than four)
    badges: list[tuple[int, int]]  # the centre of each column's strength badge, above the column
    badge_radius: int
    title: tuple[int, int]  # the centre of the galleon's name (g3), above the galleon
    note: tuple[int, int]  # the midtop of the line under the galleon (who holds it)

    def badge_rect(self, i: int) -> pygame.Rect:
        """All that column `i`'s badge covers, its ring included."""
        r = self.badge_radius + BADGE_RING
        return pygame.Rect(self.badges[i][0] - r, self.badges[i][1] - r, 2 * r + 1, 2 * r + 1)

    def column_cards(self, i: int, n: int) -> list[pygame.Rect]:
        """The `n` cards of column `i`, fanned downwards so that they end level with the galleon."""
        top = self.columns[i]
        room = self.galleon.bottom - top.y
        step = min(top.h * FAN, (room - top.h) / (n - 1)) if n > 1 else 0
        return [top.move(0, round(k * step)) for k in range(n)]


@dataclass
class Zone:
    seat: int
    rect: pygame.Rect
    name: pygame.Rect  # where the seat's name goes, at the top of the zone


@dataclass
class Sea:
    zones: dict[int, Zone]
    berths: dict[str, Berth]
    launch: Berth | None  # where the viewer's next galleon would go, if the viewer holds one
    galleon_w: int

    def open_water(self, seat: int) -> pygame.Rect:
        """The part of `seat`'s zone where nothing lies, while the sea holds no galleon (for a note that says so):
        the zone under its name, or, beside the berth kept there for the viewer's next galleon, the wider side."""
        zone = self.zones[seat]
        pad = zone.name.x - zone.rect.x
        water = pygame.Rect(zone.name.x, zone.name.bottom, zone.name.w, zone.rect.bottom - pad // 2 - zone.name.bottom)
        spot = self.launch
        if spot is None or spot.owner != seat or not water.colliderect(spot.area):
            return water
        left = pygame.Rect(water.x, water.y, spot.area.x - pad - water.x, water.h)
        right = pygame.Rect(spot.area.right + pad, water.y, water.right - spot.area.right - pad, water.h)
        return max(left, right, key=lambda r: r.w)


@dataclass(frozen=True)
class Metrics:
    """The sizes in window pixels that do not grow with the galleons: text rows, paddings."""

    text: int  # the height of one line of small text
    pad: int  # inside a zone, and between zones

    @property
    def title(self) -> int:
        return self.text + 8  # the badge row: a badge's diameter, or the galleon's name

    @property
    def note(self) -> int:
        return self.text + 4

    @property
    def header(self) -> int:
        return self.text + 6

    @property
    def least(self) -> int:
        """A zone's least height: its name and a line more, so a seat with no galleon keeps a readable area
        rather than a sliver (many seats in a small window)."""
        return self.header + self.note + self.pad


@dataclass
class _Band:
    """A strip of zones across the sea: the viewer's, or (one or two tiers of) the other seats'."""

    seats: list[int]
    zones: list[list[Moored]]
    centres: list[float] | None  # where each zone would best lie: under its seat's panel
    caps: list[float] | None  # how wide each zone may grow: its seat's panel (or two, staggered)
    rows: int = 1


_Place = tuple[pygame.Rect, float]  # a zone, and its width before it was rounded to whole pixels
KEEP = 0.6  # the zones stay where they always lie while the galleons are at least this share of their best size there


def chart(area: pygame.Rect, top: Sequence[int], bottom: int, galleons: Sequence[Moored], launch: bool,
          m: Metrics, max_galleon: int, anchors: Sequence[tuple[float, float]] | None = None) -> Sea:
    """Lay the galleons out in `area`: `top` are the seats along the top, left to right, `anchors` the
    (centre x, width) of their panels; `bottom` is the viewer's seat. With `launch`, the viewer's
    zone keeps a berth for one more galleon.

    Each seat's zone lies where it always lies for this table and window (`_frame`), so that a player's eyes find
    things where they were, turn after turn: the galleons shrink in it as it fills. Only when that would make them
    much smaller than a layout fitted to the galleons there (`KEEP`) do the zones follow the galleons: each as wide
    as they need, the bands as tall. With many seats the others' zones may stand in two staggered tiers (the first,
    third... seat in the upper one, the others below between them), which gives each zone twice the width."""
    mine = {seat: [g for g in galleons if g.owner == seat] for seat in [*top, bottom]}
    if launch:
        mine[bottom].append(Moored("", bottom))
    fitted = _fitted(area, top, bottom, mine, m, max_galleon, anchors)
    frame = _frame(area, top, bottom, m, max_galleon, anchors)
    g = min([float(max_galleon)] + [_fit(rect, mine[seat], m, max_galleon) for seat, (rect, _w) in frame.items()])
    if g < KEEP * fitted[0]:
        g, frame = fitted
    zones: dict[int, Zone] = {}
    berths: dict[str, Berth] = {}
    for seat, (zr, w) in frame.items():
        zones[seat] = Zone(seat, zr, pygame.Rect(zr.x + m.pad, zr.y + 2, zr.w - 2 * m.pad, m.header))
        for b in _berths(zr, w - 2 * m.pad, mine[seat], g, m):
            berths[b.gid] = b
    spare = berths.pop("", None)
    return Sea(zones, berths, spare, round(g))


def _bands(area: pygame.Rect, top: Sequence[int], bottom: int, mine: dict[int, list[Moored]], m: Metrics,
           max_galleon: int, anchors: Sequence[tuple[float, float]] | None) -> tuple[float, list[_Band]]:
    """The bands that hold the galleons best, in one tier or two, and the galleons' largest width there."""
    best: tuple[float, list[_Band]] | None = None
    for tiers in (1, 2) if len(top) >= 3 else (1,):
        bands = []
        for t in range(tiers):
            idx = list(range(t, len(top), tiers))
            bands.append(_Band([top[i] for i in idx], [mine[top[i]] for i in idx],
                               [anchors[i][0] for i in idx] if anchors else None,
                               [anchors[i][1] * tiers for i in idx] if anchors else None))
        bands.append(_Band([bottom], [mine[bottom]], None, None))
        g = _best_size(area, bands, m, max_galleon)
        if best is None or g > best[0] * 1.15:  # a second tier only if it helps clearly
            best = (g, bands)
    assert best is not None
    return best


def _fitted(area: pygame.Rect, top: Sequence[int], bottom: int, mine: dict[int, list[Moored]], m: Metrics,
            max_galleon: int, anchors: Sequence[tuple[float, float]] | None) -> tuple[float, dict[int, _Place]]:
    """The zones fitted to the galleons in them: each zone as wide as its galleons need, the rest shared out, the
    bands as tall as their rows; and the galleons' width there."""
    g, bands = _bands(area, top, bottom, mine, m, max_galleon, anchors)
    out: dict[int, _Place] = {}
    for band, rect in zip(bands, _band_rects(area, bands, g, m)):
        widths = _zone_widths(rect.w, band.zones, g, band.rows, m, band.caps)
        out.update(zip(band.seats, zip(_zone_rects(rect, band, widths, m), widths)))
    return g, out


def _frame(area: pygame.Rect, top: Sequence[int], bottom: int, m: Metrics, max_galleon: int,
           anchors: Sequence[tuple[float, float]] | None) -> dict[int, _Place]:
    """Where each seat's zone always lies at this table: the bands as they would be with one attacked galleon in
    front of every seat, and each band's zones in equal shares of it, none wider than its seat's panel (a zone lies in
    front of its seat), each as near as it can be under its seat."""
    usual = {seat: [Moored(f"usual{seat}", seat, (1, 1))] for seat in [*top, bottom]}
    g, bands = _bands(area, top, bottom, usual, m, max_galleon, anchors)
    out: dict[int, _Place] = {}
    for band, rect in zip(bands, _band_rects(area, bands, g, m)):
        n = len(band.seats)
        share = (rect.w - m.pad * (n - 1)) // n  # whole pixels: the rows are cut where the zone's width lies
        widths = [float(min(share, int(cap))) for cap in band.caps] if band.caps else [float(share)] * n
        out.update((seat, (zr, zr.w)) for seat, zr in zip(band.seats, _zone_rects(rect, band, widths, m)))
    return out


def _fit(zone: pygame.Rect, berths: list[Moored], m: Metrics, max_galleon: int) -> float:
    """The largest galleon width at which `berths` fit in `zone`, in as many rows as its height holds."""
    inner = zone.w - 2 * m.pad

    def fits(g: float) -> bool:
        rows = len(_rows_used(berths, g, inner))
        return (all(b.units() * g <= inner + 1.5 for b in berths)
                and m.header + rows * _berth_h(g, m) + m.pad <= zone.h + 1)

    if fits(max_galleon):
        return float(max_galleon)
    lo, hi = 0.0, float(max_galleon)
    for _ in range(22):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return max(lo, MIN_GALLEON)


def _band_rects(area: pygame.Rect, bands: list[_Band], g: float, m: Metrics) -> list[pygame.Rect]:
    """Each band as tall as its rows need (a band with no galleon just its names); the height left goes to
    the other seats' bands that hold galleons (all of them if none does); the viewer's band at the bottom."""
    berth_h = _berth_h(g, m)
    heights = [float(_band_h(b.rows, berth_h, m)) for b in bands]
    tops = range(len(bands) - 1)
    growing = [i for i in tops if bands[i].rows] or list(tops)
    left = area.h - sum(heights) - m.pad * (len(bands) - 1)
    for i in growing:
        heights[i] += max(0.0, left) / len(growing)
    rects, y = [], float(area.y)
    for h in heights[:-1]:
        rects.append(pygame.Rect(area.x, round(y), area.w, round(y + h) - round(y)))
        y += h + m.pad
    rects.append(pygame.Rect(area.x, area.bottom - round(heights[-1]), area.w, round(heights[-1])))
    return rects


# -- sizes -------------------------------------------------------------------------------------------
def _berth_h(g: float, m: Metrics) -> float:
    return m.title + g * CARD_RATIO + m.note


def _band_h(rows: int, berth_h: float, m: Metrics) -> int:
    return round(m.header + rows * berth_h + m.pad) if rows else m.least


def _zone_need(berths: list[Moored], g: float, rows: int, m: Metrics) -> float:
    """The narrowest a zone can be with `rows` rows (a lower bound: rows are cut where they fill)."""
    if not berths:
        return 4 * m.text
    widths = [b.units() * g for b in berths]
    return 2 * m.pad + max(max(widths), sum(widths) / min(rows, len(widths)))


def _band_fits(width: int, band: _Band, g: float, rows: int, m: Metrics) -> bool:
    return sum(_zone_need(z, g, rows, m) for z in band.zones) + m.pad * (len(band.zones) - 1) <= width


def _rows_used(berths: list[Moored], g: float, inner: float) -> list[list[Moored]]:
    """Cut the berths into rows, each as full as it can be."""
    out: list[list[Moored]] = [[]]
    used = 0.0
    for b in berths:
        w = b.units() * g
        if out[-1] and used + w > inner + 1.5:  # a zone's width is rounded to whole pixels
            out.append([])
            used = 0.0
        out[-1].append(b)
        used += w
    return out if out[0] else []


def _best_size(area: pygame.Rect, bands: list[_Band], m: Metrics, max_galleon: int) -> float:
    """The largest galleon width at which every zone fits; sets each band's rows to match."""
    best: tuple[float, list[int]] = (0.0, [1] * len(bands))
    tops = bands[:-1]
    empty = [not any(b.zones) for b in bands]  # a band with no galleon needs no row: just its names
    most_top = min(MAX_ROWS, max(1, max((len(z) for b in tops for z in b.zones), default=1)))
    most_bottom = min(MAX_ROWS, max(1, len(bands[-1].zones[0])))
    for rows_top in range(1, most_top + 1):
        for rows_bottom in range(1, most_bottom + 1):
            rows = [0 if e else r for e, r in zip(empty, [rows_top] * len(tops) + [rows_bottom])]
            fixed = (len(bands) * (m.header + m.pad) + (len(bands) - 1) * m.pad + sum(rows) * (m.title + m.note)
                     + rows.count(0) * m.note)
            g = min(float(max_galleon), (area.h - fixed) / (max(1, sum(rows)) * CARD_RATIO))
            if g <= best[0] + 0.5:
                break  # more rows only leave less height to each
            for band, r in zip(bands, rows):
                g = min(g, _width_bound(area.w, band, r, m, g))
            g = _settle(area, bands, rows, m, g)
            if g > best[0] + 0.5:
                best = (g, rows)
    for band, r in zip(bands, best[1]):
        band.rows = r
    return max(best[0], MIN_GALLEON)


def _width_bound(width: int, band: _Band, rows: int, m: Metrics, hi: float) -> float:
    if hi <= MIN_GALLEON or _band_fits(width, band, hi, rows, m):
        return hi
    lo = 0.0
    for _ in range(22):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if _band_fits(width, band, mid, rows, m) else (lo, mid)
    return lo


def _settle(area: pygame.Rect, bands: list[_Band], rows: list[int], m: Metrics, g: float) -> float:
    """Shrink `g` until the rows the berths really fill fit the band (the width bound is a lower bound)."""
    while g > MIN_GALLEON:
        if all(len(_rows_used(z, g, w - 2 * m.pad)) <= r
               for band, r in zip(bands, rows)
               for z, w in zip(band.zones, _zone_widths(area.w, band.zones, g, r, m, band.caps))):
            return g
        g *= 0.97
    return 0.0


def _zone_widths(width: int, zones: list[list[Moored]], g: float, rows: int, m: Metrics,
                 caps: Sequence[float] | None = None) -> list[float]:
    """Each zone its need; what is left evens the zones out, none growing past its cap (its seat's
    panel: a zone no wider than the seat it lies in front of) unless it needs to."""
    needs = [_zone_need(z, g, rows, m) for z in zones]
    room = width - m.pad * (len(zones) - 1)
    tops = [max(n, c) for n, c in zip(needs, caps)] if caps else [float(room)] * len(zones)

    def widths(level: float) -> list[float]:
        return [min(max(n, level), t) for n, t in zip(needs, tops)]

    lo, hi = 0.0, float(room)
    for _ in range(30):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if sum(widths(mid)) <= room else (lo, mid)
    return widths(lo)


def _zone_lefts(band: pygame.Rect, widths: list[float], centres: Sequence[float] | None, gap: int) -> list[float]:
    """Each zone as near as it can be under the centre of its seat's panel, in order, inside the band."""
    if centres is None:
        centres = [band.x + band.w * (i + 0.5) / len(widths) for i in range(len(widths))]
    xs = [c - w / 2 for c, w in zip(centres, widths)]
    for i in range(len(xs)):
        xs[i] = max(xs[i], band.x if i == 0 else xs[i - 1] + widths[i - 1] + gap)
    for i in reversed(range(len(xs))):
        xs[i] = min(xs[i], band.right - widths[i] if i == len(xs) - 1 else xs[i + 1] - gap - widths[i])
    return xs


# -- places ------------------------------------------------------------------------------------------
def _zone_rects(rect: pygame.Rect, band: _Band, widths: list[float], m: Metrics) -> list[pygame.Rect]:
    lefts = _zone_lefts(rect, widths, band.centres, m.pad)
    return [pygame.Rect(round(x), rect.y, round(x + w) - round(x), rect.h) for x, w in zip(lefts, widths)]


def _berths(zone: pygame.Rect, inner: float, berths: list[Moored], g: float, m: Metrics) -> list[Berth]:
    """The zone's berths in rows under its name, each row centred. The rows are cut at `inner`, the width inside
    the zone before it was rounded to whole pixels: as `_settle` cut them when it chose the galleons' size, so a
    zone never holds a row more than its height has room for."""
    out = []
    y: float = zone.y + m.header
    h = _berth_h(g, m)
    for row in _rows_used(berths, g, inner):
        x = zone.centerx - sum(b.units() * g for b in row) / 2
        for b in row:
            out.append(_berth(b, x + BERTH_GAP * g / 2, y, g, m))
            x += b.units() * g
        y += h
    return out


def _berth(b: Moored, x: float, y: float, g: float, m: Metrics) -> Berth:
    gw, gh = round(g), round(g * CARD_RATIO)
    galleon = pygame.Rect(round(x), round(y + m.title), gw, gh)
    mw, mh = round(g * MINI), round(g * MINI * CARD_RATIO)
    n = min(MAX_COLUMNS, len(b.columns) + 1)
    columns = [pygame.Rect(round(x + g * (1 + k * COLUMN + (COLUMN - MINI) / 2)), galleon.y, mw, mh)
               for k in range(n)]
    radius = max(3, min(round(g * COLUMN / 2) - BADGE_RING - 1, m.title // 2 - BADGE_RING - 1))
    badges = [(c.centerx, round(y + m.title / 2)) for c in columns]
    right, bottom = x + g * (b.units() - BERTH_GAP), y + _berth_h(g, m)
    area = pygame.Rect(round(x), round(y), round(right) - round(x), round(bottom) - round(y))
    return Berth(b.gid, b.owner, area, galleon, columns, badges, radius, (galleon.centerx, round(y + m.title / 2)),
                 (area.centerx, galleon.bottom + 2))
