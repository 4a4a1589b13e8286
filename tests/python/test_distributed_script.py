"""A local cluster started from a script: the example of docs/distributed.md runs as a
script (under its ``__main__`` guard), and a script without the guard stops with a
message that says to add it instead of Dask's bare "Nanny failed to start"."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("distributed")
pytest.importorskip("pandas")

DOC = Path(__file__).resolve().parents[2] / "docs" / "distributed.md"
GUARD_HINT = 'must do so under `if __name__ == "__main__":`'


def run_script(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(path)], capture_output=True, text=True, cwd=path.parent, env=dict(os.environ), timeout=300
    )


def test_the_documented_cluster_example_runs_as_a_script(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    block = next(b for b in re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S) if "connect(workers=" in b)
    assert 'if __name__ == "__main__":' in block
    # As written, but Monte Carlo on few deals per flop, to keep the test short.
    cheap = block.replace("client=client)", "client=client, exact=False, iterations=50)")
    assert cheap != block
    script = tmp_path / "example.py"
    script.write_text(cheap)
    result = run_script(script)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "report.png").stat().st_size > 0
    assert float(result.stdout.splitlines()[0]) == pytest.approx(0.3563, abs=0.01)


def test_a_script_without_the_guard_is_told_to_add_it(tmp_path: Path) -> None:
    script = tmp_path / "unguarded.py"
    script.write_text(
        "from xiapl.distributed import connect\n\nwith connect(workers=1) as client:\n    print('started')\n"
    )
    result = run_script(script)
    assert result.returncode == 1
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("RuntimeError: ") and GUARD_HINT in last, result.stderr
    assert "started" not in result.stdout
