"""The resolution machine: running effects' steps, pausing for answers, and settling.

A resolution (`GameState.resolving`) is a step program with a cursor. `proceed` runs steps
until one asks a question (`GameState.prompt`) or all are done; an answer resumes it. After
every action and every resolution, `settle` runs the game state check, lets the waiting
triggers into the bag together (7.7.3.1), and, once the bag is empty, lets the turn go on
(`GameState.then`: the draw step, the end of the turn, a challenge's damage).
"""

from __future__ import annotations

from collections.abc import Callable

from illumineer.engine.abilities.choosing import Choose
from illumineer.engine.abilities.core import Prompt, Step
from illumineer.engine.check import check_state
from illumineer.engine.effects import Acting
from illumineer.engine.primitives import FOREVER, held_by, move, show_tops
from illumineer.engine.state import GameState, Resolution
from illumineer.engine.subgame import fold
from illumineer.engine.trail import set_field, set_memory
from illumineer.engine.values import is_action
from illumineer.engine.vocabulary import Afterwards, Mode, Phase, PromptKind, Zone
from illumineer.engine.why import Act, Because, Why


def start(st: GameState, res: Resolution) -> None:
    """Resolve `res` now (an action's effect, an activated ability, a chosen trigger)."""
    set_field(st, st, "resolving", res)
    proceed(st)


def proceed(st: GameState) -> None:
    """Run the resolving effect's steps until one asks a question or all are done; then an
    action goes to the discard, and an action an effect played resolves next (6.7.8.1)."""
    table = st.mode is Mode.TABLE
    while True:
        res = st.resolving
        if res is None:
            return
        fx = Acting(st, res)
        steps = res.steps
        answered = 0  # questions of this step the restriction answered
        while res.index < len(steps) and not res.skip:
            step = steps[res.index]
            prompt = step.run(fx)
            if prompt is not None and res.may_is_no:
                prompt = _as_it_could_have_been(st, res, step, prompt)
                if prompt is None:  # answered by the restriction itself, as `answer` would
                    # A step asks on (the next player) until it says it is done; one that
                    # never does is cut short, as a guard.
                    answered += 1
                    if step.answer(fx, _NOTHING_ELSE) or answered >= _MOST_ANSWERED:
                        set_memory(st, res, "index", res.index + 1)
                        answered = 0
                    continue
            elif table and prompt is None and isinstance(step, Choose):
                prompt = step.at_the_table(fx)  # no legal choice, but a card to name
            if prompt is not None:
                set_field(st, st, "prompt", prompt)
                return
            set_memory(st, res, "index", res.index + 1)
        set_field(st, st, "resolving", None)
        card = st.cards[res.source]
        if res.event is None and is_action(card) and card.zone is Zone.PLAY:
            if res.afterwards is Afterwards.DECK_BOTTOM:
                move(st, card, Zone.DECK, bottom=True)
            else:
                move(st, card, Zone.DISCARD)  # 4.3.3.2: then to the discard
        if not st.queued:
            return
        set_field(st, st, "resolving", st.queued[0])
        set_field(st, st, "queued", st.queued[1:])


def reask(st: GameState) -> None:
    """Ask the open choice again of the game as it is now. An action that answers nothing
    (a deed at a table, a judge's operation) can move the cards a choice offered: out of
    where it looks (a card a remedy shuffled into the deck) or into it (a card drawn while
    the choice is open). The step runs again, as it does after every answer; with no card
    left to choose, the resolution goes on as it would have without one (1.7.7)."""
    prompt = st.prompt
    if prompt is None or prompt.kind is not PromptKind.CHOOSE or st.resolving is None:
        return
    set_field(st, st, "prompt", None)
    proceed(st)


#: The most questions of one step a late trigger's restriction answers (a step asks each
#: player, or once per ink drop: far fewer).
_MOST_ANSWERED = 100

#: The answer a late trigger's restriction gives: "no" to a "may", "done" to a choice with
#: no option left (its parts that needed one do nothing, 1.7.7).
_NOTHING_ELSE: int | None = None


def _as_it_could_have_been(
    st: GameState, res: Resolution, step: Step, prompt: Prompt
) -> Prompt | None:
    """A missed trigger resolved late (PCG 2.1): a "may" is a "no" (None: answered), whoever
    says it ("each player may ...": each one's, asked as a yes or as a choice of up to N),
    and a choice offers only the cards the same step could have chosen when the trigger
    should have resolved, every filter judged against the game as it stood then."""
    if prompt.kind is PromptKind.MAY or (isinstance(step, Choose) and step.may):
        return None
    if prompt.kind is not PromptKind.CHOOSE or not res.late:
        return prompt
    then = _then(st, res, step)
    options = tuple(i for i in prompt.options if then(i))
    if not options:
        return None
    return Prompt(prompt.player, prompt.kind, options, prompt.optional, prompt.maximum)


def _then(st: GameState, res: Resolution, step: Step) -> Callable[[int], bool]:
    """Whether a card could have been chosen by `step` when the late trigger `res` should
    have resolved: by the step's own filter in the game as it was then (the incident's
    copy), or, without that copy, by where the card was then."""
    incident = st.top.incidents[res.late - 1]
    past = incident.past
    if past is None or not isinstance(step, Choose):
        zones = incident.zones
        return lambda i: i < len(zones) and st.cards[i].zone is zones[i]
    while past.subgame is not None and past.depth < st.depth:
        past = past.subgame
    allowed = set(step.options(Acting(past, res.copy())))
    return allowed.__contains__


def reachable(st: GameState, card_id: int) -> bool:
    """Whether the open choice could physically name `card_id` (legal or not): a card where
    the choice looks. Choices outside an effect's steps (singers) take any card."""
    res = st.resolving
    if res is None or res.index >= len(res.steps):
        return True
    step = res.steps[res.index]
    return not isinstance(step, Choose) or card_id in step.reachable(Acting(st, res))


def refusal(st: GameState, card_id: int) -> Why:
    """Why `card_id` is no legal answer to the open choice (1.7.7), as data: the effect's
    source, the card, what the effect would do to it, and the cause."""
    res = st.resolving
    assert res is not None  # answers are verified against an open question
    step = res.steps[res.index]
    act = next((later.act for later in res.steps[res.index + 1 :]
                if later.act is not Act.CHOOSE), Act.CHOOSE)  # fmt: skip
    card = st.cards[card_id]
    fx = Acting(st, res)
    if not isinstance(step, Choose):
        cause = Why(Because.NOT_ALLOWED, (card_id,))
    elif res.late and card_id in step.options(fx):  # a choice now, but not then
        incident = st.top.incidents[res.late - 1]
        past = incident.past
        then = None if past is None else step.refusal(Acting(past, res.copy()),
                                                       past.cards[card_id])  # fmt: skip
        cause = Why(Because.NOT_THEN, (card_id,), causes=() if then is None else (then,))
    else:
        cause = step.refusal(fx, card)
    return Why(Because.CHOICE, (res.source, card_id), (int(act),), causes=(cause,))


def answer(st: GameState, choice: int | None) -> None:
    """Give the open question its answer and resume the resolution."""
    res = st.resolving
    if res is None:
        raise ValueError("no resolution is waiting for an answer")
    set_field(st, st, "prompt", None)
    if res.steps[res.index].answer(Acting(st, res), choice):
        set_memory(st, res, "index", res.index + 1)
    proceed(st)


def _effects_end_off_play(st: GameState) -> None:
    # 7.1.6: effects on a card end when it leaves play; they were still visible to the
    # triggers its leaving raised (last known information, 6.7.7). A base under a shifted
    # card keeps none: they moved to the stack's top (8.10.5).
    if st.modifiers:
        gone = {m.card for m in st.modifiers if st.cards[m.card].zone is not Zone.PLAY}
        if gone:
            set_field(st, st, "modifiers", tuple(m for m in st.modifiers if m.card not in gone))
        # "while this item is in play": such an effect ends as its item leaves play
        if any(m.end > FOREVER for m in st.modifiers):
            lasting = tuple(m for m in st.modifiers if (held := held_by(m.end)) is None
                            or st.cards[held].zone is Zone.PLAY)  # fmt: skip
            if len(lasting) != len(st.modifiers):
                set_field(st, st, "modifiers", lasting)
    if st.granted:
        kept = tuple(g for g in st.granted if st.cards[g.card].zone is Zone.PLAY)
        if len(kept) != len(st.granted):
            set_field(st, st, "granted", kept)


def settle(st: GameState) -> None:
    """After an action or a resolution: game state check, waiting triggers into the bag,
    then, with the bag empty, whatever the turn still has to do (3.2, 3.4, 4.6)."""
    if st.modifiers or st.granted:
        _effects_end_off_play(st)
    if st.statics_in_play:  # a deck played with its top card faceup shows its new top
        show_tops(st)
    while st.prompt is None and st.phase is not Phase.OVER and st.subgame is None:
        check_state(st)
        if st.over:  # the check may have ended it
            return
        if st.waiting:
            set_field(st, st, "bag", st.bag + st.waiting)  # they enter together
            set_field(st, st, "waiting", ())
        if st.bag:
            return  # the resolver chooses which trigger resolves next
        if st.bag_player is not None:
            set_field(st, st, "bag_player", None)
        if not st.then:
            return
        step = st.then[0]
        set_field(st, st, "then", st.then[1:])
        step.run(st)
        if st.statics_in_play:  # (the turn's draw took the top card)
            show_tops(st)


def finish_subgames(st: GameState) -> None:
    """When a subgame has ended, fold it back into its parent (729.3), innermost first; the
    parent resumes: the creating effect finishes, then the triggers that waited."""
    game: GameState | None = st
    while game is not None and game.over and game.parent is not None:
        parent = fold(game)
        prompt = parent.prompt
        if prompt is not None and prompt.kind is PromptKind.SUBGAME and parent.resolving:
            answer(parent, None)
        settle(parent)
        game = parent
