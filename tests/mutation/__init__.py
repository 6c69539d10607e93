"""Sampled mutation testing of the engine, the judge's assistant and the card modules: do
the tests bite?

A mutant is one small change to one module (``<`` for ``<=``, ``and`` for ``or``, a ``not``
dropped, ``+`` for ``-``, ``n`` for ``n + 1``, ``True`` for ``False``, a statement replaced by
``pass``, ``return x`` by ``return None``, a call made for its effect deleted, one element of
a tuple or list dropped). Each sampled mutant is applied to a temporary copy of ``src`` put
first on ``PYTHONPATH``, and the tests run against it in a subprocess; a failing test kills
it. The kill rate is the killed share of the mutants that compiled. Survivors are either gaps
in the tests or mutants that cannot change behaviour; the latter, once judged, are listed
with the reason in ``tests/mutation/equivalent.toml`` and the report marks them.

Each mutant runs only the tests that run the statement it changes, in the order the
baseline ran them: the unmutated run is traced with coverage.py (``tracing``), each test
under its own name. A statement run on import (a constant, a default, a card definition)
takes every test, the tests that start another process run for every mutant, and a
statement no test runs survives unrun (``covering`` says why each is safe). ``--all-tests``
runs every test against every mutant instead, as before tracing (hours on two cores).

Run from the checkout, with its virtualenv active::

    python -m tests.mutation --sample 150 --seed 1 --jobs 2 --report /tmp/mutation.md

Options:

``--sample N`` (150) and ``--seed S`` (1)
    How many mutants, and the seed that draws them. The same seed over the same source gives
    the same mutants. The engine gets half of the sample, the judge's assistant and the card
    modules a quarter each (``GROUP_WEIGHTS``), so that each has a kill rate worth reading.
``--jobs J`` (2)
    Test processes at once. Keep it at the machine's core count or below.
``--modules GLOB ...``
    What to mutate, as globs relative to the project (default: ``src/illumineer/engine/**``,
    ``src/illumineer/judge/**`` and the set-1 Amber, Ruby and Steel card modules). The
    judge's Alembic migrations (``src/illumineer/judge/migrations/``), whose code runs only
    when a ledger is created, are never mutated (``EXCLUDED_MODULES``). A module counts in
    the group of its package: ``judge`` or ``cards``, else ``engine``.
``--tests PATH ...``
    The tests run against each mutant (default: the suites that drive the engine, the cards
    and the judge's assistant, ``tests/judge``, ``tests/cli/test_judge_cmd.py`` and the
    scenarios of ``tests/scenarios/judge/`` among them; see ``DEFAULT_TESTS``).
    ``--deselect NODEID`` (repeatable) leaves a test out.
``--only ID ...`` and ``--rerun REPORT.json``
    Run just these mutants (ids as the report's JSON gives them, ``path:line:column:operator``),
    or just the survivors (and errors) of an earlier run, say after adding tests; the report
    then gives the whole sample, the other mutants as the earlier run found them.
``--list``
    Print the sampled mutants and their diffs without running anything.
``--unreached``
    Trace the tests once over every point of ``--modules`` and report the points no test runs
    in its own process (only a test that starts another process could): each survives any
    sample that draws it. No mutant runs; it takes one traced baseline (about 30 minutes over
    the default tests on two cores). A figure of the whole population, with no sampling
    error, to read beside a sample's kill rate.
``--project DIR`` and ``--python EXE``
    Measure another checkout with its own interpreter, for instance an older commit::

        python -m tests.mutation --project /work/wt/before \\
            --python /work/wt/before/.venv/bin/python --report /tmp/mutation-before.md

The report (Markdown, with a ``.json`` twin beside it) gives the kill rate overall, per group
(engine, judge, cards) and per module, and each survivor as ``file:line`` with a one-line diff.
Nothing is written inside the checkout. The unmutated tests run first; if they fail, nothing
is measured. Each mutant's tests may run three times as long as they took in the traced
baseline (``--timeout-factor``; the whole baseline for a mutant taking every test; with a
floor of 60 seconds); a mutant that runs longer counts as killed, and so does one that stops pytest
from starting (an import the conftest needs fails), since the same command passed unmutated.

The full run is not part of ``pytest``; ``tests/test_mutation.py`` checks the mutator itself.
"""
