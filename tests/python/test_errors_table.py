"""docs/errors.md, run: every row of its table of bad inputs is one test case.

The table is parsed out of the document, so the document and the test cannot
drift apart. A row's input is a Python expression, a command line (``xiapl
...``) or a raw C call (its outcome an ``XIAPL_ERR_*`` code); the test checks
the outcome, the message and that nothing else happened: the fixtures a row
can touch (a table state, a deck, ranges, C output buffers) are compared
before and after.
"""

from __future__ import annotations

import contextlib
import ctypes
import io
import re
import shlex
from pathlib import Path
from typing import Any, NamedTuple

import pytest

import xiapl
from xiapl import (
    _abi,
    _native,
    analysis,
    canonicalize,
    card,
    cli,
    deck,
    errors,
    icm,
    phh,
    simulation,
    table,
    utils,
)
from xiapl import (
    eval as evaluation,
)
from xiapl import range as ranges

MODULES = (errors, card, utils, deck, evaluation, simulation, ranges, canonicalize, table, phh, analysis, icm)
DOC = Path(__file__).resolve().parents[2] / "docs" / "errors.md"
HEADER = ["id", "entry point", "input", "outcome", "message contains"]
_EXPECTED_STATUS = {
    "InvalidArgumentError": "XIAPL_ERR_INVALID_ARGUMENT",
    "IllegalActionError": "XIAPL_ERR_INVALID_ARGUMENT",
    "ParseError": "XIAPL_ERR_PARSE",
    "PhhParseError": "XIAPL_ERR_PARSE",
    "UnsupportedVariantError": "XIAPL_ERR_UNSUPPORTED",
    "UnsupportedError": "XIAPL_ERR_UNSUPPORTED",
    "ReplayError": "XIAPL_ERR_INVALID_ARGUMENT",
    "LimitExceededError": "XIAPL_ERR_LIMIT_EXCEEDED",
    "CancelledError": "XIAPL_ERR_CANCELLED",
}


class Row(NamedTuple):
    id: str
    entry: str
    input: str
    outcome: str
    fragment: str


def _cells(line: str) -> list[str]:
    """The cells of a markdown table line; ``\\|`` is a literal bar, code-span backticks are dropped."""
    parts = re.split(r"(?<!\\)\|", line.strip())[1:-1]
    cells = []
    for part in parts:
        cell = part.strip().replace("\\|", "|")
        if len(cell) >= 2 and cell.startswith("`") and cell.endswith("`"):
            cell = cell[1:-1]
        cells.append(cell)
    return cells


def load_rows(text: str) -> list[Row]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("|") and _cells(line) == HEADER)
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        cells = _cells(line)
        assert len(cells) == len(HEADER), f"a row of docs/errors.md has {len(cells)} cells: {line}"
        rows.append(Row(*cells))
    return rows


ROWS = load_rows(DOC.read_text(encoding="utf-8"))

# A valid heads-up no-limit hand that replays to the end; rows edit it.
PHH = """\
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ["d dh p1 AsKs", "d dh p2 QdQc", "p2 cbr 6", "p1 cc", "d db 2c7d9h", "p1 cc", "p2 cc",
           "d db Th", "p1 cc", "p2 cc", "d db 3s", "p1 cc", "p2 cc"]
"""


class RawFunctions:
    """``raw.xiapl_x``: the library's function with its declared arguments, returning the status unchecked."""

    def __getattr__(self, name: str) -> Any:
        result, arguments, _ = _abi.FUNCTIONS[name]
        function = _native.lib[name]  # a fresh function object: the checked one keeps its errcheck
        function.argtypes = arguments
        function.restype = result
        return function


def namespace() -> dict[str, Any]:
    """What a row's expression sees: the public names of every module, and fresh fixtures."""
    ns: dict[str, Any] = {"xiapl": xiapl, "ctypes": ctypes, "byref": ctypes.byref}
    for module in MODULES:
        for name in getattr(module, "__all__", None) or dir(module):
            if not name.startswith("_"):
                ns.setdefault(name, getattr(module, name))
    state = table.State.start([100, 100], blinds=(1, 2), seed=1)
    a_deck = deck.Deck()
    a_deck.shuffle(seed=3)
    a_deck.remove_cards("As")
    ns.update(
        state=state,  # heads-up preflop: seat 0, the button, posted 1 and faces 2
        dealing=state.call().check(),  # the flop is due
        deck=a_deck,  # 51 cards, shuffled, the As taken out
        hero=ranges.Range.from_string("JJ+,AKs"),
        omaha=ranges.Range.from_string("AA**", game="plo"),
        PHH=PHH,
        raw=RawFunctions(),
        out_i32=ctypes.c_int32(-12345),
        out_u64=ctypes.c_uint64(12345),
        out_len=ctypes.c_uint64(99),
        out_handle=ctypes.c_void_p(None),
        text_buf=ctypes.create_string_buffer(b"\xaa" * 63),
        id_buf=(ctypes.c_int32 * 64)(*([-7] * 64)),
        mask_buf=(ctypes.c_uint64 * 64)(*([7] * 64)),
    )
    return ns


def snapshot(ns: dict[str, Any]) -> dict[str, Any]:
    """Everything a failed call must leave as it was (``out_len`` is always set, so it is left out)."""

    def of_state(s: table.State) -> Any:
        return (repr(s), s.legal_actions(), s.hole_masks, s.board_mask, s.contributed, s.cards_needed)

    return {
        "state": of_state(ns["state"]),
        "dealing": of_state(ns["dealing"]),
        "deck": ns["deck"].card_ids,
        "hero": (ns["hero"].game, ns["hero"]._fetch(0)),
        "omaha": (ns["omaha"].game, ns["omaha"]._fetch(0)),
        "out_i32": ns["out_i32"].value,
        "out_u64": ns["out_u64"].value,
        "out_handle": ns["out_handle"].value,
        "text_buf": bytes(ns["text_buf"]),
        "id_buf": list(ns["id_buf"]),
        "mask_buf": list(ns["mask_buf"]),
    }


def test_the_table_is_big_and_its_ids_are_unique():
    assert len(ROWS) >= 50
    ids = [row.id for row in ROWS]
    assert len(set(ids)) == len(ids), [i for i in ids if ids.count(i) > 1]
    assert all(row.fragment for row in ROWS), "every row names a message fragment"


def test_the_namespace_has_no_clashing_names():
    """Two modules exporting different xiapl objects under one name would make a row ambiguous."""
    owners: dict[str, set[int]] = {}
    for module in MODULES:
        for name in getattr(module, "__all__", None) or dir(module):
            value = getattr(module, name)
            if not name.startswith("_") and getattr(value, "__module__", "").startswith("xiapl"):
                owners.setdefault(name, set()).add(id(value))
    assert {name for name, objects in owners.items() if len(objects) > 1} == set()


def _run_cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli.main(argv)
        except SystemExit as exc:  # argparse's own errors
            code = exc.code if isinstance(exc.code, int) else 1
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("row", ROWS, ids=[row.id for row in ROWS])
def test_row(row: Row) -> None:
    ns = namespace()
    before = snapshot(ns)
    if row.input.startswith("xiapl"):
        argv = shlex.split(row.input)[1:]
        code, stdout, stderr = _run_cli(argv)
        assert f"exit {code}" == row.outcome, stderr
        assert row.fragment in stderr
        assert stdout == "", "a failing command prints nothing to stdout"
    elif row.outcome.startswith("XIAPL_ERR"):
        name, code_text = re.fullmatch(r"(XIAPL_ERR_\w+) \((-\d+)\)", row.outcome).groups()
        status = eval(row.input, ns)
        assert status == int(code_text), (status, _native.lib.xiapl_last_error_message())
        assert _native.lib.xiapl_status_name(status).decode() == name
        assert row.fragment in _native.lib.xiapl_last_error_message().decode()
        if name == "XIAPL_ERR_BUFFER_TOO_SMALL":
            assert ns["out_len"].value != 99, "*out_len says how much is needed"
    else:
        with pytest.raises(Exception) as info:
            eval(row.input, ns)
        exc = info.value
        assert type(exc).__name__ == row.outcome, f"{type(exc).__name__}: {exc}"
        assert row.fragment in str(exc)
        if row.outcome in _EXPECTED_STATUS:
            assert exc.status_name == _EXPECTED_STATUS[row.outcome]
            assert _native.lib.xiapl_status_name(exc.status).decode() == exc.status_name
    assert snapshot(ns) == before, "a rejected input changed nothing"
