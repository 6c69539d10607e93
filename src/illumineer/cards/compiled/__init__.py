"""Every compiled definition, by full name (written by illumineer.cards.text.compile:
do not edit)."""

from __future__ import annotations

from illumineer.cards.compiled.set01_1 import CARDS as _set01_1
from illumineer.cards.compiled.set01_2 import CARDS as _set01_2
from illumineer.cards.compiled.set01_3 import CARDS as _set01_3
from illumineer.cards.compiled.set02_1 import CARDS as _set02_1
from illumineer.cards.compiled.set02_2 import CARDS as _set02_2
from illumineer.cards.compiled.set02_3 import CARDS as _set02_3
from illumineer.cards.compiled.set03 import CARDS as _set03
from illumineer.cards.compiled.set04 import CARDS as _set04
from illumineer.cards.compiled.set05 import CARDS as _set05
from illumineer.cards.compiled.set06 import CARDS as _set06
from illumineer.cards.compiled.set07 import CARDS as _set07
from illumineer.cards.compiled.set08 import CARDS as _set08
from illumineer.cards.compiled.set09 import CARDS as _set09
from illumineer.cards.compiled.set10_1 import CARDS as _set10_1
from illumineer.cards.compiled.set10_2 import CARDS as _set10_2
from illumineer.cards.compiled.set10_3 import CARDS as _set10_3
from illumineer.cards.compiled.set10_4 import CARDS as _set10_4
from illumineer.cards.compiled.set11_1 import CARDS as _set11_1
from illumineer.cards.compiled.set11_2 import CARDS as _set11_2
from illumineer.cards.compiled.set11_3 import CARDS as _set11_3
from illumineer.cards.compiled.set11_4 import CARDS as _set11_4
from illumineer.cards.compiled.set12_1 import CARDS as _set12_1
from illumineer.cards.compiled.set12_2 import CARDS as _set12_2
from illumineer.cards.compiled.set12_3 import CARDS as _set12_3
from illumineer.cards.compiled.set12_4 import CARDS as _set12_4
from illumineer.cards.compiled.set13_1 import CARDS as _set13_1
from illumineer.cards.compiled.set13_2 import CARDS as _set13_2
from illumineer.cards.compiled.set13_3 import CARDS as _set13_3
from illumineer.cards.compiled.set14_1 import CARDS as _set14_1
from illumineer.cards.compiled.set14_2 import CARDS as _set14_2
from illumineer.cards.compiled.set14_3 import CARDS as _set14_3
from illumineer.cards.compiled.set14_4 import CARDS as _set14_4
from illumineer.engine.abilities.ability import Behaviour

COMPILED: dict[str, Behaviour] = {
    **_set01_1,
    **_set01_2,
    **_set01_3,
    **_set02_1,
    **_set02_2,
    **_set02_3,
    **_set03,
    **_set04,
    **_set05,
    **_set06,
    **_set07,
    **_set08,
    **_set09,
    **_set10_1,
    **_set10_2,
    **_set10_3,
    **_set10_4,
    **_set11_1,
    **_set11_2,
    **_set11_3,
    **_set11_4,
    **_set12_1,
    **_set12_2,
    **_set12_3,
    **_set12_4,
    **_set13_1,
    **_set13_2,
    **_set13_3,
    **_set14_1,
    **_set14_2,
    **_set14_3,
    **_set14_4,
}
