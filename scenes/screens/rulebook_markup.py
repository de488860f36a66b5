"""The rules book's markup: reading a rules file (assets/rules/<game>.<lang>.md) and laying it out.

The rules live in plain text files, one per game and language, so that a translator writes a whole
page in good French instead of sentences cut apart in a catalog. The markup is small and ours:

    # Components {#components}     a section: its title is an entry of the contents, its id is the same
                                    in every language (tests compare the languages by it)
    ## Galleons                     a heading inside a section
    Text on one or more lines.      a paragraph; a blank line ends it; **bold** inside any text
    - a bullet                      a bullet; lines indented by two spaces carry it on
      - a bullet inside             a bullet inside a bullet or a step, indented by two spaces or more
    1. a step                       a numbered item (the number is written, not counted)
    ![card korsar/red1 korsar/red4 | Pirates of strength 1 and 4]
                                    a row of pictures from assets/art (without .svg), at the size of
                                    their kind (PICTURE_LINES), with an optional caption
    ![card freibeuter/sea-card@C5]  a card printed with a word, as the table prints it (_ for a space)

Parsing needs no display; `lay_out` measures the text with the game's fonts for one width and size.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from scenes.core.assets import asset_path, font

PICTURE_LINES = {"card": 7.0, "tile": 5.0, "token": 3.2, "die": 2.4, "icon": 2.0, "boat": 2.2, "board": 15.0}
"""How tall each kind of picture is drawn, in lines of body text: a card is read like a card in the hand,
an icon like a word."""

_SECTION = re.compile(r"^# (.+?)\s*\{#([a-z][a-z0-9-]*)\}\s*$")
_PICTURES = re.compile(r"^!\[(\w+)\s+([^|\]]+?)\s*(?:\|\s*(.*?)\s*)?\]\s*$")
_NUMBERED = re.compile(r"^(\d+)\.\s+(.*)$")
_SVG_SIZE = re.compile(r'<svg[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"')


class RulebookError(ValueError):
    """A rules file the book cannot read: the message names the file and the line."""


@dataclass(frozen=True)
class Block:
    """One block of a section: kind is "para", "bullet", "subbullet" (a bullet inside a bullet or a step),
    "step", "heading" or "pictures"."""

    kind: str
    text: str = ""
    marker: str = ""  # a step's number, e.g. "3."
    pictures: tuple[str, ...] = ()  # art files under assets/art, without .svg
    labels: tuple[str, ...] = ()  # what the table prints on each picture ("" for nothing)
    picture_kind: str = ""


@dataclass
class Section:
    id: str
    title: str
    blocks: list[Block] = field(default_factory=list)


def rules_file(game: str, lang: str) -> Path:
    """The rules of `game` in `lang`, or in English when that language has none."""
    path = asset_path("rules", f"{game}.{lang}.md")
    return path if path.is_file() else asset_path("rules", f"{game}.en.md")


def load(game: str, lang: str) -> list[Section]:
    path = rules_file(game, lang)
    return parse(path.read_text(encoding="utf-8"), path.name)


def parse(source: str, name: str = "rules") -> list[Section]:
    """The sections of a rules file. Anything the markup does not know is refused with its line, so a
    typo shows in the tests rather than as odd text in the game."""
    sections: list[Section] = []
    open_block: dict | None = None  # the paragraph, bullet or step still taking lines

    def close() -> None:
        nonlocal open_block
        if open_block is not None:
            sections[-1].blocks.append(Block(open_block["kind"], " ".join(open_block["lines"]),
                                             open_block.get("marker", "")))
            open_block = None

    for number, raw in enumerate(source.splitlines(), 1):
        line = raw.rstrip()
        where = f"{name}, line {number}"
        if not line.strip():
            close()
            continue
        if line.startswith("# "):
            close()
            m = _SECTION.match(line)
            if not m:
                raise RulebookError(f"{where}: a section needs an id: # Title {{#id}}")
            sections.append(Section(m.group(2), m.group(1)))
            continue
        if not sections:
            raise RulebookError(f"{where}: text before the first section")
        if line.startswith("## "):
            close()
            sections[-1].blocks.append(Block("heading", line[3:].strip()))
        elif line.startswith("!["):
            close()
            m = _PICTURES.match(line)
            if not m or m.group(1) not in PICTURE_LINES:
                raise RulebookError(f"{where}: a picture row is ![kind art/name ... | caption], kind one of "
                                    + ", ".join(PICTURE_LINES))
            named = [(art.partition("@")[0], art.partition("@")[2].replace("_", " ")) for art in m.group(2).split()]
            sections[-1].blocks.append(Block("pictures", m.group(3) or "", pictures=tuple(a for a, _ in named),
                                             labels=tuple(label for _, label in named), picture_kind=m.group(1)))
        elif line.startswith("- "):
            close()
            open_block = {"kind": "bullet", "lines": [line[2:].strip()]}
        elif line.startswith("  ") and line.lstrip().startswith("- ") and open_block is not None:
            close()
            open_block = {"kind": "subbullet", "lines": [line.lstrip()[2:].strip()]}
        elif _NUMBERED.match(line):
            close()
            m = _NUMBERED.match(line)
            assert m is not None  # the elif above matched this very line
            open_block = {"kind": "step", "lines": [m.group(2).strip()], "marker": f"{m.group(1)}."}
        elif line.startswith("  ") and open_block is not None and open_block["kind"] != "para":
            open_block["lines"].append(line.strip())
        elif line.startswith((" ", "#", "!", "*  ", "+ ")) and not line.startswith("**"):
            raise RulebookError(f"{where}: unknown markup: {line.strip()[:30]}")
        else:
            if open_block is None or open_block["kind"] != "para":
                close()
                open_block = {"kind": "para", "lines": []}
            open_block["lines"].append(line.strip())
    if sections:
        close()
    return sections


@lru_cache(maxsize=256)
def aspect(picture: str) -> float:
    """Width / height of an art file, from its <svg width height>: pictures keep their shape."""
    head = asset_path("art", f"{picture}.svg").read_text(encoding="utf-8")[:600]
    m = _SVG_SIZE.search(head)
    return float(m.group(1)) / float(m.group(2)) if m else 1.0


# -- layout -----------------------------------------------------------------------------------------------
Run = tuple[int, str, bool]  # x offset, text, bold


@dataclass(frozen=True)
class Item:
    """One thing drawn on the page at `y` (from the top of the page), `h` tall. kind: "text" (runs at
    `x` with `size`), "heading", "title" (a section's title), "caption", "marker" (a bullet or a step's
    number) or "picture" (`art` in the rect x, y, w, h, with its `label`)."""

    kind: str
    y: int
    h: int
    x: int = 0
    w: int = 0
    size: int = 0
    runs: tuple[Run, ...] = ()
    art: str = ""
    label: str = ""  # printed on the picture


@dataclass
class Page:
    items: list[Item]
    height: int
    section_tops: list[int]  # where each section's title starts


Piece = tuple[str, bool]  # text, bold


def words(s: str) -> list[list[Piece]]:
    """The words of `s`, each a few pieces with their weight (**...** is bold). Pieces with no space
    between them stay one word, so "**owner**." never breaks before its full stop."""
    out: list[list[Piece]] = []
    glued = False  # the next piece touches the last word
    for i, part in enumerate(s.split("**")):
        strong = i % 2 == 1
        for m in re.finditer(r"[^ ]+", part):  # a no-break space (French puts one before : ; ! ?) holds
            if glued and m.start() == 0 and out:
                out[-1].append((m.group(), strong))
            else:
                out.append([(m.group(), strong)])
        glued = bool(part) and part[-1] != " " or (not part and glued)
    return out


def wrap_runs(s: str, size: int, width: int, bold: bool = False) -> list[tuple[Run, ...]]:
    """`s` broken into lines no wider than `width`, each line a few runs of one weight."""
    space = font(size).size(" ")[0]
    lines: list[list[Run]] = [[]]
    x = 0
    for word in words(s):
        pieces = [(t, strong or bold) for t, strong in word]
        w = sum(font(size, strong).size(t)[0] for t, strong in pieces)
        if x and x + space + w > width:
            lines.append([])
            x = 0
        line = lines[-1]
        for j, (t, strong) in enumerate(pieces):
            spaced = j == 0 and bool(x)
            if line and line[-1][2] == strong:
                ox, text, _ = line[-1]
                line[-1] = (ox, text + (" " if spaced else "") + t, strong)
            else:
                line.append((x + (space if spaced else 0), t, strong))
            ox, text, _ = line[-1]
            x = ox + font(size, strong).size(text)[0]  # the run as drawn: its words' widths do not quite add up
    return [tuple(line) for line in lines if line]


def lay_out(sections: list[Section], width: int, size: int) -> Page:
    """Every section one after the other in a column `width` wide, body text of `size`."""
    line_h = font(size).get_linesize()
    gap = line_h // 2
    items: list[Item] = []
    tops: list[int] = []
    y = 0

    def text_lines(s: str, x: int, w: int, text_size: int, kind: str = "text", bold: bool = False) -> None:
        nonlocal y
        h = font(text_size, bold).get_linesize()
        for runs in wrap_runs(s, text_size, w, bold):
            items.append(Item(kind, y, h, x=x, w=w, size=text_size, runs=runs))
            y += h

    for section in sections:
        if tops:
            y += line_h
        tops.append(y)
        text_lines(section.title, 0, width, round(size * 1.5), "title", bold=True)
        y += gap
        for block in section.blocks:
            if block.kind == "heading":
                y += gap // 2
                text_lines(block.text, 0, width, round(size * 1.15), "heading", bold=True)
                y += gap // 3
            elif block.kind == "para":
                text_lines(block.text, 0, width, size)
                y += gap
            elif block.kind in ("bullet", "step", "subbullet"):
                left = round(size * 1.6) if block.kind == "subbullet" else 0
                indent = font(size).size("000.")[0] if block.kind == "step" else round(size * 1.2)
                marker = block.marker or ("–" if block.kind == "subbullet" else "•")
                items.append(Item("marker", y, line_h, x=left, w=indent, size=size, runs=((0, marker, True),)))
                text_lines(block.text, left + indent, width - left - indent, size)
                y += gap // 2
            elif block.kind == "pictures":
                y = _pictures(block, items, y, width, line_h, size)
                y += gap
    return Page(items, y, tops)


def _pictures(block: Block, items: list[Item], y: int, width: int, line_h: int, size: int) -> int:
    """A row of pictures centred on the column (several rows if they do not fit), then the caption."""
    h = round(PICTURE_LINES[block.picture_kind] * line_h)
    pad = max(6, line_h // 3)
    rows: list[list[tuple[str, str, int, int]]] = [[]]
    used = 0
    for art, label in zip(block.pictures, block.labels):
        w = round(h * aspect(art))
        ph = h
        if w > width:  # one picture wider than the column: smaller, keeping its shape
            w, ph = width, round(width / aspect(art))
        if rows[-1] and used + pad + w > width:
            rows.append([])
            used = 0
        rows[-1].append((art, label, w, ph))
        used += (pad if used else 0) + w
    for row in rows:
        row_w = sum(w for _, _, w, _ in row) + pad * (len(row) - 1)
        row_h = max(ph for _, _, _, ph in row)
        x = (width - row_w) // 2
        for art, label, w, ph in row:
            items.append(Item("picture", y + row_h - ph, ph, x=x, w=w, art=art, label=label))
            x += w + pad
        y += row_h + pad
    if block.text:
        caption = max(18, round(size * 0.9))
        for runs in wrap_runs(block.text, caption, width):
            line_w = runs[-1][0] + font(caption, runs[-1][2]).size(runs[-1][1])[0]
            ch = font(caption).get_linesize()
            items.append(Item("caption", y, ch, x=(width - line_w) // 2, w=line_w, size=caption, runs=runs))
            y += ch
    return y
