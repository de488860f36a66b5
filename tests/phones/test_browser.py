"""The phone page in a real browser (docs/phones.md §5): headless Chromium, driven by Selenium, opens the page
over loopback from the QR code's link, joins with the code, takes a seat and plays a two-seat Korsar game to the
scoring screen by tapping, as a person would; screenshots of the page at phone sizes, in English and French, are
kept for looking at (PIRATE_TABLE_SHOTS, else a temporary folder).

Run it with `make test-browser`, which installs Chromium and its driver (Debian's `chromium`, `chromium-driver`)
and Selenium; `make test` leaves it out."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from game import Setup
from game.match import HUMAN, Match, SeatConfig
from scenes.core import i18n
from scenes.screens.menu import MenuScene
from scenes.screens.scoring import ScoringScene
from scenes.tables import table_for

pytestmark = pytest.mark.browser
webdriver = pytest.importorskip("selenium.webdriver")
CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
if CHROMIUM is None or DRIVER is None:
    pytest.skip("Chromium and its driver are not installed (make test-browser installs them)", allow_module_level=True)

from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

PHONES = [(390, 844), (844, 390), (360, 640)]  # a phone upright, turned, and a small one
FRAMES = 20_000


def browser(size: tuple[int, int]):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={size[0]},{size[1]}"):
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(DRIVER), options=options)


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("PIRATE_TABLE_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def tap(page, element) -> None:
    """A thumb's tap on `element`, scrolled to the middle of the screen first (clear of the page's bar)."""
    page.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def tap_a_move(page) -> bool:
    """If the page says it is this seat's move: tap a card that has moves and its first move, or another move
    (draw). Whether it tapped."""
    if "yours" not in page.find_element(By.ID, "prompt").get_attribute("class"):
        return False
    cards = page.find_elements(By.CSS_SELECTOR, "#hand .card.playable")
    if cards:
        tap(page, cards[0])
        moves = page.find_elements(By.CSS_SELECTOR, "#card-moves button")
        if moves:
            tap(page, moves[0])
            return True
    others = page.find_elements(By.CSS_SELECTOR, "#other-moves button")
    if others:
        tap(page, others[0])
        return True
    return False


@pytest.mark.parametrize("language", ["en", "fr"])
def test_two_people_play_korsar_to_the_end_from_the_phone_page_in_a_browser(app, shots, language):
    i18n.install(language)
    seats = [SeatConfig(HUMAN, "Anna"), SeatConfig(HUMAN, "Ben")]
    match = Match("korsar", Setup(2), seats, 5)
    table = table_for(app, match)
    table.allow_phones("127.0.0.1", 0)
    app.push(MenuScene(app))
    app.push(table)
    assert table.phones is not None
    pages = [browser(PHONES[0]), browser(PHONES[2])]
    try:
        for seat, page in enumerate(pages):
            page.get(table.phones.join_link.replace(table.phones.server.host, "127.0.0.1"))
            WebDriverWait(page, 10).until(lambda p: p.find_elements(By.CSS_SELECTOR, "#seat-list button"))
            page.save_screenshot(str(shots / f"{language}-seats.png"))
            tap(page, page.find_elements(By.CSS_SELECTOR, "#seat-list button")[seat])
            WebDriverWait(page, 10).until(lambda p: p.find_element(By.ID, "play").is_displayed())
        shot_taken = False
        for frame in range(FRAMES):
            app.frame(1 / 60)
            if frame % 6:
                continue
            for page in pages:
                try:
                    tapped = tap_a_move(page)
                except StaleElementReferenceException:  # the page redrew under the tap: try again next time
                    continue
                if tapped and not shot_taken and len(match.record.actions) > 10:
                    shot_taken = True
                    for width, height in PHONES:
                        page.set_window_size(width, height)
                        page.save_screenshot(str(shots / f"{language}-play-{width}x{height}.png"))
                    page.set_window_size(*PHONES[0])
            if isinstance(app.top, ScoringScene):
                break
        assert match.is_over and isinstance(app.top, ScoringScene)
        assert {applied.seat for applied in match.history} == {0, 1}  # every move came from a phone page
        for seat, page in enumerate(pages):
            WebDriverWait(page, 10).until(lambda p: p.find_elements(By.CSS_SELECTOR, "#scores div"))
            rows = [row.text.split("\n")[0] for row in page.find_elements(By.CSS_SELECTOR, "#scores div")]
            best = max(range(2), key=lambda s: match.rules.scores(match.state)[s])
            assert sorted(rows) == ["Anna", "Ben"] and rows[0] == ["Anna", "Ben"][best]  # the final count, best first
            page.save_screenshot(str(shots / f"{language}-over-{seat}.png"))
        words = {"en": "Game over: ", "fr": "Partie terminée : "}[language]  # (a no-break space reads as one)
        assert pages[0].find_element(By.ID, "prompt").text.startswith(words)
    finally:
        for page in pages:
            page.quit()
        i18n.install("en")
