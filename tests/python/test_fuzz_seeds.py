"""The committed seed corpora (tests/fuzz/corpus/) are what make_seeds.py writes.

A seed added by hand, or a generator changed without running it, would be lost
or stale the next time the corpora are written.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

FUZZ = Path(__file__).resolve().parent.parent / "fuzz"


def _make_seeds():
    spec = importlib.util.spec_from_file_location("make_seeds", FUZZ / "make_seeds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


MAKE_SEEDS = _make_seeds()
CORPORA = MAKE_SEEDS.corpora()


def test_every_corpus_folder_is_generated() -> None:
    folders = {path.name for path in (FUZZ / "corpus").iterdir() if path.is_dir()}
    assert folders == set(CORPORA)


@pytest.mark.parametrize("target", sorted(CORPORA))
def test_committed_corpus_matches_the_generator(target: str) -> None:
    expected = {MAKE_SEEDS.seed_name(seed): seed for seed in CORPORA[target]}
    committed = {path.name: path.read_bytes() for path in (FUZZ / "corpus" / target).iterdir()}
    missing = sorted(set(expected) - set(committed))
    extra = sorted(set(committed) - set(expected))
    assert not missing and not extra, (
        f"tests/fuzz/corpus/{target}: {len(missing)} seed(s) missing {missing[:5]}, "
        f"{len(extra)} not from make_seeds.py {extra[:5]}; add seeds to make_seeds.py, then run it"
    )
    assert all(committed[name] == seed for name, seed in expected.items())
