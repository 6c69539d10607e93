"""The judge's assistant (a Lore Guide's helper): Play Correction Guidelines section 2.

Independent of the engine's internals (it imports only `illumineer.engine.errors`):
`classify` says which infraction applies, `penalties` the corrective action at the event's
level with the third-Warning upgrade, `fixes` how the game was fixed, `rulings` the one-sentence
ruling in English and Japanese, and `ledger` the append-only record of every call.
"""
