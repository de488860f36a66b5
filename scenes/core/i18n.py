"""Every visible string goes through gettext (docs/architecture.md §4).

Scenes write `_("Quick play")`, `ngettext("{n} card", "{n} cards", n)` for counts (each language has its
own plural rule: French says "0 carte", English "0 cards") and `pgettext(context, message)` where one English
word needs two translations. `install(lang)` picks the catalog in assets/locale/<lang>/, built by
assets/locale/catalog.py. A language without a catalog falls back to English, the language of the source
strings.
"""

from __future__ import annotations

import errno
import gettext
import locale
import os
from collections.abc import Callable

from game.core import Listing, Reason
from game.storage import SystemReason
from scenes.core.assets import asset_path

DOMAIN = "pirate-table"
LANGUAGES = {"en": "English", "fr": "Français"}  # each in its own language, as the settings offer it

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` as meant in `context`: e.g. a colour said of one pirate or of several ships, which
    French spells differently (bleu, bleus)."""
    return _translation.pgettext(context, message)


Field = Callable[[str, object], "str | None"]


def say(reason: str, field: Field | None = None) -> str:
    """A reason the rules gave (game.core.Reason) in the player's language: its template translated,
    then filled with its fields, each named by `field(name, value)` if that knows it (a card in the
    game's words), a nested reason said the same way, a listing ("2 water") word by word, else as the
    engine wrote it. Any other text is shown as it is."""
    if not isinstance(reason, Reason):
        return str(reason)

    def one(name: str, value: object) -> str:
        if isinstance(value, Reason):
            return say(value, field)
        if isinstance(value, SystemReason):
            return why_not(value)
        if isinstance(value, Listing):
            words = [f"{n} {one(name, word)}" for n, word in value]
            return ", ".join(words) if words else _("nothing")
        named = field(name, value) if field is not None else None
        return str(value) if named is None else named

    try:
        return _(reason.template).format(**{k: one(k, v) for k, v in reason.fields.items()})
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder: say it in English
        return str(reason)


def install(lang: str | None = None) -> str:
    """Use the catalog for `lang` (default: the system's language). Returns the language in use."""
    global _translation, _language
    wanted = lang or system_language()
    try:
        _translation = gettext.translation(DOMAIN, localedir=str(asset_path("locale")), languages=[wanted])
        _language = wanted
    except OSError:
        _translation = gettext.translation(
            DOMAIN, localedir=str(asset_path("locale")), languages=["en"], fallback=True)
        _language = "en"
    return _language


def language() -> str:
    """The language the interface speaks now (its code): texts kept outside the catalog, such as the rules
    book, are picked by it."""
    return _language


def system_language() -> str:
    """The language the system asks for (its code, e.g. "fr"), from the usual variables."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return value.split(":")[0].split(".")[0].split("_")[0] or "en"
    code = locale.getlocale()[0]
    return code.split("_")[0] if code else "en"


class Share(float):
    """A share (0.62) that a "{p:.0%}" in a translation writes as its language does: "62%", "62 %" in French
    (a narrow no-break space before the sign)."""

    def __format__(self, spec: str) -> str:
        said = format(float(self), spec)
        return said.replace("%", "\u202f%") if spec.endswith("%") and _language == "fr" else said


def share(x: float | None) -> Share | None:
    return None if x is None else Share(x)


def sentence(s: str) -> str:
    """A reason the rules give ("the pile is empty") as a sentence on screen: a capital, a full stop."""
    if not s:
        return s
    return s[:1].upper() + s[1:] + ("" if s.endswith((".", "!", "?", "…")) else ".")


def _system_errors() -> dict[int, str]:
    """The reasons a file cannot be written or read that players meet, in their words (the system's own text
    is in the system's language, often English whatever the game speaks)."""
    return {
        errno.ENOSPC: _("the disk is full"),
        errno.EDQUOT: _("your disk quota is used up"),
        errno.EACCES: _("permission denied"),
        errno.EPERM: _("permission denied"),
        errno.EROFS: _("the disk is read-only"),
        errno.ENOENT: _("the folder does not exist"),
        errno.ENOTDIR: _("a folder on the way is a file"),
        errno.EISDIR: _("a folder is in the way"),
        errno.EIO: _("the disk could not be read or written"),
        errno.ENAMETOOLONG: _("the name is too long"),
        errno.EMFILE: _("too many files are open"),
        errno.ENFILE: _("too many files are open"),
    }


def why_not(error: OSError | SystemReason) -> str:
    """Why a file could not be read or written, in the player's language: the common reasons translated,
    any other the system's text."""
    known = _system_errors().get(error.errno) if error.errno is not None else None
    return known or str(error if isinstance(error, SystemReason) else SystemReason(error))
