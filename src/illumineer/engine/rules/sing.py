"""Singing (rule 5.4.4.2): exert a character whose cost (or Singer value, 8.11) is at least
the song's to play it for free; Sing Together (8.12): exert any number of your characters
whose costs total at least the song's Sing Together value, one ``sing-with`` at a time, then
``done``."""

from __future__ import annotations

from illumineer.engine.actions import DONE, Action, fast
from illumineer.engine.bag import notice
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.events import Event
from illumineer.engine.playing import enter_play
from illumineer.engine.primitives import exert, reveal
from illumineer.engine.resolution import start
from illumineer.engine.restrictions import cant_play
from illumineer.engine.rules.base import reach, turn_action
from illumineer.engine.rules.play import refuse_restricted
from illumineer.engine.rules.quest import ready_and_dry
from illumineer.engine.state import EVERYONE, Card, GameState
from illumineer.engine.trail import set_field
from illumineer.engine.values import affected, keyword_value, sings_as
from illumineer.engine.vocabulary import EventKind, Keyword, Phase, Stat, Verb, Zone
from illumineer.engine.why import Because, Why


def _song(st: GameState, card_id: int, who: int) -> Card:
    song = reach(st, card_id, who, Zone.HAND, "hand")
    if not song.definition.is_song:
        raise ImpossibleAction("5.4.4", f"{song.definition} is not a song")
    return song


def _singer(st: GameState, card_id: int, who: int) -> Card:
    singer = reach(st, card_id, who, Zone.PLAY, "play")
    if not singer.is_character:
        raise ImpossibleAction("5.3.4", f"{singer.definition} is not a character")
    return singer


def can_sing(st: GameState, card: Card) -> bool:
    """A ready, dry character with no "can't sing" on it (singing is an exert cost)."""
    return (
        card.is_character
        and not card.exerted
        and not card.drying
        and not affected(st, card, Stat.CANT_SING)
    )


def touch(st: GameState, action: Action, who: int) -> None:
    _song(st, action.card, who)
    _singer(st, action.other, who)


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "5.4.4.2", who)
    song, singer = st.cards[action.card], st.cards[action.other]
    refuse_restricted(st, song, who)
    ready_and_dry(singer, "5.4.4.2")
    if affected(st, singer, Stat.CANT_SING) or affected(st, singer, Stat.CANT_SING_ALONE):
        raise IllegalAction("1.2.2", f"{singer.definition} can't sing songs",
                            Why(Because.CANT_SING, (singer.id,)))
    if sings_as(st, singer) < song.definition.cost:
        raise IllegalAction(
            "5.4.4.2",
            f"{singer.definition} can't sing a song costing {song.definition.cost}",
            Why(Because.SONG_TOO_COSTLY, (singer.id, song.id),
                (sings_as(st, singer), song.definition.cost)),
        )


def perform(st: GameState, action: Action, who: int) -> None:
    song, singer = st.cards[action.card], st.cards[action.other]
    reveal(st, song, EVERYONE)
    exert(st, singer)  # 5.4.4.2: singing is the alternate cost
    notice(st, Event(EventKind.SING, singer.id, singer.owner, song.id))
    _play_sung(st, song, (singer.id,))


def _play_sung(st: GameState, song: Card, singers: tuple[int, ...]) -> None:
    """The song is played; its effect knows who sang it ("if a character sang this song")."""
    then = enter_play(st, song, song.owner)
    if then is not None:
        if then.source == song.id:  # (not yet in the state: no trail entry needed)
            then.singers = singers
        start(st, then)


def offered_by(definition: CardDefinition) -> bool:
    """Only songs are sung."""
    return definition.is_song


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    songs = [c for c in me.hand if c.definition.is_song and not cant_play(st, c, me.index)]
    if not songs:
        return
    together = [song for song in songs if Keyword.SING_TOGETHER in song.definition.keyword_set]
    reachable = {song.id for song in together if _singers_can_reach(st, song)}
    for card in me.play:
        if can_sing(st, card):
            value = sings_as(st, card)
            alone = not (st.statics_in_play or st.modifiers) or not affected(
                st, card, Stat.CANT_SING_ALONE)  # fmt: skip
            for song in songs:
                if value >= song.definition.cost and alone:
                    out.append(fast(Verb.SING, (song.id, card.id)))
                if song.id in reachable:
                    out.append(fast(Verb.SING_WITH, (song.id, card.id)))


# ---------------------------------------------------------------------- Sing Together (8.12)


def together_cost(st: GameState, song: Card) -> int | None:
    return keyword_value(st, song, Keyword.SING_TOGETHER)


def _able_total(st: GameState) -> int:
    """The costs of all the characters that can sing now, together."""
    return sum(sings_as(st, c) for c in st.players[st.active].play if can_sing(st, c))


def _singers_can_reach(st: GameState, song: Card) -> bool:
    """Whether the active player's characters able to sing could together pay the song's
    Sing Together value (8.12.1): a singing begun is never one that cannot be finished."""
    return _able_total(st) >= (together_cost(st, song) or 0)


def singers_total(st: GameState) -> int:
    if st.singing is None:
        return 0
    return sum(sings_as(st, st.cards[i]) for i in st.singing[1])


def touch_with(st: GameState, action: Action, who: int) -> None:
    if st.singing is None:
        song = reach(st, action.card, who, Zone.HAND, "hand")
        if together_cost(st, song) is None:
            raise ImpossibleAction("8.12", f"{song.definition} has no Sing Together")
    elif st.singing[0] != action.card:
        raise ImpossibleAction("8.12", "another song is being sung together")
    _singer(st, action.other, who)


def verify_with(st: GameState, action: Action, who: int) -> None:
    if st.phase is not Phase.MAIN or st.prompt is not None or st.bag:
        raise IllegalAction("4.1.1", "songs are sung in the Main Phase with an empty bag",
                            Why(Because.NOT_MAIN_PHASE))
    if who != st.active:
        raise IllegalAction("4.1.1", "only the active player takes turn actions",
                            Why(Because.NOT_YOUR_TURN, (), (who,)))
    singer = st.cards[action.other]
    if st.singing is None:
        refuse_restricted(st, st.cards[action.card], who)
    if st.singing is not None and singer.id in st.singing[1]:
        raise IllegalAction("8.12", f"{singer.definition} already sings",
                            Why(Because.ALREADY_SINGS, (singer.id,)))
    if not can_sing(st, singer):
        raise IllegalAction("8.12", f"{singer.definition} can't exert to sing now",
                            Why(Because.CANT_EXERT_TO_SING, (singer.id,)))
    song = st.cards[action.card]
    if st.singing is None and not _singers_can_reach(st, song):
        need = together_cost(st, song) or 0
        raise IllegalAction("8.12", f"your characters' costs total less than {need}",
                            Why(Because.SINGERS_SHORT, (song.id,), (_able_total(st), need)))


def perform_with(st: GameState, action: Action, who: int) -> None:
    if st.singing is None:  # 4.3.1: the song is announced and revealed as its singing begins
        reveal(st, st.cards[action.card], EVERYONE)
    singers = () if st.singing is None else st.singing[1]
    if action.other not in singers:
        set_field(st, st, "singing", (action.card, (*singers, action.other)))


def verify_done(st: GameState) -> None:
    """``done`` with the singers chosen: their costs must reach the song's value (8.12)."""
    if st.singing is None:
        raise ImpossibleAction("8.12", "no song is being sung together")
    need = together_cost(st, st.cards[st.singing[0]]) or 0
    if singers_total(st) < need:
        raise IllegalAction("8.12", f"the singers' costs total less than {need}",
                            Why(Because.SINGERS_SHORT, (st.singing[0],),
                                (singers_total(st), need)))


def finish(st: GameState) -> None:
    """The singers are chosen: each sings (8.12.3), and the song is played."""
    if st.singing is None:
        return
    song_id, singers = st.singing
    song = st.cards[song_id]
    set_field(st, st, "singing", None)
    reveal(st, song, EVERYONE)
    for singer_id in singers:
        exert(st, st.cards[singer_id])
        notice(st, Event(EventKind.SING, singer_id, st.active, song_id))
    _play_sung(st, song, singers)


def offer_with(st: GameState, out: list[Action]) -> None:
    """While a song is sung together: more singers, and ``done`` once they suffice."""
    if st.singing is None:
        return
    song_id, singers = st.singing
    out.extend(
        fast(Verb.SING_WITH, (song_id, c.id))
        for c in st.players[st.active].play
        if c.id not in singers and can_sing(st, c)
    )
    if singers_total(st) >= (together_cost(st, st.cards[song_id]) or 0):
        out.append(DONE)
