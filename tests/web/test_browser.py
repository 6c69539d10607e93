"""The web page in a real headless chromium (Debian's, driven by Playwright): a game against
the bot clicked to its end, a two-seat game from the two secret links, card text switched
to Japanese and rendered with a Japanese font, and screenshots at desktop and phone sizes
kept in ``artefacts/web/``."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from illumineer.cards.decks import DEFAULT_DECKS
from illumineer.web.rooms import Rooms
from tests.web.conftest import Served, japanese_font

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
#: What a player who wants the game over clicks first, when offered.
PREFERRED = ("keep", "quest", "challenge", "ink", "play", "choose", "yes", "done", "number")


def _page(browser: Any, served: Served, size: dict[str, int]) -> Any:
    context = browser.new_context(viewport=size, base_url=served.url)
    page = context.new_page()
    page.set_default_timeout(20_000)
    return page


def _start(page: Any, kind: str, **chosen: str) -> None:
    page.goto("/")
    page.select_option("#kind", kind)
    for field, value in chosen.items():
        page.select_option(f"#{field}", value)
    page.click("#start")


def _frames(page: Any) -> int:
    return int(page.evaluate("Number(document.body.dataset.frames || 0)"))


def _click_an_action(page: Any) -> bool:
    """Click the action a player in a hurry would; False when there is none to click."""
    buttons = page.locator("#actions button.action")
    verbs = buttons.evaluate_all("(all) => all.map((b) => b.dataset.verb)")
    if not verbs:
        return False
    for verb in PREFERRED:
        if verb in verbs:
            index = verbs.index(verb)
            break
    else:
        index = 0
    before = _frames(page)
    buttons.nth(index).click()
    page.wait_for_function(f"Number(document.body.dataset.frames || 0) > {before}")
    return True


def _over(page: Any) -> bool:
    return bool(page.locator("#status[data-over=true]").count())


def test_the_form_offers_the_default_decks(browser: Any, served: Served) -> None:
    page = _page(browser, served, DESKTOP)
    page.goto("/")
    page.wait_for_function("document.querySelector('#opponent_deck').options.length > 0")
    assert page.input_value("#deck") == DEFAULT_DECKS[0]
    assert page.input_value("#opponent_deck") == DEFAULT_DECKS[1]
    page.context.close()


def test_a_game_against_the_bot_is_clicked_to_its_end(
    browser: Any, served: Served, artefacts: Path
) -> None:
    page = _page(browser, served, DESKTOP)
    _start(page, "bot", bot="random", deck="amber-steel", opponent_deck="ruby-sapphire")
    page.wait_for_url(re.compile(r"/play/\w+#"))
    page.wait_for_function("Number(document.body.dataset.frames || 0) > 0")
    assert "alter your hand" in page.text_content("#status")
    assert page.locator("#me .hand .card").count() == 7
    assert page.locator("#them .hand .card").count() == 0  # the bot's hand is not shown
    clicks = 0
    while not _over(page) and clicks < 600:
        if clicks == 12:
            page.screenshot(path=str(artefacts / "bot-game-desktop.png"), full_page=True)
        assert _click_an_action(page), page.text_content("#status")
        clicks += 1
    status = page.text_content("#status") or ""
    assert _over(page), f"not over after {clicks} clicks: {status}"
    assert re.match(r"Game over: you (win|lose)", status)
    lore = [int(page.text_content(f".lore[data-seat='{s}']").split()[1]) for s in (0, 1)]
    assert max(lore) >= 20 or "deck" in " ".join(page.locator("#log li").all_text_contents())
    assert page.locator("#log li").count() > clicks / 2
    page.screenshot(path=str(artefacts / "bot-game-over-desktop.png"), full_page=True)
    page.context.close()


def test_two_people_play_from_their_own_links(browser: Any, served: Served) -> None:
    host = _page(browser, served, DESKTOP)
    _start(host, "seats", deck="amber-steel", opponent_deck="ruby-sapphire")
    host.wait_for_selector("#links:not([hidden])")
    links = [host.get_attribute(f"a.seat-link[data-seat='{s}']", "href") for s in (0, 1)]
    assert all(links) and links[0] != links[1]
    pages = [_page(browser, served, DESKTOP), _page(browser, served, PHONE)]
    for page, link in zip(pages, links, strict=True):
        page.goto(link)
        page.wait_for_function("Number(document.body.dataset.frames || 0) > 0")
    rooms: Rooms = served.app.state.rooms
    game_id = str(links[0]).split("/")[-1].split("#")[0]
    game = rooms.get(game_id).game
    for _ in range(40):  # the hand alteration and some turns, each from the seat deciding
        decider = game.decider
        assert decider is not None
        other = pages[1 - decider]
        assert other.locator("#actions button.action").count() == 0
        seen = _frames(other)
        assert _click_an_action(pages[decider])
        other.wait_for_function(f"Number(document.body.dataset.frames || 0) > {seen}")
    for seat, page in enumerate(pages):
        bit = 1 << seat
        secret = {c.definition.full_name for c in game.cards if not c.known & bit}
        known = {c.definition.full_name for c in game.cards if c.known & bit}
        shown = page.text_content("#board") or ""
        assert secret - known and not {name for name in secret - known if name in shown}
        assert page.locator("#log li").count() == 40
    assert game.turn > 1
    host.context.close()
    for page in pages:
        page.context.close()


def test_card_text_switches_to_japanese_and_renders_at_phone_size(
    browser: Any, served: Served, artefacts: Path
) -> None:
    if not japanese_font():
        if os.environ.get("CI"):
            pytest.fail("no Japanese font: .ci/run should have installed fonts-ipafont-gothic")
        pytest.skip("Japanese renders as boxes without a CJK font (apt-get install "
                    "fonts-ipafont-gothic)")  # fmt: skip
    page = _page(browser, served, PHONE)
    _start(page, "bot", bot="greedy", deck="set1-amber-steel", opponent_deck="set1-ruby-sapphire")
    page.wait_for_function("Number(document.body.dataset.frames || 0) > 0")
    english = page.locator("#me .hand .card .name").first.text_content()
    page.select_option("#lang", "ja")
    japanese = page.locator("#me .hand .card .name").first.text_content() or ""
    assert japanese != english and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", japanese)
    page.locator("#me .hand .card").first.click()
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", page.text_content("#detail") or "")
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", page.text_content("#actions") or "")
    # A Japanese glyph drawn with the page's font differs from the box of a missing glyph.
    drawn = page.evaluate("""() => {
        const font = getComputedStyle(document.body).fontFamily;
        const draw = (text) => {
            const canvas = document.createElement("canvas");
            canvas.width = canvas.height = 40;
            const pen = canvas.getContext("2d");
            pen.font = `32px ${font}`;
            pen.fillText(text, 2, 34);
            return Array.from(pen.getImageData(0, 0, 40, 40).data).join(",");
        };
        return [draw("あ"), draw("名"), draw("\\u{10FFFD}")];
    }""")
    assert drawn[0] != drawn[2] and drawn[1] != drawn[2] and drawn[0] != drawn[1]
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the board is {width} px wide on a 390 px phone"
    # A bot game is no table game: the box for recording what a player did stays hidden.
    assert not page.locator("#table-do").is_visible()
    page.screenshot(path=str(artefacts / "bot-game-phone-ja.png"), full_page=True)
    page.select_option("#lang", "en")
    page.screenshot(path=str(artefacts / "bot-game-phone-en.png"), full_page=True)
    page.context.close()


def test_a_table_game_with_an_incident_called_and_ruled_from_the_judge_console(
    browser: Any, served: Served, artefacts: Path
) -> None:
    host = _page(browser, served, DESKTOP)
    _start(host, "table", level="competitive", deck="amber-steel", opponent_deck="ruby-sapphire")
    host.wait_for_selector("#links:not([hidden])")
    links = [host.get_attribute(f"a.seat-link[data-seat='{s}']", "href") for s in (0, 1)]
    lead = host.get_attribute("a.judge-link[data-role='lead']", "href")
    pages = [_page(browser, served, DESKTOP), _page(browser, served, DESKTOP)]
    for page, link in zip(pages, links, strict=True):
        page.goto(link)
        page.wait_for_function("Number(document.body.dataset.frames || 0) > 0")
    rooms: Rooms = served.app.state.rooms
    game_id = str(links[0]).split("/")[-1].split("#")[0]
    game = rooms.get(game_id).game
    for _ in range(2):  # both players keep their hands
        decider = game.decider
        assert decider is not None
        before = _frames(pages[decider])
        pages[decider].click("#actions button.action[data-verb='keep']")
        pages[decider].wait_for_function(f"Number(document.body.dataset.frames || 0) > {before}")
    seat = game.decider
    assert seat is not None
    player = pages[seat]
    inks = player.locator("#actions button.action[data-verb='ink']").all_text_contents()
    second = re.search(r"ink (c\d+)", inks[1])
    assert second is not None
    before = _frames(player)
    player.click("#actions button.action[data-verb='ink']")
    player.wait_for_function(f"Number(document.body.dataset.frames || 0) > {before}")
    player.fill("#table-text", f"ink {second.group(1)}")  # one ink too many, as at a table
    player.click("#table-do button")
    player.wait_for_function(f"Number(document.body.dataset.frames || 0) > {before + 1}")
    player.click("#call-judge")
    player.wait_for_selector("#call-judge:text('A judge is called')")

    judge = _page(browser, served, PHONE)
    judge.goto(str(lead))
    judge.wait_for_selector(f"#called:text('Player {seat + 1} calls a judge')")
    judge.click("#incidents button.call[data-number='1']")
    judge.wait_for_selector("#ruling:text('Card Count Error')")
    judge.select_option("#lang", "ja")
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", judge.text_content("#ruling") or "")
    assert "Preview: then: judge-" in (judge.text_content("#remedies") or "")
    judge.click("#remedies button[data-choice='apply']")
    judge.wait_for_selector("#incidents li.ruled")
    judge.wait_for_selector("#ledger li.entry")
    width = judge.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the console is {width} px wide on a 390 px phone"
    judge.screenshot(path=str(artefacts / "judge-console-phone-ja.png"), full_page=True)
    entries = rooms.store.ledger().entries(f"table {game_id}")
    assert [(e.infraction.name, e.role.name) for e in entries] == [("CARD_COUNT_ERROR", "LEAD")]
    assert player.locator("#actions button.action").count() > 0  # play goes on
    for page in (host, *pages, judge):
        page.context.close()


def test_a_log_is_uploaded_and_replayed_on_the_timeline(
    browser: Any, served: Served, artefacts: Path, tmp_path: Path,
    example_decks: tuple[list[Any], list[Any]],
) -> None:
    from illumineer.agents import make_agent, play_out
    from illumineer.engine.game import Game
    from illumineer.engine.log import GameLog

    game = Game.new(*example_decks, seed=21)
    play_out(game, [make_agent("greedy", 1), make_agent("greedy", 2)])
    log = tmp_path / "game.json"
    log.write_text(GameLog.of(game).to_json(), encoding="utf-8")
    total = len(game.history)
    page = _page(browser, served, PHONE)
    page.goto("/replay")
    page.set_input_files("#log-file", str(log))
    page.wait_for_selector("#where:text('action 0 of')")
    assert page.text_content("#line") == "the game's start"
    for step in (1, 2, 3):
        page.click("#forward")
        page.wait_for_selector(f"#where:text('action {step} of {total}')")
    assert (page.text_content("#line") or "").startswith("player ")
    page.select_option("#seat", "0")
    page.wait_for_selector("#status:text(\"player 1's view\")")
    assert page.locator("#p1 .hand .card").count() > 0  # player 1's own hand, seen by them
    page.click("#end")
    page.wait_for_selector(f"#where:text('player {(game.winner or 0) + 1} won')")
    page.select_option("#seat", "-1")
    page.wait_for_selector("#status:text('the public view')")
    assert page.locator("#p1 .hand .card, #p2 .hand .card").count() == 0
    page.screenshot(path=str(artefacts / "replay-phone.png"), full_page=True)
    page.context.close()
