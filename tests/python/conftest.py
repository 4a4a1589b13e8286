"""Shared pytest set-up: the hypothesis profiles.

The default profile, "fixed", derandomizes every property test: the same
commit draws the same examples on every run, so the suite's verdict does not
depend on chance. For exploration, ``HYPOTHESIS_PROFILE=random pytest ...``
draws new examples each run (and keeps failures in the local example
database); a failure found that way becomes an explicit ``@example`` or a
regression test.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("fixed", derandomize=True, database=None, print_blob=True)
settings.register_profile("random", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))
