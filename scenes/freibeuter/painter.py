"""Drawing the Freibeuter table: the sea with its coordinates, tokens, boats and the Dutchman, piles, the card
played last, the bank and what was set aside, seat panels (the ships that count twice marked ×2), the hand,
targets and previews, log and prompt. Draws a `FreibeuterPicture`, which the table builds each frame; changes
nothing."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import Action
from game.freibeuter.board import COLUMNS, LINE_SET, line_squares
from game.freibeuter.components import token_named
from game.freibeuter.sharing import encircles
from game.freibeuter.state import FreibeuterState
from scenes.core import colour_blind, theme
from scenes.core.assets import SMALL, font
from scenes.core.i18n import _, ngettext
from scenes.core.sprites import CardArt, CardSprite, glow
from scenes.core.widgets import first_fitting, line_height, minus_sign, panel, text, wrap
from scenes.freibeuter.display import PILES, FreibeuterDisplay, doubles_taken, score_now
from scenes.freibeuter.faces import CARTOUCHE, CARTOUCHE_FILL
from scenes.freibeuter.layout import FreibeuterLayout
from scenes.freibeuter.saying import board_label, picked_point, prompt_lines, tooltip
from scenes.freibeuter.words import card_text, column_names
from scenes.table import painting
from scenes.table.kit import Painter
from scenes.table.painting import Sight

TRAY = (0, 0, 0, 60)  # the shade under the bank and the cards set aside
LABEL_MARGIN = 0.045  # the least room between a card's words (or their cartouche) and its edges, in card widths
LABEL_ROOM = 0.62  # the width the card's own cartouche holds, inside its trim, in card widths
LABEL_SIZE = {"sea-card": 0.17, "dutchman-card": 0.12}  # the words' size on a card, in card heights, at most


@dataclass(frozen=True)
class Select(Action):
    """Not a move: a first click (or Enter) on a ship that may be boarded. It picks the ship, whose targets are
    the ship again and the Board button by it: the second click boards, Esc or a click elsewhere lets it go."""

    point: str


@dataclass(frozen=True)
class FreibeuterPicture:
    """Everything the Freibeuter painter reads: what every table shows (`sight`), the viewer's view (what a
    placement would surround), the display model, the layout and the art of the cards and of the coins."""

    sight: Sight
    view: FreibeuterState
    display: FreibeuterDisplay
    layout: FreibeuterLayout
    art: CardArt
    coin_art: CardArt


def encircled(pic: FreibeuterPicture, action: Action) -> list[str]:
    """The tokens a placement would surround, shown before the person deciding commits to it."""
    return encircles(pic.view, action) if pic.sight.deciding is not None else []


def doubles_note(lay: FreibeuterLayout, d: FreibeuterDisplay) -> list[str]:
    """The lines of the note under what was set aside of the doubles taken (none: [])."""
    doubles = doubles_taken(d)
    if not doubles:
        return []
    note = _("Doubled: {values}").format(values=", ".join(map(str, doubles)))
    return wrap(note, lay.small, lay.aside.w - lay.vp.px(10), bold=True)


def paint(pic: FreibeuterPicture, surface: pygame.Surface) -> None:
    lay = pic.layout
    frame = lay.sea.inflate(lay.vp.px(16), lay.vp.px(16))  # the sea's wooden frame and its board lie in the backdrop
    aside = lay.aside_box(len(pic.display.aside), len(doubles_note(lay, pic.display)))  # grows as tokens come
    painting.backdrop(surface, lay.panels.values(), lay.prompt, lay.log, (lay.bank, TRAY, 10),
                      (frame, theme.WOOD_DARK, 8), art=((pic.art.image("board", lay.sea.size), lay.sea),),
                      tints=((aside, TRAY, 10),))
    _sea(pic, surface)
    _left_column(pic, surface)
    for seat in range(pic.view.setup.players):
        _seat_panel(pic, surface, seat)
    marks = double_marks(pic.display, lay.small)
    _pieces(pic, surface)
    painting.hand(pic.sight, surface, pic.display.hand_of(pic.sight.bottom),
                  lambda surf, s, outline: draw_card(pic, surf, s, outline))
    if pic.sight.colour_blind:  # each boat carries its seat's shape
        for s in pic.display.sprites():
            owner = s.face.removeprefix("boat-") if s.face and s.face.startswith("boat-") else ""
            if owner.isdigit() and not s.moving:
                colour_blind.shape(surface, colour_blind.seat_shape(int(owner)), s.rect.center,
                                   max(10, s.rect.h * 2 // 3), theme.WHITE)
    painting.last_move(pic.sight, surface, clear=name_rects(lay, aside) + marks)
    for pill in marks:  # over a ship's frame as the last move
        _double_mark(surface, pill, lay.small)
    painting.moving(pic.sight, surface, lambda surf, s, _o: draw_card(pic, surf, s))
    _targets(pic, surface)
    for pile in PILES:  # how many cards a pile holds, over the glow of a pile to draw from
        painting.count_badge(surface, lay.pile(pile), len(pic.display.piles[pile]), lay.small)
    painting.log(pic.sight, surface, lay.log, lay.small, lambda key: _whereabouts(pic, key))
    _prompt(pic, surface)
    pic.sight.effects.draw(surface, lay.font, pic.coin_art.icon("coin", lay.font + 4))


def _whereabouts(pic: FreibeuterPicture, key: str) -> list[pygame.Rect]:
    """Where a thing a log line or a lesson's coach speaks of lies (`LogLine.about`): a square, the crossing of a
    ship token, a row or column (its squares as one), a seat's panel, a pile, the bank, the tokens set aside."""
    lay = pic.layout
    if key in lay.squares:
        return [lay.squares[key]]
    if key in lay.points:
        return [lay.token(key)]
    if key in LINE_SET:
        squares = [lay.squares[sq] for sq in line_squares(key)]
        return [squares[0].unionall(squares[1:])]
    if key.startswith("seat:") and int(key[5:]) in lay.panels:
        return [lay.panels[int(key[5:])]]
    if key.startswith("pile:") and key[5:] in PILES:
        return [lay.pile(key[5:])]
    return {"bank": [lay.bank], "aside": [lay.aside]}.get(key, [])


def draw_card(pic: FreibeuterPicture, surface: pygame.Surface, s: CardSprite, outline=None,
              shadow: bool = True) -> None:
    pic.art.draw(surface, s, outline=outline, shadow=shadow)
    if s.label and s.face in CARTOUCHE:
        words = card_text("sea" if s.face == "sea-card" else "dutchman", s.label)
        _cartouche(surface, s.rect, words, CARTOUCHE[s.face], LABEL_SIZE[s.face], CARTOUCHE_FILL[s.face])


@dataclass(frozen=True)
class CardLabel:
    """How a card's words are written on it: their size, their lines, where each line lies, and the cartouche
    painted for them where the card's own is too small (None: on the card's own)."""

    size: int
    lines: tuple[str, ...]
    rects: tuple[pygame.Rect, ...]
    pill: pygame.Rect | None


def card_label(words: str, r: pygame.Rect, at: float, share: float) -> CardLabel | None:
    """Where a card's square or line is written (its cartouche's middle `at` its height): on the card's own
    cartouche, in type shrinking down to the least readable size; words still too wide ("colonne G" on a small
    card) on a wider cartouche, then in two lines on a taller one, always inside the card by LABEL_MARGIN. A
    card too small for that (one on its way out of a small pile) gets no words (None) rather than cut ones."""
    centre = (r.centerx, round(r.y + r.h * at))
    for size in range(max(SMALL + 2, int(r.h * share)), SMALL - 1, -1):
        if font(size, True).size(words)[0] <= r.w * LABEL_ROOM:
            return _lines(size, (words,), centre, None)
    margin = max(3, round(r.w * LABEL_MARGIN))
    inside = r.inflate(-2 * margin, -2 * margin)
    f, step = font(SMALL, True), line_height(SMALL, True)
    head, _space, tail = words.rpartition(" ")
    for lines in ((words,), (head, tail)) if head else ((words,),):
        widest = max(f.size(line)[0] for line in lines)
        pill = pygame.Rect(0, 0, min(inside.w, max(widest + 6, round(r.w * 0.74))), len(lines) * step + 2)
        if widest + 2 <= pill.w and pill.h <= inside.h:
            pill.center = centre
            return _lines(SMALL, lines, pill.clamp(inside).center, pill.clamp(inside))
    return None


def _lines(size: int, lines: tuple[str, ...], centre: tuple[int, int], pill: pygame.Rect | None) -> CardLabel:
    f, step = font(size, True), line_height(size, True)
    top = centre[1] - len(lines) * step // 2
    rects = []
    for i, line in enumerate(lines):
        rect = pygame.Rect((0, 0), f.size(line))
        rect.center = (centre[0], top + i * step + step // 2)
        rects.append(rect)
    return CardLabel(size, lines, tuple(rects), pill)


def _cartouche(surface: pygame.Surface, r: pygame.Rect, words: str, at: float, share: float,
               fill: tuple[int, int, int] = CARTOUCHE_FILL["dutchman-card"]) -> None:
    """A card's square or line, written whole where `card_label` puts it (a wider or taller cartouche in the
    colour of the card's own, `fill`, where it needs one); nothing on a card too small to hold it."""
    label = card_label(words, r, at, share)
    if label is None:
        return
    if label.pill is not None:
        pygame.draw.rect(surface, fill, label.pill, border_radius=4)
        pygame.draw.rect(surface, theme.INK, label.pill, 1, border_radius=4)
    for line, rect in zip(label.lines, label.rects):
        text(surface, line, rect.center, label.size, theme.INK, "center", bold=True, shadow=False)


def name_rects(lay: FreibeuterLayout, aside: pygame.Rect | None = None) -> list[pygame.Rect]:
    """Where the left column writes its names (of the piles, of the card played last, "Set aside" atop its box
    `aside`): a pennant marking the last move keeps off them (tester 8 read "S▼t aside")."""
    label = line_height(lay.small) + lay.vp.px(2)
    names = [pygame.Rect(a.x, a.y, a.w, label * lay.name_lines[place]) for place, a in
             (("sea", lay.sea_pile), ("dutchman", lay.dutchman_pile), ("played", lay.played_area))]
    if aside is not None:
        names.append(pygame.Rect(aside.x, aside.y, aside.w, line_height(lay.small) + lay.vp.px(4)))
    return names


def _sea(pic: FreibeuterPicture, surface: pygame.Surface) -> None:
    """The names of the sea's columns and rows (the sea itself lies in the backdrop: `paint`)."""
    lay = pic.layout
    sea = lay.sea
    size = lay.font
    for c in COLUMNS:
        r = lay.squares[f"{c}1"]
        text(surface, c, (r.centerx, sea.y - lay.vp.px(10)), size, theme.PARCHMENT, "midbottom", bold=True)
    for row in range(1, 8):
        r = lay.squares[f"A{row}"]
        text(surface, str(row), (sea.x - lay.vp.px(10), r.centery), size, theme.PARCHMENT, "midright", bold=True)


def _left_column(pic: FreibeuterPicture, surface: pygame.Surface) -> None:
    """The draw piles under their names, the card played last, the bank, what was set aside and the Dutchman
    while it waits."""
    lay = pic.layout
    d = pic.display
    names = column_names()
    for place, area in (("sea", lay.sea_pile), ("dutchman", lay.dutchman_pile), ("played", lay.played_area)):
        for i, line in enumerate(wrap(names[place], lay.small, area.w, most=lay.name_lines[place])):
            text(surface, line, (area.x, area.y + i * line_height(lay.small)), lay.small, theme.MUTED)
    for pile in PILES:
        r = lay.pile(pile)
        if not d.piles[pile]:
            pygame.draw.rect(surface, theme.MUTED, r, 2, border_radius=6)
        for s in d.piles[pile][-3:]:
            if not s.moving:
                pic.art.draw(surface, s, shadow=False)
    played = lay.played()
    if not any(not s.moving for s in d.played):
        pygame.draw.rect(surface, theme.MUTED, played, 2, border_radius=6)
    for s in [s for s in d.played if not s.moving][-2:]:
        draw_card(pic, surface, s, shadow=False)
    bank = lay.bank
    coin = pic.coin_art.icon("coin", bank.h // 2)
    surface.blit(coin, coin.get_rect(midleft=(bank.x + lay.vp.px(10), bank.centery)))
    text(surface, _("Bank"), (bank.x + coin.get_width() + lay.vp.px(18), bank.centery), lay.font, theme.GOLD,
         "midleft", bold=True)
    note = doubles_note(lay, d)
    a = lay.aside_box(len(d.aside), len(note))
    text(surface, _("Set aside"), (a.x + lay.vp.px(6), a.y + lay.vp.px(4)), lay.small, theme.MUTED)
    for _p, s in d.aside:
        if not s.moving:
            pic.art.draw(surface, s, shadow=False)
    step = line_height(lay.small)
    for i, line in enumerate(note):
        text(surface, line, (a.x + lay.vp.px(6), a.bottom - lay.vp.px(6) - (len(note) - 1 - i) * step), lay.small,
             theme.GOLD, "bottomleft", bold=True)
    rest = lay.dutchman_rest()
    if pic.display.dutchman_on is None and not pic.display.dutchman.moving:
        pic.art.draw(surface, pic.display.dutchman, shadow=False)
    text(surface, _("Flying Dutchman"), (rest.right + lay.vp.px(6), rest.centery), lay.small,
         theme.MUTED, "midleft", max_width=lay.sea.centerx - rest.right)


def _seat_panel(pic: FreibeuterPicture, surface: pygame.Surface, seat: int) -> None:
    """A seat's panel: its name, what it would score now and its coins on the top row (the tokens it captured
    fill the bottom right); its boats waiting and what it owes the bank; its hand, face down."""
    lay = pic.layout
    d = pic.display
    p = lay.panels[seat]
    pad = lay.vp.px(8)
    coin = pic.coin_art.icon("coin", lay.font)
    money = str(d.treasure[seat])
    mw = text(surface, money, (-1000, -1000), lay.font, shadow=False).w
    x = p.right - pad - mw
    text(surface, money, (x, p.y + pad // 2), lay.font, theme.GOLD, bold=True)
    surface.blit(coin, (x - coin.get_width() - 4, p.y + pad // 2))
    score = _("Score {n}").format(n=minus_sign(score_now(d, seat)))
    right = x - coin.get_width() - 4 - pad
    sw = text(surface, score, (right, p.y + pad // 2 + line_height(lay.font) // 2), lay.small, theme.WHITE,
              "midright", bold=True).w
    painting.seat_frame(pic.sight, surface, seat, p, lay.font, pad, name_width=right - sw - pad - p.x - pad)
    supply = lay.supply_spot(seat)
    surface.blit(pic.art.image(f"boat-{seat}", supply.size), supply)
    line = ngettext("{n} boat", "{n} boats", d.supply[seat]).format(n=d.supply[seat])
    room = p.w - supply.w - 3 * pad
    caps = lay.captured(seat, len(d.captured[seat]))  # where the ships taken lie, their "×2" pills above them
    band = pygame.Rect(p.x, supply.centery - line_height(lay.small) // 2, p.w, line_height(lay.small))
    if caps and band.bottom > caps[0].y - line_height(lay.small) // 2:  # a low panel: the line ends before them
        room = min(room, caps[0].x - pad - (supply.right + pad // 2))  # (tester 9: they hid "loan 5 (repay 10)")
    if d.loans[seat]:  # what is owed said whole in a narrow panel, the loan itself dropped first, then "boats"
        owed = dict(amount=d.loans[seat], twice=2 * d.loans[seat])
        line = first_fitting([f"{line}  " + _("loan {amount} (repay {twice})").format(**owed),
                              f"{line}  " + _("repay {twice}").format(**owed),
                              f"{d.supply[seat]}  " + _("repay {twice}").format(**owed)], lay.small, room)
    text(surface, line, (supply.right + pad // 2, supply.centery), lay.small,
         theme.DANGER if d.loans[seat] else theme.WHITE, "midleft", max_width=room)
    if seat != pic.sight.bottom:
        for s in d.hand_of(seat):
            if not s.moving:
                pic.art.draw(surface, s, shadow=False)
    for _p, s in d.captured[seat]:
        if not s.moving:
            pic.art.draw(surface, s, shadow=False)


def double_marks(d: FreibeuterDisplay, size: int) -> list[pygame.Rect]:
    """Where "×2" marks the captured ships that count twice at the end (their double taken), in the seats'
    panels: a gold pill over a token's top rim, mostly above it, clear of the value in its middle; neighbours
    whose pills would touch share one pill spanning them."""
    doubled = set(doubles_taken(d))
    w, h = font(size, True).size("×2")
    w += 6
    pills: list[pygame.Rect] = []
    for caps in d.captured:
        run: list[pygame.Rect] = []
        for _p, s in [*caps, ("", None)]:
            r = s.rect if s is not None and not s.moving and s.face and token_named(s.face).value in doubled \
                else None
            if run and (r is None or r.centerx - run[-1].centerx > w + 2):
                pill = pygame.Rect(0, 0, run[-1].centerx - run[0].centerx + w, h)
                pill.midbottom = ((run[0].centerx + run[-1].centerx) // 2, run[0].y + max(2, run[0].h // 5))
                pills.append(pill)
                run = []
            if r is not None:
                run.append(r)
    return pills


def _double_mark(surface: pygame.Surface, pill: pygame.Rect, size: int) -> None:
    """A "×2" mark (`double_marks`) in its gold pill."""
    pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, theme.INK, pill, 1, border_radius=pill.h // 2)
    text(surface, "×2", pill.center, size, theme.INK, "center", bold=True, shadow=False)


def _pieces(pic: FreibeuterPicture, surface: pygame.Surface) -> None:
    d = pic.display
    for point, boarder in d.boarders.items():
        if point in d.tokens and not boarder.moving:
            _boarded_ring(surface, pic.layout, point, theme.seat_colour(d.seat_of(boarder)))
    for s in d.tokens.values():
        if not s.moving:
            pic.art.draw(surface, s, shadow=False)
    for s in d.boarders.values():
        if not s.moving:
            pic.art.draw(surface, s, shadow=False)
    for boats in d.boats.values():
        for s in boats:
            if not s.moving:
                pic.art.draw(surface, s, shadow=False)
    if d.dutchman_on is not None and not d.dutchman.moving:
        pic.art.draw(surface, d.dutchman)


def boarded_ring(lay: FreibeuterLayout, point: str) -> tuple[tuple[int, int], int, int]:
    """The ring round a boarded ship: its centre, its outer radius and its width."""
    token = lay.token(point)
    width = max(4, lay.square // 11)
    return token.center, token.w // 2 + width + max(1, width // 3), width


def _boarded_ring(surface: pygame.Surface, lay: FreibeuterLayout, point: str, colour: tuple[int, int, int]) -> None:
    """A boarded ship is plain at a glance: a thick ring in its boarder's colour (edged in ink, to stand out on
    the sea and apart from the tokens' own rims) round the token, under the boarder's boat riding on it."""
    centre, radius, width = boarded_ring(lay, point)
    pygame.draw.circle(surface, theme.INK, centre, radius + 1, width + 2)
    pygame.draw.circle(surface, colour, centre, radius, width)


def _targets(pic: FreibeuterPicture, surface: pygame.Surface) -> None:
    """Where the picked card may go (or what needs no card), and what a placement would surround."""
    lay = pic.layout
    picks = pic.sight.picks
    if not picks.active:
        return
    targets = picks.targets if picks.picked is not None else picks.free
    hovered = next((t for t in targets if t.rect.collidepoint(picks.pointer)), None)
    focus = picks.focus
    point = picked_point(pic.display, picks.picked)
    if point is not None:
        _picked_ship(pic, surface, point, hovered is not None or focus is not None)
        return
    for t in targets:
        strong = t is hovered or (focus is not None and t.action == focus.action)
        if picks.picked is None and isinstance(t.action, Select) and not strong:
            pygame.draw.circle(surface, theme.LEGAL, t.rect.center, t.rect.w // 2 + 2, 2)  # quietly boardable
            continue
        glow(surface, t.rect, theme.HIGHLIGHT if strong else theme.LEGAL, radius=6, pulse=True)
    shown = hovered or focus or (targets[0] if picks.picked is not None and len(targets) == 1 else None)
    if shown is not None:
        for point in encircled(pic, shown.action):
            r = lay.token(point).inflate(lay.square // 5, lay.square // 5)
            pygame.draw.ellipse(surface, theme.HIGHLIGHT, r, 4)


def _picked_ship(pic: FreibeuterPicture, surface: pygame.Surface, point: str, strong: bool) -> None:
    """The ship picked to be boarded rises off the sea, in a glowing ring, with the Board button under it."""
    lay = pic.layout
    token = lay.token(point)
    lift = max(3, lay.square // 14)
    risen = token.inflate(lift, lift).move(0, -lift)
    shadow = pygame.Surface(token.inflate(lift, lift // 2).size, pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 110), shadow.get_rect())
    surface.blit(shadow, token.inflate(lift, lift // 2).move(0, lift))
    sprite = pic.display.tokens[point]
    if sprite.face:
        surface.blit(pic.art.image(sprite.face, risen.size), risen)
    pygame.draw.circle(surface, theme.HIGHLIGHT, risen.center, risen.w // 2 + 3, 3)
    label = board_label()
    button = lay.board_button(point, label)
    hovered = button.collidepoint(pic.sight.picks.pointer) or strong
    panel(surface, button, (196, 140, 34) if hovered else (160, 108, 24), radius=button.h // 3, border=theme.INK,
          width=1)
    text(surface, label, button.center, lay.small, theme.WHITE, "center", bold=True)


def _prompt(pic: FreibeuterPicture, surface: pygame.Surface) -> None:
    lay = pic.layout
    painting.prompt(surface, lay.prompt, painting.deciding(pic.sight), prompt_lines(pic), lay.font, lay.small,
                    lay.vp.px(10))


PAINTER = Painter(paint, tooltip, _whereabouts)
