"""Hypothesis example budgets: CI runs every property test at its full count, local runs a fifth.

``examples(n)`` is the count a test's ``@settings(max_examples=...)`` gets: ``n`` under the
``ci`` profile, ``n // DEV_DIVISOR`` (at least ``DEV_MIN``) under ``dev``. The profile is
``HYPOTHESIS_PROFILE`` when set, else ``ci`` when ``CI`` is set (CI services set ``CI=true``;
``.ci/run`` exports it), else ``dev``. tests/conftest.py registers and loads both profiles.

* ``ci``: the full counts, derandomized (every CI run replays the same examples, so a change is
  judged on its code, not on the luck of the draw), the failing example's blob printed;
* ``dev``: a fifth of the examples, still random: each local run explores new inputs, and the
  example database replays any failure it has found.
"""

from __future__ import annotations

import os

from hypothesis import settings

DEV_DIVISOR = 5
DEV_MIN = 10
CI_DEFAULT = settings().max_examples  # the count a test without max_examples gets in CI (Hypothesis's 100)


def _profile() -> str:
    chosen = os.environ.get("HYPOTHESIS_PROFILE")
    if chosen:
        return chosen
    return "ci" if os.environ.get("CI", "").lower() not in ("", "0", "false", "no") else "dev"


PROFILE = _profile()
if PROFILE not in ("ci", "dev"):
    raise RuntimeError(f"HYPOTHESIS_PROFILE={PROFILE!r}: the profiles are 'ci' and 'dev'")


def examples(full: int) -> int:
    """The number of examples for a test whose full (CI) count is ``full``."""
    return full if PROFILE == "ci" else max(DEV_MIN, full // DEV_DIVISOR)


# no deadline in either profile: speed is measured by benchmarks/, never by a unit test's timing, and on a shared
# 2-core machine a 200 ms deadline fails at random (test_percentile_is_numpys_linear took 256 ms once under load)
settings.register_profile("ci", derandomize=True, print_blob=True, deadline=None)
settings.register_profile("dev", max_examples=examples(CI_DEFAULT), deadline=None)
