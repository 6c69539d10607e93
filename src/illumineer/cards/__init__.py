"""Card data: the LorcanaJSON catalogue, Japanese names, deck lists and fetching the data.

The engine receives `CardDefinition`s; this package finds, reads and checks them.
"""

from illumineer.cards.catalogue import Catalogue, load_catalogue, normalise
from illumineer.cards.files import default_card_file, default_japanese_file, user_data_dir

__all__ = [
    "Catalogue",
    "default_card_file",
    "default_japanese_file",
    "load_catalogue",
    "normalise",
    "user_data_dir",
]
