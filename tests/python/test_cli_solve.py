"""``xiapl solve``: the JSON agrees with xiapl.solver, a TOML spot with sizes per
player and street, the grid, and bad input (exit status 2 and one line)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from xiapl.cli._solve import class_strategy, grid_lines
from xiapl.solver import SizeOverride, Spot, TreeEdit, solve

ROOT = Path(__file__).resolve().parents[2]
SPOT = ["--oop", "AA,QQ,AKs,87s", "--ip", "KK,JJ,AQs,65s", "--board", "Td9d6hQc2s", "--pot", "100", "--stack", "200"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "xiapl", "solve", *args], capture_output=True, text=True, cwd=ROOT, timeout=120
    )


def test_json_matches_the_python_api() -> None:
    result = run(*SPOT, "--bets", "50%, a", "--raises", "", "--json")
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    solver = solve(Spot("AA,QQ,AKs,87s", "KK,JJ,AQs,65s", "Td9d6hQc2s", 100, 200, bets="50%, a", raises=""))
    assert solver.result is not None
    assert document["iterations"] == solver.result.iterations
    assert document["exploitability"] == solver.result.exploitability
    assert document["exploitability_percent"] <= 0.5
    assert document["ev"] == list(solver.result.ev)
    assert document["memory_bytes"] == solver.result.memory_bytes
    assert document["actions"] == ["check", "bet 50", "allin 200"]
    classes = {entry["class"]: entry["frequencies"] for entry in document["strategy"]}
    assert set(classes) == {"AA", "QQ", "AKs", "87s"}
    assert all(abs(sum(f) - 1) < 1e-5 for f in classes.values())
    assert classes == class_strategy(solver.node(""))


def test_toml_spot_with_sizes_per_street(tmp_path: Path) -> None:
    spot = tmp_path / "spot.toml"
    spot.write_text(
        'oop = "AA,QQ,AKs,87s"\nip = "KK,JJ,AQs,65s"\nboard = "Td9d6hQc2s"\npot = 100\nstack = 200\n'
        'bets = "50%"\nraises = ""\n\n[[sizes]]\nplayer = "ip"\nstreet = "river"\nbets = "33%"\n'
    )
    result = run("--spot", str(spot), "--json")
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    spot_py = Spot(
        "AA,QQ,AKs,87s",
        "KK,JJ,AQs,65s",
        "Td9d6hQc2s",
        100,
        200,
        bets="50%",
        raises="",
        sizes=(SizeOverride(player="ip", street="river", bets="33%"),),
    )
    solver = solve(spot_py)
    assert solver.node("check").actions == ("check", "bet 33")
    assert solver.result is not None and document["ev"] == list(solver.result.ev)
    # A flag overrides the file.
    result = run("--spot", str(spot), "--pot", "120", "--json")
    assert json.loads(result.stdout)["pot"] == 120


def test_toml_spot_with_tree_edits(tmp_path: Path) -> None:
    spot = tmp_path / "spot.toml"
    spot.write_text(
        'oop = "AA,QQ,AKs,87s"\nip = "KK,JJ,AQs,65s"\nboard = "Td9d6hQc2s"\npot = 100\nstack = 200\n'
        'bets = "50%, a"\nraises = ""\n\n[[edits]]\nline = ""\nadd = "bet 30"\n\n'
        '[[edits]]\nline = "check"\nremove = "allin 200"\n'
    )
    result = run("--spot", str(spot), "--json")
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert document["actions"] == ["check", "bet 30", "bet 50", "allin 200"]
    edits = (TreeEdit("", add="bet 30"), TreeEdit("check", remove="allin 200"))
    solver = solve(Spot("AA,QQ,AKs,87s", "KK,JJ,AQs,65s", "Td9d6hQc2s", 100, 200, "50%, a", "", edits=edits))
    assert solver.node("check").actions == ("check", "bet 50")
    assert solver.result is not None and document["ev"] == list(solver.result.ev)
    # A bad edit: exit status 2 and one line naming it.
    spot.write_text(spot.read_text() + '\n[[edits]]\nline = ""\nadd = "bet 900"\n')
    result = run("--spot", str(spot), "--json")
    assert result.returncode == 2 and 'add "bet 900" after ""' in result.stderr, result.stderr
    spot.write_text(spot.read_text() + '\n[[edits]]\nline = ""\nadd = "bet 90"\nremove = "bet 50"\n')
    result = run("--spot", str(spot), "--json")
    assert result.returncode == 2 and "edits[3] must be a table" in result.stderr, result.stderr


def test_grid() -> None:
    solver = solve(Spot("AA,QQ,AKs,87s", "KK,JJ,AQs,65s", "Td9d6hQc2s", 100, 200, bets="50%, a", raises=""))
    node = solver.node("")
    lines = grid_lines(class_strategy(node), node.actions)
    assert len(lines) == 16 and all(len(line) <= 100 for line in lines)
    assert lines[0].split()[0] in {"X", "B1", "A"}  # AA, top left
    assert lines[-1] == "actions: X check, B1 bet 50, A allin 200"


def test_bad_input() -> None:
    for args, message in [
        (["--oop", "AA,KQx", *SPOT[2:]], 'out of position range: Hold\'em range item "KQx"'),
        ([*SPOT[:5], "Td9d6hTd", *SPOT[6:]], "Td appears twice"),
        ([*SPOT[:7], "-5", *SPOT[8:]], "pot is -5"),
        (SPOT[:6], "needs --pot, --stack"),
        ([*SPOT, "--threads", "0"], "--threads is 0"),
        ([*SPOT, "--spot", "/nonexistent/spot.toml"], "--spot /nonexistent/spot.toml"),
    ]:
        result = run(*args)
        assert result.returncode == 2, (args, result.stderr)
        assert message in result.stderr, (args, result.stderr)
        assert result.stderr.count("\n") == 1 and result.stdout == ""
