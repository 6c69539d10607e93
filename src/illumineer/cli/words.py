"""A seat's view in words, for the terminal: the board, the open question, the bag, and each
action before and after it is taken.

Everything here reads `engine.view` only: what an action would do (a cost, the lore of a
quest, a challenge's outcome) comes computed by the rules; a card this seat may not know
is "a hidden card", never a name or an id.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from illumineer.engine.view import ActionShown, CardShown, LevelShown, PlayerShown
from illumineer.engine.vocabulary import Zone

Shown = LevelShown


def innermost(seen: LevelShown) -> LevelShown:
    """The level of a view where play happens (a running subgame's, or the game's)."""
    while "subgame" in seen:
        seen = seen["subgame"]
    return seen


def name(card: CardShown | None) -> str:
    """``c12 Mickey Mouse - True Friend``, or ``a hidden card``."""
    if not card or card.get("hidden"):
        return "a hidden card"
    return f"c{card['id']} {card['name']}"


def known_cards(seen: LevelShown) -> dict[int, CardShown]:
    """Every card of the view whose identity the seat knows, by id (every level)."""
    found: dict[int, CardShown] = {}
    level: LevelShown | None = seen
    while level is not None:
        for player in level["players"]:
            cards = [*player["hand"]["known"], *player["play"], *player["discard"]]
            cards += [c for c in player["inkwell"] if not c.get("hidden")]
            found.update((card["id"], card) for card in cards)
        level = level.get("subgame")
    return found


def _stats(card: CardShown) -> str:
    if card.get("hidden") or "strength" not in card:
        return ""
    text = f" (S{card['strength']} W{card['willpower']}"
    return text + (f", {card['damage']} damage)" if card.get("damage") else ")")


def _purpose(seen: LevelShown) -> str:
    """What the open question is for: ``for c12 Doc - ...: GO ON``."""
    prompt = seen.get("prompt")
    resolving = (prompt["for"] if prompt else None) or seen.get("resolving")
    if not resolving:
        return ""
    ability = f": {resolving['ability']}" if resolving.get("ability") else ""
    return f" for {name(resolving['source'])}{ability}"


def describe(shown: ActionShown, seen: LevelShown) -> str:
    """A legal action (an entry of the view's ``actions``) in words, before it is taken."""
    verb = shown["verb"]
    card, other = shown.get("card"), shown.get("other")
    if verb == "pass":
        return "pass (end your turn)"
    if verb == "keep":
        return "keep (done altering your hand; draw back up to 7)"
    if verb == "mulligan":
        return f"mulligan {name(card)} (to the bottom of your deck)"
    if verb == "ink":
        return f"ink {name(card)}"
    if verb == "play":
        return f"play {name(card)} (cost {shown['cost']})"
    if verb == "shift":
        return f"shift {name(card)} onto {name(other)} (cost {shown['cost']})"
    if verb == "quest":
        return f"quest {name(card)} (+{shown['lore']} lore)"
    if verb == "challenge":
        outcome = shown["outcome"]
        results = []
        if outcome["target_banished"]:
            results.append("banishes it")
        if outcome["challenger_banished"]:
            results.append("yours is banished")
        damage = f"deals {outcome['to_target']}, takes {outcome['to_challenger']}"
        result = f": {damage}" + (f", {', '.join(results)}" if results else "")
        attacker = f"{name(card)}{_stats(card or {})}"
        return f"challenge {attacker} -> {name(other)}{_stats(other or {})}{result}"
    if verb == "move":
        return f"move {name(card)} to {name(other)}"
    if verb == "sing":
        return f"sing {name(card)} with {name(other)}"
    if verb == "sing-with":
        return f"sing {name(card)} with {name(other)} (together)"
    if verb == "boost":
        return f"boost {name(card)} (the top card of your deck goes under it)"
    if verb == "activate":
        return f"activate {name(card)}: {shown.get('ability') or 'ability'}"
    if verb == "resolve":
        return f"resolve {name(card)}: {shown.get('ability') or 'ability'} (from the bag)"
    return _describe_answer(shown, seen)


def _describe_answer(shown: ActionShown, seen: LevelShown) -> str:
    verb = shown["verb"]
    purpose = _purpose(seen)
    if verb == "choose":
        return f"choose {name(shown.get('card'))}{purpose}"
    if verb in ("yes", "no"):
        return f"{verb} (answer 'you may'{purpose})"
    if verb == "done":
        if seen.get("singing"):
            return "done (these singers sing the song)"
        return f"done (choose no more{purpose})"
    if verb == "number":
        return f"{shown['number']} (how many{purpose})"
    return str(shown["action"])


def describe_done(action: dict[str, Any], before: LevelShown, after: LevelShown) -> str:
    """An action just taken by the other seat, as this seat may know it: `action` is
    ``{"verb", "args"}``; `before` and `after` are this seat's views around it."""
    verb = action["verb"]
    args: list[int] = action["args"]
    cards = known_cards(before) | known_cards(after)

    def card(i: int) -> str:
        return name(cards.get(args[i])) if i < len(args) else "a hidden card"

    if verb == "pass":
        return "ended the turn"
    if verb == "keep":
        return "finished altering the hand"
    if verb == "mulligan":
        return f"put {card(0)} on the bottom of the deck"
    if verb == "ink":
        return f"inked {card(0)}"
    if verb == "play":
        return f"played {card(0)}"
    if verb == "shift":
        return f"shifted {card(0)} onto {card(1)}"
    if verb == "quest":
        lore = [p["lore"] for p in innermost(after)["players"]]
        return f"quested with {card(0)} (lore now {lore[0]}-{lore[1]})"
    if verb == "challenge":
        gone = [name(cards.get(i)) for i in args if cards.get(i, {}).get("zone") == "discard"]
        result = f"; banished: {', '.join(gone)}" if gone else ""
        return f"challenged {card(1)} with {card(0)}{result}"
    if verb == "move":
        return f"moved {card(0)} to {card(1)}"
    if verb in ("sing", "sing-with"):
        return f"sang {card(0)} with {card(1)}"
    if verb == "boost":
        return f"boosted {card(0)}"
    if verb == "activate":
        return f"used {card(0)}'s ability"
    if verb == "resolve":
        ability = next(
            (t["ability"] for t in innermost(before).get("bag", [])
             if not t["source"].get("hidden") and t["source"]["id"] == args[0]),
            "ability",
        )
        return f"resolved {card(0)}: {ability}"
    if verb == "choose":
        return f"chose {card(0)}{_purpose(innermost(before))}"
    if verb in ("yes", "no"):
        return f"answered {verb}{_purpose(innermost(before))}"
    if verb == "done":
        return "chose no more"
    if verb == "number":
        return f"chose {args[0]}{_purpose(innermost(before))}"
    if verb == "concede":
        return "conceded"
    return _deed(verb, args, card)


def _deed(verb: str, args: list[int], card: Callable[[int], str]) -> str:
    """A table-mode deed or a judge's remedy, in words (the verb's own text otherwise)."""
    if verb == "draw":
        return f"player {args[0] + 1} drew {args[1]} card(s) that no rule lets them draw"
    if verb == "put":
        return f"put {card(0)} into the {Zone(args[1]).name.lower()} by hand"
    if verb == "reveal":
        return f"{card(0)} was seen"
    if verb == "look":
        return f"player {args[0] + 1} looked at the top {args[1]} card(s) of their deck"
    if verb == "miss":
        return f"passed over the trigger of {card(0)}"
    if verb.startswith("judge-"):
        return f"the judge's remedy: {verb} {' '.join(map(str, args))}".rstrip()
    return verb


# ---------------------------------------------------------------------- the board


def render(seen: LevelShown, seat: int) -> str:
    """The board as `seat` sees it (a view, so nothing hidden can appear)."""
    level = innermost(seen)
    lines = [_header(level, seat)]
    if level is not seen:
        lines.append(f"  (a subgame at depth {level['depth']}; the game outside waits)")
    for index in (1 - seat, seat):
        lines.extend(_player_lines(level["players"][index], mine=index == seat))
    if level.get("bag"):
        waiting = [
            f"{'yours' if t['player'] == seat else 'theirs'}: {name(t['source'])}: {t['ability']}"
            for t in level["bag"]
        ]
        lines.extend(_card_block("the bag", waiting))
    if level.get("prompt"):
        prompt = level["prompt"]
        who = "you" if prompt["player"] == seat else "the opponent"
        lines.append(f"  question{_purpose(level)}: {who} to answer ({prompt['kind']})")
    return "\n".join(lines)


def _header(seen: LevelShown, seat: int) -> str:
    if seen["winner"] is not None:
        return f"== Game over after turn {seen['turn']} =="
    whose = "your" if seen["decides"] == seat else "the opponent's"
    if seen["phase"] == "alter_hand":
        return f"== Setup: {whose} hand to alter (mulligan cards, then keep) =="
    turn = "your" if seen["active"] == seat else "the opponent's"
    return f"== Turn {seen['turn']}: {turn} turn; {whose} decision =="


def _player_lines(player: PlayerShown, *, mine: bool) -> list[str]:
    who = "You" if mine else "Opponent"
    inkwell = player["inkwell"]
    hand = player["hand"]
    head = f"{who} (player {player['seat'] + 1}): lore {player['lore']}"
    if not mine:
        head += f", hand {hand['count']}"
    head += f", deck {player['deck']}, ink {player['ready_ink']}/{len(inkwell)} ready"
    discard = player["discard"]
    if discard:
        head += f", discard {len(discard)} (top: {discard[-1]['name']})"
    lines = [head]
    lines.extend(_card_block("play", [_in_play(c) for c in player["play"]]))
    if mine:
        lines.extend(_card_block("hand", [_in_hand(c) for c in hand["known"]]))
    elif hand["known"]:
        lines.extend(_card_block("known in hand", [name(c) for c in hand["known"]]))
    return lines


def _card_block(title: str, cards: list[str]) -> list[str]:
    if not cards:
        return [f"  {title}: (none)"]
    pad = " " * (len(title) + 4)
    return [f"  {title}: {cards[0]}", *(pad + text for text in cards[1:])]


def _in_play(card: CardShown) -> str:
    text = name(card)
    if "strength" in card:
        text += f"  S{card['strength']} W{card['willpower']} L{card['lore']}"
    elif "willpower" in card:
        text += f"  W{card['willpower']}"
    states = []
    if card.get("damage"):
        states.append(f"{card['damage']} damage")
    if card.get("exerted"):
        states.append("exerted")
    if card.get("drying"):
        states.append("drying")
    if "at" in card:
        states.append(f"at c{card['at']}")
    if card.get("under"):
        states.append(f"{card['under']} under")
    return text + (f"  ({', '.join(states)})" if states else "")


def _in_hand(card: CardShown) -> str:
    ink = "  inkable" if card.get("inkable") else ""
    return f"{name(card)}  cost {card['pay']}{ink}"
