"""The generated declarations (xiapl/_abi.py) against the C compiler's view of
the ABI (ci/abi/baseline.json), the loaded library, the ABI check's rule and
the package version."""

from __future__ import annotations

import ctypes
import importlib.metadata
import json
import re
from pathlib import Path
from typing import Any

import pytest

import xiapl
from xiapl import _abi, _native
from xiapl.errors import LibraryNotFoundError
from xiapl.eval import STRENGTH_MAX, HandCategory
from xiapl.game import GameType
from xiapl.simulation import CHUNK_TRIALS, MAX_THREADS, RangeEquityMode, SimulationMode
from xiapl.table import DEAL_BOARD, MAX_SEATS, ActionKind, Phase, Street

ROOT = Path(__file__).resolve().parents[2]
BASELINE: dict[str, Any] = json.loads((ROOT / "ci" / "abi" / "baseline.json").read_text(encoding="utf-8"))

STRUCTS = {
    name: value
    for name, value in vars(_abi).items()
    if isinstance(value, type) and issubclass(value, ctypes.Structure) and value is not ctypes.Structure
}


def parameter_count(signature: str) -> int:
    """The parameters of a baseline signature such as ``int32_t(uint64_t,int32_t*)``."""
    inside = signature[signature.index("(") + 1 : signature.rindex(")")]
    if inside in ("", "void"):
        return 0
    depth, count = 0, 1
    for char in inside:
        depth += {"(": 1, ")": -1}.get(char, 0)
        count += char == "," and depth == 0
    return count


def test_parameter_count_reads_signatures() -> None:
    assert parameter_count("int32_t(void)") == 0
    assert parameter_count("void(xiapl_deck*)") == 1
    assert parameter_count("int32_t(constxiapl_range*const*,uint64_t,uint64_t)") == 3


def test_the_structs_are_the_baselines() -> None:
    assert set(STRUCTS) == set(BASELINE["structs"])


@pytest.mark.parametrize("name", sorted(BASELINE["structs"]))
def test_struct_layout(name: str) -> None:
    expected = dict(BASELINE["structs"][name])
    struct = STRUCTS[name]
    assert ctypes.sizeof(struct) == expected.pop("size")
    fields = [field[0] for field in struct._fields_]
    assert set(fields) == set(expected), name
    for field in fields:
        assert getattr(struct, field).offset == expected[field], f"{name}.{field}"


def test_the_functions_are_the_baselines() -> None:
    assert set(_abi.FUNCTIONS) == set(BASELINE["functions"])


@pytest.mark.parametrize("name", sorted(BASELINE["functions"]))
def test_function_prototype(name: str) -> None:
    result, arguments, returns_status = _abi.FUNCTIONS[name]
    signature = BASELINE["functions"][name]
    assert len(arguments) == parameter_count(signature)
    assert (result is None) == signature.startswith("void(")
    if returns_status:
        assert result is ctypes.c_int32 and signature.startswith("int32_t(")


@pytest.mark.parametrize("name", sorted(BASELINE["callbacks"]))
def test_progress_callback(name: str) -> None:
    signature = BASELINE["callbacks"][name]
    assert signature.startswith("int32_t(")
    callback = getattr(_abi, name)
    assert callback._restype_ is ctypes.c_int32
    assert len(callback._argtypes_) == parameter_count(signature.split(")", 1)[1])


def test_constants_are_the_baselines() -> None:
    for name, value in BASELINE["constants"].items():
        assert getattr(_abi, name.removeprefix("XIAPL_")) == value, name
    assert [_abi.ABI_MAJOR, _abi.ABI_MINOR] == BASELINE["abi_version"]
    assert _abi.ABI_VERSION == _abi.ABI_MAJOR * 1000 + _abi.ABI_MINOR


def header_names(enum: Any) -> dict[str, int]:
    """An enum's members under the header's spelling: ThreeOfAKind -> THREE_OF_A_KIND."""
    return {re.sub(r"(?<!^)(?=[A-Z])", "_", m.name).upper(): m for m in enum}


@pytest.mark.parametrize(
    ("members", "prefix"),
    [
        (
            {"HOLDEM": GameType.Holdem, "OMAHA4": GameType.Plo, "OMAHA5": GameType.Plo5, "OMAHA6": GameType.Plo6},
            "GAME_",
        ),
        (header_names(HandCategory), "CATEGORY_"),
        (header_names(SimulationMode), "EQUITY_"),
        ({"PER_COMBO": RangeEquityMode.PerCombo, "AGGREGATE_ONLY": RangeEquityMode.AggregateOnly}, "RANGE_EQUITY_"),
        (header_names(Phase), "PHASE_"),
        # Seventh (stud's seventh street, 4) has no constant: the header numbers streets from 0.
        ({k: v for k, v in header_names(Street).items() if k != "SEVENTH"}, "STREET_"),
        (header_names(ActionKind), "ACTION_"),
    ],
)
def test_public_enums_have_the_header_values(members: dict[str, int], prefix: str) -> None:
    assert {name: BASELINE["constants"].get(f"XIAPL_{prefix}{name}") for name in members} == members


def test_public_constants_have_the_header_values() -> None:
    constants = BASELINE["constants"]
    assert STRENGTH_MAX == constants["XIAPL_STRENGTH_MAX"] == 7462
    assert MAX_SEATS == constants["XIAPL_TABLE_MAX_SEATS"] == 10
    assert DEAL_BOARD == constants["XIAPL_STEP_DEAL_BOARD"] == 16
    assert CHUNK_TRIALS == constants["XIAPL_EQUITY_CHUNK_TRIALS"] == 65536
    assert MAX_THREADS == constants["XIAPL_EQUITY_MAX_THREADS"] == 64


def test_the_loaded_library_is_this_abi_and_version() -> None:
    assert _native.lib.xiapl_abi_version() == _abi.ABI_VERSION
    assert _native.lib.xiapl_version_number() == _abi.VERSION_NUMBER
    assert _native.lib.xiapl_version_string().decode() == _abi.VERSION
    assert _abi.VERSION == f"{_abi.VERSION_MAJOR}.{_abi.VERSION_MINOR}.{_abi.VERSION_PATCH}"


def test_every_function_is_declared_as_generated() -> None:
    for name, (result, arguments, returns_status) in _abi.FUNCTIONS.items():
        function = getattr(_native.lib, name)
        assert function.argtypes == arguments, name
        assert function.restype is result, name
        assert (getattr(function, "errcheck", None) is _native._check_status) == returns_status, name


# --- the load-time ABI rule: same major, library minor >= the package's ----------


def test_abi_check_accepts_the_same_major_and_a_minor_at_least_ours() -> None:
    _native.check_abi(2000, "lib", major=2, minor=0)
    _native.check_abi(2003, "lib", major=2, minor=3)
    _native.check_abi(2004, "lib", major=2, minor=3)  # a newer minor only adds
    _native.check_abi(_abi.ABI_VERSION, "lib")


@pytest.mark.parametrize(
    ("found", "major", "minor", "found_text"),
    [
        (3000, 2, 0, "3.0"),  # a newer major
        (1005, 2, 0, "1.5"),  # an older major
        (2002, 2, 3, "2.2"),  # an older minor
        (1, 2, 0, "1 (before major.minor numbering)"),  # the single-number ABI of 0.1
    ],
)
def test_abi_check_refuses_naming_both_versions_and_the_fix(
    found: int, major: int, minor: int, found_text: str
) -> None:
    with pytest.raises(LibraryNotFoundError) as info:
        _native.check_abi(found, "/x/libxiapl.so.2", major=major, minor=minor)
    message = str(info.value)
    assert f"/x/libxiapl.so.2 has C ABI {found_text}," in message
    assert f"needs C ABI {major}.{minor} or a later {major}.x" in message
    assert "reinstall the package" in message and "XIAPL_LIBRARY" in message


def test_unstable_tier_check_wants_the_same_version() -> None:
    _native.check_unstable(_abi.UNSTABLE_VERSION, "lib")
    _native.check_unstable(4, "lib", expected=4)
    for found in (3, 5):
        with pytest.raises(LibraryNotFoundError, match=rf"lib has unstable tier .* version {found}, .* version 4;"):
            _native.check_unstable(found, "lib", expected=4)
    assert _native.lib.xiapl_unstable_version() == _abi.UNSTABLE_VERSION == BASELINE["unstable_version"]


def test_library_names_carry_the_abi_major(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_native.sys, "platform", "linux")
    assert _native._library_names() == [f"libxiapl.so.{_abi.ABI_MAJOR}", "libxiapl.so"]
    monkeypatch.setattr(_native.sys, "platform", "darwin")
    assert _native._library_names() == [f"libxiapl.{_abi.ABI_MAJOR}.dylib", "libxiapl.dylib"]
    monkeypatch.setattr(_native.sys, "platform", "win32")
    assert _native._library_names()[:2] == [f"xiapl-{_abi.ABI_MAJOR}.dll", f"libxiapl-{_abi.ABI_MAJOR}.dll"]


def test_library_search_prefers_the_abi_major(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(_native.sys, "platform", "linux")
    major = _abi.ABI_MAJOR
    wheel, build, empty = tmp_path / "wheel", tmp_path / "build", tmp_path / "empty"
    for folder in (wheel, build, empty):
        folder.mkdir()
    # A wheel's .xiapl.mesonpy.libs holds the fully versioned file alone.
    for name in (f"libxiapl.so.{major + 1}.0.0", f"libxiapl.so.{major}.0.1"):
        (wheel / name).write_bytes(b"")
    assert _native._find_in([empty, wheel]) == wheel / f"libxiapl.so.{major}.0.1"
    # A build or install folder has the soname and development symlinks.
    (build / f"libxiapl.so.{major}.0.0").write_bytes(b"")
    (build / f"libxiapl.so.{major}").symlink_to(f"libxiapl.so.{major}.0.0")
    (build / "libxiapl.so").symlink_to(f"libxiapl.so.{major}")
    assert _native._find_in([build, wheel]) == build / f"libxiapl.so.{major}"
    assert _native._find_in([empty]) is None


# --- the package version ------------------------------------------------------------


def test_version_is_meson_builds() -> None:
    meson_build = (ROOT / "meson.build").read_text(encoding="utf-8")
    match = re.search(r"^project\([^)]*?\bversion\s*:\s*'([^']+)'", meson_build, re.MULTILINE | re.DOTALL)
    assert match, "meson.build has no project version"
    assert _abi.VERSION == match.group(1)
    assert xiapl.__version__ == _abi.VERSION


def test_installed_metadata_version(installed_distribution: importlib.metadata.Distribution) -> None:
    assert installed_distribution.version == _abi.VERSION
