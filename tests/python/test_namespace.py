"""The flat namespace: every public name at the package root, the module paths kept.

``import xiapl; xiapl.calculate_equity(...)`` works for every public name of
the documented modules; ``xiapl.__all__`` lists them; ``from xiapl.simulation
import calculate_equity`` (the seed's paths) gives the same objects. The root
loads a module on first use of one of its names, so ``import xiapl`` stays
cheap, and the list the type checkers read (the ``TYPE_CHECKING`` imports)
matches what is loaded.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import xiapl

PACKAGE = Path(xiapl.__file__).resolve().parent

# The modules the README and docs/ present as the Python API. The command
# line's modules (cli, play) are driven through `xiapl ...`; their names stay
# under their own paths.
DOCUMENTED = (
    "allin",
    "analysis",
    "strength",
    "canonicalize",
    "card",
    "deck",
    "errors",
    "eval",
    "game",
    "hand_facts",
    "icm",
    "matchup",
    "phh",
    "range",
    "rng",
    "selfplay",
    "simulation",
    "strategies",
    "table",
    "utils",
)
COMMAND_LINE = ("cli", "play", "apps")
# Modules used through their name (``sites.read(...)``): their names, which
# would be too generic at the root, stay under the module.
NAMESPACED = ("sites", "solver")
ROOT_ONLY = {"__version__", "get_include", "get_library_path"}


def public_names(module_name: str) -> set[str]:
    """A module's ``__all__``, or without one the classes and functions it defines."""
    module = importlib.import_module(f"xiapl.{module_name}")
    declared = getattr(module, "__all__", None)
    if declared is not None:
        return set(declared)
    return {
        name
        for name, value in vars(module).items()
        if not name.startswith("_")
        and (inspect.isclass(value) or inspect.isfunction(value))
        and value.__module__ == module.__name__
    }


def run(code: str) -> str:
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ), check=False
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_issue_example():
    r = xiapl.calculate_equity(["AsKs", "QdQc"], 0, xiapl.SimulationOptions.exact())
    assert (r.exact, r.trials, [round(p.equity, 4) for p in r.players]) == (True, 1712304, [0.4621, 0.5379])
    assert xiapl.Range.from_string("AA").size() == 6
    assert str(xiapl.Card("As")) == "As" and len(xiapl.Deck()) == 52
    assert str(xiapl.evaluate_hand("As Kd 2c 7h 9s", "Ah Ac")) == "Three of a Kind [14 13 9]"


def test_every_name_in_all_resolves_to_its_module_object():
    assert len(xiapl.__all__) == len(set(xiapl.__all__))
    for name in xiapl.__all__:
        value = getattr(xiapl, name)
        assert value is not None, name
        if name in ROOT_ONLY:
            continue
        module = xiapl._MODULE_OF.get(name, "errors")
        assert getattr(importlib.import_module(f"xiapl.{module}"), name) is value, name


@pytest.mark.parametrize("module", DOCUMENTED)
def test_every_public_name_of_a_documented_module_is_at_the_root(module):
    loaded = importlib.import_module(f"xiapl.{module}")
    missing = sorted(public_names(module) - set(xiapl.__all__))
    assert not missing, f"xiapl.{module} names missing from xiapl.__all__: {missing}"
    for name in public_names(module):
        assert getattr(xiapl, name) is getattr(loaded, name), name


def test_every_module_is_documented_or_the_command_line():
    modules = {path.stem for path in PACKAGE.glob("*.py") if not path.stem.startswith("_")}
    # The packages but xiapl.distributed, which needs its extra and is imported by name.
    modules |= {path.parent.name for path in PACKAGE.glob("*/__init__.py")} - {"distributed"}
    assert modules == set(DOCUMENTED) | set(COMMAND_LINE) | set(NAMESPACED)
    assert xiapl._SUBMODULES == modules


def test_all_is_exactly_the_re_exported_names():
    eager = {name for name, value in vars(xiapl.errors).items() if inspect.isclass(value) and not name.startswith("_")}
    assert set(xiapl.__all__) == ROOT_ONLY | eager | set(xiapl._MODULE_OF)
    assert set(xiapl._MODULE_OF) == set().union(*(public_names(m) for m in DOCUMENTED)) - eager


def test_the_names_type_checkers_see_are_the_names_loaded():
    """The TYPE_CHECKING imports of __init__.py and the lazy table say the same."""
    tree = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    static: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Attribute) and node.test.attr == "TYPE_CHECKING":
            for statement in node.body:
                assert isinstance(statement, ast.ImportFrom) and statement.level == 1
                for alias in statement.names:
                    assert alias.asname == alias.name, f"{alias.name}: re-exported as 'X as X'"
                    static[alias.name] = str(statement.module)
    assert static == xiapl._MODULE_OF


def test_the_seed_module_paths_keep_working():
    from xiapl.card import Card
    from xiapl.eval import evaluate_hand
    from xiapl.range import Range
    from xiapl.simulation import GameType, calculate_equity
    from xiapl.utils import cards_to_mask

    assert xiapl.Card is Card and xiapl.Range is Range and xiapl.GameType is GameType
    assert xiapl.calculate_equity is calculate_equity and xiapl.evaluate_hand is evaluate_hand
    assert xiapl.cards_to_mask is cards_to_mask


def test_star_import_and_dir():
    namespace: dict[str, object] = {}
    exec("from xiapl import *", namespace)
    assert set(xiapl.__all__) <= set(namespace)
    assert set(xiapl.__all__) <= set(dir(xiapl))
    assert {"eval", "simulation", "range", "table"} <= set(dir(xiapl))


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="module 'xiapl' has no attribute 'calculate_equities'"):
        _ = xiapl.calculate_equities  # type: ignore[attr-defined]


def test_import_xiapl_loads_a_module_on_first_use_only():
    loaded = run(
        "import sys, xiapl\n"
        "before = sorted(m for m in sys.modules if m.startswith('xiapl.'))\n"
        "xiapl.Range\n"
        "after = sorted(m for m in sys.modules if m.startswith('xiapl.'))\n"
        "print(' '.join(before)); print(' '.join(after))\n"
    ).splitlines()
    assert set(loaded[0].split()) <= {"xiapl._native", "xiapl._abi", "xiapl.errors"}
    assert "xiapl.range" in loaded[1].split() and "xiapl.phh" not in loaded[1].split()


def test_submodules_are_attributes_without_an_import():
    assert run("import xiapl; print(xiapl.eval.evaluate_many([31]), xiapl.table.State.__name__)").split() == [
        "[7454]",
        "State",
    ]


def test_the_root_takes_cards_in_every_form():
    from xiapl.eval import evaluate_hand

    board, aces = xiapl.cards_to_mask("As Kd 2c 7h 9s"), xiapl.cards_to_mask("Ah Ac")
    assert xiapl.evaluate_hand("As Kd 2c 7h 9s", "Ah Ac") == evaluate_hand(board, aces)
    assert "AsAh" in xiapl.Range.from_string("AA")
    hands = np.array([xiapl.cards_to_mask("AhAc"), xiapl.cards_to_mask("KsKh")], dtype=np.uint64)
    assert xiapl.judge(hands, "As Kd 2c 7h 9s") == [0]


def test_import_xiapl_loads_no_application_and_no_extra():
    """``import xiapl`` and the library's modules load neither the command line, the
    applications (play, bots), nor tqdm, Dask or pandas."""
    code = (
        "import sys, xiapl\n"
        "from xiapl import simulation, matchup, range, table, phh, analysis, allin, icm, canonicalize, strength\n"
        "xiapl.equity('AsKs', 'QdQc'); xiapl.Range.from_string('JJ+')\n"
        "banned = ('xiapl.cli', 'xiapl.apps', 'xiapl.play', 'xiapl.strategies', 'xiapl.selfplay',\n"
        "          'xiapl.distributed', 'tqdm', 'dask', 'distributed', 'pandas', 'argparse')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in banned or m.startswith(banned)))\n"
    )
    assert run(code).strip() == "[]"


def test_the_applications_keep_their_old_paths():
    from xiapl import play, selfplay, strategies
    from xiapl.apps import play as apps_play
    from xiapl.apps import selfplay as apps_selfplay
    from xiapl.apps import strategies as apps_strategies

    for old, new in ((play, apps_play), (selfplay, apps_selfplay), (strategies, apps_strategies)):
        assert old.__all__ == new.__all__
        for name in new.__all__:
            assert getattr(old, name) is getattr(new, name), name
    assert xiapl.EquityBot is apps_strategies.EquityBot and xiapl.play_hand is apps_selfplay.play_hand


def test_the_console_script_is_the_command_lines_main():
    import tomllib

    from xiapl.cli import main

    pyproject = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8"))
    module, _, function = pyproject["project"]["scripts"]["xiapl"].partition(":")
    assert getattr(importlib.import_module(module), function) is main
    assert pyproject["project"]["dependencies"] == []  # tqdm is the cli extra
    assert any(r.startswith("tqdm") for r in pyproject["project"]["optional-dependencies"]["cli"])


def test_the_command_line_without_tqdm_names_its_extra():
    code = (
        "import sys\n"
        "sys.modules['tqdm'] = None  # as if tqdm were not installed\n"
        "from xiapl.cli._output import load_tqdm\n"
        "assert load_tqdm('equity') is None\n"
        "from xiapl.cli import main\n"
        "sys.exit(main(['equity', 'AsKs', 'QdQc', '--json']))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert "xiapl equity: no progress bar without tqdm: pip install 'xiapl[cli]'" in result.stderr
    assert '"equity"' in result.stdout
