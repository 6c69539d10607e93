"""Every compiled definition, by full name (written by illumineer.cards.text.compile:
do not edit)."""

from __future__ import annotations

from illumineer.cards.compiled.set01 import CARDS as _set01
from illumineer.cards.compiled.set02 import CARDS as _set02
from illumineer.cards.compiled.set03 import CARDS as _set03
from illumineer.cards.compiled.set04 import CARDS as _set04
from illumineer.cards.compiled.set07 import CARDS as _set07
from illumineer.cards.compiled.set08 import CARDS as _set08
from illumineer.cards.compiled.set09 import CARDS as _set09
from illumineer.cards.compiled.set10 import CARDS as _set10
from illumineer.cards.compiled.set11 import CARDS as _set11
from illumineer.cards.compiled.set12 import CARDS as _set12
from illumineer.cards.compiled.set13 import CARDS as _set13
from illumineer.cards.compiled.set14 import CARDS as _set14
from illumineer.engine.abilities.ability import Behaviour

COMPILED: dict[str, Behaviour] = {
    **_set01,
    **_set02,
    **_set03,
    **_set04,
    **_set07,
    **_set08,
    **_set09,
    **_set10,
    **_set11,
    **_set12,
    **_set13,
    **_set14,
}
