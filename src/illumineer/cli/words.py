"""A view in words, for the terminal: the board, the open question and what its card says,
the bag, every zone the viewer may see, and each action before and after it is taken.

Everything here reads `engine.view` (and, for a card's Japanese text, its definition) only:
what an action would do (a cost, the lore of a quest, a challenge's outcome) and what an
ability says come computed by the engine; a card the viewer may not know is "a hidden card",
never a name or an id. The viewer is a seat (then the seats are "you" and "the opponent") or
the public (`PUBLIC`, whose view is `public_view`: "player 1" and "player 2"). The sentences
are the message catalogues' (``cli.view.*`` and ``cli.done.*``), in English or Japanese.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypedDict

from rich.cells import cell_len

from illumineer.cli.card_words import japanese_text
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllumineerError
from illumineer.engine.view import (
    PUBLIC,
    ActionShown,
    CardShown,
    LevelShown,
    PlayerShown,
    ResolvingShown,
    TriggerShown,
    View,
)
from illumineer.engine.vocabulary import Zone
from illumineer.judge.messages import Language, message

#: A card definition by full name (English), for what the view does not carry: Japanese text.
Lookup = Callable[[str], CardDefinition]


class Taken(TypedDict):
    """An action just taken, as `Words.describe_done` reads it (`taken`)."""

    verb: str
    args: list[int]


def taken(action: Action) -> Taken:
    """`action` as `Words.describe_done` and `Words.actor` read it."""
    return {"verb": action.verb.text, "args": list(action.args)}


def _levels(seen: LevelShown) -> list[LevelShown]:
    """A view's game levels, the game's first, then each subgame's inside it."""
    levels = [seen]
    while "subgame" in levels[-1]:
        levels.append(levels[-1]["subgame"])
    return levels


def innermost(seen: LevelShown) -> LevelShown:
    """The level of a view where play happens (a running subgame's, or the game's)."""
    while "subgame" in seen:
        seen = seen["subgame"]
    return seen


def known_cards(seen: LevelShown) -> dict[int, CardShown]:
    """Every card of the view whose identity the viewer knows, by id (every level)."""
    found: dict[int, CardShown] = {}
    level: LevelShown | None = seen
    while level is not None:
        for player in level["players"]:
            cards = [*player["hand"]["known"], *player["play"], *player["discard"]]
            cards += [c for c in player["inkwell"] if not c.get("hidden")]
            for card in player["play"]:
                cards += [c for c in card.get("under_cards", []) if not c.get("hidden")]
            found.update((card["id"], card) for card in cards)
        level = level.get("subgame")
    return found


class Words:
    """A view put into words for its viewer, in `language`.

    `cards` finds a card's definition by name, for its Japanese text; without it (or for a
    card with none) the English text the view carries is shown.
    """

    def __init__(self, language: Language = Language.EN, cards: Lookup | None = None) -> None:
        self.language = language
        self.cards = cards

    def say(self, key: str, /, **params: object) -> str:
        """The catalogue's message `key` in this language."""
        return message(self.language, key, **params)

    # ------------------------------------------------------------------ names

    def name(self, card: CardShown | None) -> str:
        """``c12 Mickey Mouse - True Friend`` (in Japanese ``c12《ミッキーマウス – ...》``),
        or ``a hidden card``."""
        if not card or card.get("hidden"):
            return self.say("cli.view.hidden")
        if self.language is Language.JA and card.get("ja_name"):
            return f"c{card['id']}《{card['ja_name']}》"
        return f"c{card['id']} {card['name']}"

    def card_name(self, card: CardShown) -> str:
        """A known card's name alone, without its id."""
        if self.language is Language.JA and card.get("ja_name"):
            return str(card["ja_name"])
        return str(card["name"])

    def seat(self, viewer: int, index: int) -> str:
        """Seat `index` as the viewer calls it: you, the opponent, or player N."""
        if viewer == PUBLIC:
            return self.say("cli.view.seat.player", number=index + 1)
        return self.say("cli.view.seat.you" if index == viewer else "cli.view.seat.opponent")

    def whose(self, viewer: int, index: int) -> str:
        """The possessive: your, the opponent's, player N's."""
        if viewer == PUBLIC:
            return self.say("cli.view.whose.player", number=index + 1)
        return self.say("cli.view.whose.you" if index == viewer else "cli.view.whose.opponent")

    def owner(self, viewer: int, index: int) -> str:
        """Whose a trigger is: yours, theirs, player N's."""
        if viewer == PUBLIC:
            return self.say("cli.view.owner.player", number=index + 1)
        return self.say("cli.view.owner.you" if index == viewer else "cli.view.owner.opponent")

    def lore(self, viewer: int, level: LevelShown) -> str:
        """Both seats' lore, each named: ``you 6, the opponent 4`` (the viewer first)."""
        order = [0, 1] if viewer in (PUBLIC, 0) else [1, 0]
        parts = [self.say("cli.view.lore_of", who=self.seat(viewer, i),
                          lore=level["players"][i]["lore"]) for i in order]  # fmt: skip
        return self.say("cli.view.list_separator").join(parts)

    # ------------------------------------------------------------------ card text

    def ability_text(self, entry: TriggerShown | ResolvingShown, card: CardShown | None) -> str:
        """What an ability in the bag, resolving or offered says: in Japanese the card's
        printed Japanese text when it is known, otherwise the ability as the engine says it
        (its name, then its text)."""
        english = str(entry.get("text") or entry.get("ability") or "")
        if self.language is Language.JA and card and not card.get("hidden"):
            printed = self._japanese(str(card["name"]))
            if printed:
                return printed
        return english

    def _japanese(self, full_name: str) -> str:
        if self.cards is None:
            return ""
        try:
            text = self.cards(full_name).ja_text
        except IllumineerError:
            return ""
        return japanese_text(text) if text else ""

    def _purpose(self, level: LevelShown) -> str:
        """What the open question is for: `` for c12 Doc - ...: GO ON``."""
        prompt = level.get("prompt")
        resolving = (prompt["for"] if prompt else None) or level.get("resolving")
        if not resolving:
            return ""
        card = self.name(resolving["source"])
        ability = resolving.get("ability")
        if ability and ability != resolving["source"].get("name"):  # an action's own name
            return self.say("cli.view.for_ability", card=card, ability=resolving["ability"])
        return self.say("cli.view.for", card=card)

    # ------------------------------------------------------------------ actions offered

    def describe(self, shown: ActionShown, level: LevelShown) -> str:
        """A legal action (an entry of the view's ``actions``) in words, before it is taken."""
        verb = shown["verb"]
        card, other = self.name(shown.get("card")), self.name(shown.get("other"))
        key = f"cli.view.do.{verb}"
        if verb in ("pass", "keep"):
            return self.say(key)
        if verb in ("mulligan", "ink", "move", "sing", "sing-with", "boost"):
            return self.say(key, card=card, other=other)
        if verb in ("play", "shift"):
            return self.say(key, card=card, other=other, cost=shown["cost"])
        if verb == "quest":
            return self.say(key, card=card, lore=shown["lore"])
        if verb == "challenge":
            return self._challenge(shown)
        if verb == "resolve":  # what it says is shown with the bag, above the actions
            return self.say(key, card=card, ability=shown.get("ability")
                            or self.say("cli.view.ability"))  # fmt: skip
        if verb == "activate":
            # In Japanese, the card's text is one whole: `show` prints it.
            english = self.language is Language.EN
            text = shown.get("text") if english else shown.get("ability")
            return self.say(key, card=card, ability=text or self.say("cli.view.ability"))
        return self._describe_answer(shown, level)

    def _challenge(self, shown: ActionShown) -> str:
        outcome = shown["outcome"]
        results = ""
        if outcome["target_banished"]:
            results += self.say("cli.view.challenge.banishes")
        if outcome["challenger_banished"]:
            results += self.say("cli.view.challenge.banished")
        attacker = self.name(shown.get("card")) + self._stats(shown.get("card") or {})
        target = self.name(shown.get("other")) + self._stats(shown.get("other") or {})
        return self.say("cli.view.do.challenge", card=attacker, other=target,
                        to_target=outcome["to_target"], to_challenger=outcome["to_challenger"],
                        results=results)  # fmt: skip

    def _stats(self, card: CardShown) -> str:
        if card.get("hidden") or "strength" not in card:
            return ""
        if card.get("damage"):
            return self.say("cli.view.stats.damaged", strength=card["strength"],
                            willpower=card["willpower"], damage=card["damage"])  # fmt: skip
        return self.say("cli.view.stats", strength=card["strength"], willpower=card["willpower"])

    def _describe_answer(self, shown: ActionShown, level: LevelShown) -> str:
        verb = shown["verb"]
        purpose = self._purpose(level)
        if verb == "choose":
            return self.say("cli.view.do.choose", card=self.name(shown.get("card")),
                            purpose=purpose)  # fmt: skip
        if verb in ("yes", "no"):
            return self.say(f"cli.view.do.{verb}", purpose=purpose)
        if verb == "done":
            if level.get("singing"):
                return self.say("cli.view.do.done.singing")
            return self.say("cli.view.do.done", purpose=purpose)
        if verb == "number":
            return self.say("cli.view.do.number", number=shown["number"], purpose=purpose)
        return str(shown["action"])

    # ------------------------------------------------------------------ actions taken

    def actor(self, viewer: int, action: Taken, before: LevelShown) -> str:
        """Who took `action`: the seat that decided (the judge for a remedy's action)."""
        if action["verb"].startswith("judge-"):
            return self.say("cli.view.seat.judge")
        decides = innermost(before)["decides"]
        if decides is None:
            return self.say("cli.view.seat.nobody")
        if viewer == PUBLIC:
            return self.say("cli.view.seat.player", number=decides + 1)
        return self.say("cli.play.actor.you" if decides == viewer else "cli.play.actor.opponent")

    def describe_done(self, action: Taken, before: View, after: View) -> str:
        """An action just taken, as the viewer may know it: `action` is as `taken` gives it;
        `before` and `after` are the viewer's views around it. The cards it banished (that
        left play for the discard pile) are named after it."""
        return self._done(action, before, after) + self._banished(before, after)

    def _banished(self, before: LevelShown, after: LevelShown) -> str:
        """``; banished: c12 ...``: the cards that were in play and are in a discard pile now
        (an action that resolved is no card banished)."""
        in_play = {card["id"] for level in _levels(before) for player in level["players"]
                   for card in player["play"]}  # fmt: skip
        gone = [card for level in _levels(after) for player in level["players"]
                for card in player["discard"]
                if card["id"] in in_play and card.get("type") != "Action"]  # fmt: skip
        if not gone:
            return ""
        names = self.say("cli.view.list_separator").join(self.name(card) for card in gone)
        return self.say("cli.done.banished", cards=names)

    def _done(self, action: Taken, before: View, after: View) -> str:
        verb = action["verb"]
        args = action["args"]
        cards = known_cards(before) | known_cards(after)
        viewer = after["seat"]

        def card(i: int) -> str:
            return self.name(cards.get(args[i])) if i < len(args) else self.say("cli.view.hidden")

        key = f"cli.done.{verb}"
        purpose = self._purpose(innermost(before))
        if verb in ("pass", "keep", "done", "concede"):
            return self.say(key)
        if verb in ("mulligan", "ink", "play", "boost", "shift", "move", "sing", "sing-with"):
            return self.say(key, card=card(0), other=card(1))
        if verb == "quest":
            return self.say(key, card=card(0), lore=self.lore(viewer, innermost(after)))
        if verb == "challenge":
            return self.say(key, card=card(0), other=card(1))
        if verb == "activate":
            resolving = innermost(after).get("resolving")
            source = resolving["source"] if resolving else {}
            if resolving and args and not source.get("hidden") and source.get("id") == args[0]:
                return self.say("cli.done.activate.named", card=card(0),
                                ability=resolving["ability"])  # fmt: skip
            return self.say(key, card=card(0))
        if verb == "resolve":
            ability = next(
                (t["ability"] for t in innermost(before).get("bag", [])
                 if not t["source"].get("hidden") and t["source"]["id"] == args[0]),
                self.say("cli.view.ability"),
            )  # fmt: skip
            return self.say(key, card=card(0), ability=ability)
        if verb in ("choose", "yes", "no"):
            return self.say(key, card=card(0), purpose=purpose)
        if verb == "number":
            return self.say(key, number=args[0], purpose=purpose)
        return self._deed(verb, args, card)

    def _deed(self, verb: str, args: list[int], card: Callable[[int], str]) -> str:
        """A table-mode deed or a judge's remedy, in words (the verb's own text otherwise)."""
        key = f"cli.done.{verb}"
        if verb in ("draw", "look"):
            return self.say(key, number=args[0] + 1, count=args[1])
        if verb in ("forget-draw", "forget-lore"):
            return self.say(key, number=args[0] + 1)
        if verb == "put":
            zone = self.say(f"zone.{Zone(args[1]).name}")
            return self.say(key, card=card(0), zone=zone)
        if verb in ("reveal", "miss", "overlook"):
            return self.say(key, card=card(0))
        if verb.startswith("judge-"):
            text = f"{verb} {' '.join(map(str, args))}".rstrip()
            return self.say("cli.done.judge", action=text)
        return verb

    # ------------------------------------------------------------------ the board

    def render(self, seen: View) -> str:
        """The board as the viewer of `seen` sees it (a view, so nothing hidden can appear)."""
        viewer = seen["seat"]
        level = innermost(seen)
        lines = [self._header(level, viewer)]
        if level is not seen:
            lines.append(self.say("cli.view.subgame", depth=level["depth"]))
        order = (0, 1) if viewer == PUBLIC else (1 - viewer, viewer)
        for index in order:
            lines.extend(self._player_lines(level["players"][index], viewer))
        if level.get("bag"):
            waiting = []
            for entry in level["bag"]:
                owner = self.owner(viewer, entry["player"])
                waiting.append(f"{owner}: {self.name(entry['source'])}: {entry['ability']}")
                text = self.ability_text(entry, entry["source"])
                if text:
                    waiting.extend(f"  {line}" for line in text.splitlines())
            lines.extend(self._card_block(self.say("cli.view.block.bag"), waiting))
        if level.get("prompt"):
            prompt = level["prompt"]
            kind = self.say(f"cli.view.kind.{prompt['kind'].upper()}")
            lines.append(self.say("cli.view.question", purpose=self._purpose(level),
                                  who=self.seat(viewer, prompt["player"]), kind=kind))
            resolving = prompt.get("for") or level.get("resolving")
            if resolving:
                text = self.ability_text(resolving, resolving.get("source"))
                lines.extend(f"    {line}" for line in text.splitlines())
        return "\n".join(lines)

    def _header(self, level: LevelShown, viewer: int) -> str:
        if level["winner"] is not None:
            return self.say("cli.view.over", turn=level["turn"])
        deciding = self.whose(viewer, level["decides"]) if level["decides"] is not None else ""
        if level["phase"] == "alter_hand":
            return self.say("cli.view.setup", whose=deciding)
        return self.say("cli.view.turn", turn=level["turn"],
                        active=self.whose(viewer, level["active"]), whose=deciding)  # fmt: skip

    def _head(self, player: PlayerShown, viewer: int) -> str:
        number = player["seat"] + 1
        if viewer == PUBLIC:
            return self.say("cli.view.head.player", number=number)
        mine = player["seat"] == viewer
        return self.say("cli.view.head.you" if mine else "cli.view.head.opponent", number=number)

    def _player_lines(self, player: PlayerShown, viewer: int) -> list[str]:
        mine = player["seat"] == viewer
        hand = player["hand"]
        inkwell = player["inkwell"]
        discard = player["discard"]
        line = self.say(
            "cli.view.player",
            who=self._head(player, viewer),
            lore=player["lore"],
            hand="" if mine else self.say("cli.view.player.hand", count=hand["count"]),
            deck=player["deck"],
            ready=player["ready_ink"],
            ink=len(inkwell),
            discard=self.say("cli.view.player.discard", count=len(discard),
                             top=self.card_name(discard[-1])) if discard else "",
        )  # fmt: skip
        lines = [line]
        lines.extend(self._card_block(self.say("cli.view.block.play"),
                                      [self._in_play(c) for c in player["play"]]))  # fmt: skip
        if mine:
            lines.extend(self._card_block(self.say("cli.view.block.hand"),
                                          [self._in_hand(c) for c in hand["known"]]))  # fmt: skip
        elif hand["known"]:
            lines.extend(self._card_block(self.say("cli.view.block.known"),
                                          [self.name(c) for c in hand["known"]]))  # fmt: skip
        return lines

    def _card_block(self, title: str, cards: list[str]) -> list[str]:
        if not cards:
            return [f"  {title}: {self.say('cli.view.none')}"]
        pad = " " * (cell_len(title) + 4)
        return [f"  {title}: {cards[0]}", *(pad + text for text in cards[1:])]

    def _in_play(self, card: CardShown) -> str:
        text = self.name(card)
        if "strength" in card:
            text += self.say("cli.view.character", strength=card["strength"],
                             willpower=card["willpower"], lore=card["lore"])  # fmt: skip
        elif "willpower" in card:
            text += self.say("cli.view.location", willpower=card["willpower"])
        states = []
        if card.get("damage"):
            states.append(self.say("cli.view.state.damage", damage=card["damage"]))
        if card.get("exerted"):
            states.append(self.say("cli.view.state.exerted"))
        if card.get("drying"):
            states.append(self.say("cli.view.state.drying"))
        if "at" in card:
            states.append(self.say("cli.view.state.at", id=card["at"]))
        if card.get("under"):
            states.append(self.say("cli.view.state.under", count=card["under"]))
        if not states:
            return text
        return text + self.say("cli.view.states",
                               states=self.say("cli.view.list_separator").join(states))

    def _in_hand(self, card: CardShown) -> str:
        inkable = self.say("cli.view.inkable") if card.get("inkable") else ""
        return self.say("cli.view.in_hand", card=self.name(card), cost=card["pay"],
                        inkable=inkable)  # fmt: skip

    # ------------------------------------------------------------------ every zone

    def standing(self, card: CardShown, viewer: int) -> str:
        """How a card of the game stands now: its owner, its zone (in play: its current
        values and state), and the cards under it."""
        whose = self.whose(viewer, card["owner"])
        zone = self.say(f"zone.{str(card['zone']).upper()}")
        text = self._in_play(card) if card["zone"] == "play" else self.name(card)
        lines = [self.say("cli.view.standing", card=text, whose=whose, zone=zone)]
        under = [self.name(c) for c in card.get("under_cards", [])]
        if under:
            lines.extend(self._card_block(self.say("cli.view.block.under", card=self.name(card)),
                                          under))  # fmt: skip
        return "\n".join(lines)

    def zones(self, seen: View) -> str:
        """Every zone the viewer may see, card by card: each inkwell (ink colours, ready or
        exerted; a card the viewer does not know is facedown), each discard pile (bottom
        first) and the cards under each card in play (top first)."""
        viewer = seen["seat"]
        level = innermost(seen)
        lines: list[str] = []
        order = (0, 1) if viewer == PUBLIC else (viewer, 1 - viewer)
        for index in order:
            player = level["players"][index]
            lines.append(self._head(player, viewer))
            inkwell = [self._ink(card) for card in player["inkwell"]]
            lines.extend(self._card_block(self.say("cli.view.block.inkwell"), inkwell))
            discard = [self.name(card) for card in player["discard"]]
            lines.extend(self._card_block(self.say("cli.view.block.discard"), discard))
            for card in player["play"]:
                under = [self.name(c) for c in card.get("under_cards", [])]
                if under:
                    title = self.say("cli.view.block.under", card=self.name(card))
                    lines.extend(self._card_block(title, under))
        return "\n".join(lines)

    def _ink(self, card: CardShown) -> str:
        state = self.say("cli.view.state.exerted" if card.get("exerted") else "cli.view.ready")
        if card.get("hidden"):
            return self.say("cli.view.facedown", state=state)
        colours = [self.say(f"cli.view.colour.{ink}") for ink in card.get("inks", [])]
        inks = "/".join(colours) or self.say("cli.view.no_ink")
        return self.say("cli.view.ink", card=self.name(card), inks=inks, state=state)
