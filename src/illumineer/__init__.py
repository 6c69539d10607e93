"""Illumineer: a rules engine for the Disney Lorcana trading card game.

The engine (`illumineer.engine`) is a pure state machine: every state change goes through
undoable primitives, every decision is an action, and each seat sees only its own view.
"""

__version__ = "0.1.0"
