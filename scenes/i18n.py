"""Every visible string goes through gettext (DESIGN.md §4).

Scenes write `_("Quick play")`; `install(lang)` picks the catalog in assets/locale/<lang>/.
A language without a catalog falls back to English, the language of the source strings.
"""

from __future__ import annotations

import gettext
import locale
import os

from scenes.assets import asset_path

DOMAIN = "pirate-table"
LANGUAGES = {"en": "English"}

_translation: gettext.NullTranslations = gettext.NullTranslations()


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def install(lang: str | None = None) -> str:
    """Use the catalog for `lang` (default: the system's language). Returns the language in use."""
    global _translation
    wanted = lang or system_language()
    try:
        _translation = gettext.translation(DOMAIN, localedir=str(asset_path("locale")), languages=[wanted])
        return wanted
    except OSError:
        _translation = gettext.translation(
            DOMAIN, localedir=str(asset_path("locale")), languages=["en"], fallback=True)
        return "en"


def system_language() -> str:
    """The language the system asks for (its code, e.g. "fr"), from the usual variables."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return value.split(":")[0].split(".")[0].split("_")[0] or "en"
    code = locale.getlocale()[0]
    return code.split("_")[0] if code else "en"
