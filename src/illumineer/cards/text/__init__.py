"""Card text: the grammar that reads printed text into the words of card behaviour, and the
compiler that writes the definitions it reads (`python -m illumineer.cards.text.compile`)."""
