"""Values that read as what they are: enums print their names, a Combo shows its
cards, the package root holds public names only, messages name cards as they are
written and games by name, and a missing optional extra names the extra."""

from __future__ import annotations

import copy
import pickle
import subprocess
import sys
import textwrap
import types

import pytest

import xiapl
from xiapl import Combo, GameType, Range
from xiapl.analysis import Standing
from xiapl.eval import HandCategory
from xiapl.game import Ranking
from xiapl.simulation import RangeEquityMode, SimulationMode
from xiapl.table import ActionKind, Betting, Phase, State, Street

ENUMS = [GameType, Ranking, HandCategory, Standing, SimulationMode, RangeEquityMode, Phase, Street, Betting, ActionKind]


@pytest.mark.parametrize("enum", ENUMS, ids=[e.__name__ for e in ENUMS])
def test_every_enum_prints_its_name_and_still_is_its_number(enum: type) -> None:
    for member in enum:
        name = f"{enum.__name__}.{member.name}"
        assert str(member) == name and f"{member}" == name and format(member) == name
        assert int(member) == member.value and f"{member:d}" == str(member.value)
        assert repr(member) == f"<{name}: {member.value}>"
        assert pickle.loads(pickle.dumps(member)) is member and copy.deepcopy(member) is member


def test_the_values_the_library_returns_print_as_names() -> None:
    assert str(GameType.Plo) == "GameType.Plo"
    assert str(Range.from_string("AA").game) == "GameType.Holdem"
    state = State.start([100, 100], blinds=(1, 2), button=0)
    assert str(state.phase) == f"Phase.{state.phase.name}" and str(state.game) == "GameType.Holdem"


def test_a_combo_repr_shows_its_cards_and_reads_back() -> None:
    assert repr(Combo("AsKs")) == "Combo('AsKs')"
    assert repr(Combo("KsAs", 0.5)) == "Combo('AsKs', weight=0.5)"
    for combo in (Combo("Td9d"), Combo("2c3c", 0.25), *Range.from_string("AKs").combos()):
        assert eval(repr(combo), {"Combo": Combo}) == combo


def test_the_package_root_holds_public_names_only() -> None:
    # (a subpackage imported once, such as xiapl.distributed, is an attribute of the package too)
    public = {name for name, value in vars(xiapl).items() if not name.startswith("_") and not _is_subpackage(value)}
    for leaked in ("Any", "Path", "TYPE_CHECKING", "annotations", "importlib", "typing"):
        assert leaked not in public
    assert public <= set(xiapl.__all__) | xiapl._SUBMODULES
    listed = {name for name in dir(xiapl) if not name.startswith("_") and not _is_subpackage(getattr(xiapl, name))}
    assert listed <= set(xiapl.__all__) | xiapl._SUBMODULES


def _is_subpackage(value: object) -> bool:
    return isinstance(value, types.ModuleType) and value.__name__.startswith("xiapl.")


def test_messages_name_cards_as_written_and_games_by_name() -> None:
    with pytest.raises(ValueError) as info:
        xiapl.evaluate_cards("AsKs")
    assert "2 cards given (AsKs)" in str(info.value)
    with pytest.raises(ValueError) as info:
        xiapl.evaluate_hand("2h7dJcAs", "AsKs")
    assert str(info.value).startswith("card As appears in both") and "51" not in str(info.value)
    # Cards typed in another order are quoted as typed; a mask (no order) highest first.
    for call, shown in [
        (lambda: xiapl.evaluate_cards("KsAs"), "2 cards given (KsAs)"),
        (lambda: xiapl.evaluate_cards(["Ks", "As", "2c"]), "3 cards given (KsAs2c)"),
        (lambda: xiapl.best_hand("Ks As 2c"), "3 cards given (KsAs2c)"),
        (lambda: xiapl.evaluate_hand("As2d3h4c5s", "", game="stud"), "the board has 5 cards (As2d3h4c5s)"),
        (lambda: xiapl.evaluate_hand("2h7dJc", "KsAs", game="plo"), "2 cards given (KsAs), but PLO deals 4"),
        (lambda: xiapl.evaluate_low("2h7dJc", "KsAs", game="plo8"), "2 cards given (KsAs), but PLO Hi/Lo"),
        (lambda: xiapl.best_low_hand("2h7dJc", "Ks As", game="plo8"), "2 cards given (KsAs)"),
        (lambda: xiapl.evaluate_mask(0b1111), "4 cards given (5c4c3c2c)"),
    ]:
        with pytest.raises(xiapl.InvalidArgumentError) as info:
            call()
        assert shown in str(info.value)
        assert info.value.status_name == "XIAPL_ERR_INVALID_ARGUMENT"
    with pytest.raises(ValueError) as info:
        Range.from_string("AA", game="stud")
    assert str(info.value).startswith("Seven-card stud has no ranges") and "game 7" not in str(info.value)


EXTRA_CASES = {
    "pandas": (
        "from xiapl.distributed import flop_report\nflop_report('AA', 'KK', exact=False, iterations=10)",
        "flop_report needs pandas: pip install 'xiapl[distributed]'",
    ),
    "distributed": (
        "from xiapl.distributed import connect\nwith connect(workers=1):\n    pass",
        "needs Dask: pip install 'xiapl[distributed]'",
    ),
    "pyarrow": (
        "import tempfile\nfrom xiapl.distributed import strength_table\n"
        "strength_table('river', out=tempfile.mkdtemp(), boards=['AsKd7h2c9s'])",
        "strength_table needs pyarrow: pip install 'xiapl[distributed]'",
    ),
}


@pytest.mark.parametrize("module", sorted(EXTRA_CASES))
def test_a_missing_extra_names_the_extra_to_install(module: str) -> None:
    code, message = EXTRA_CASES[module]
    script = f"import sys\nsys.modules[{module!r}] = None  # as if not installed\n" + textwrap.dedent(code)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("ModuleNotFoundError: ") and message in last, result.stderr
