"""The boundary: library lookup, ABI check, status mapping, install layout."""

import importlib.util
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import xiapl
from xiapl import _abi, _native
from xiapl.errors import InvalidArgumentError, LibraryNotFoundError, ParseError

HEADER = Path(xiapl.get_include()) / "xiapl" / "xiapl.h"


def test_version_and_paths(installed_distribution: object) -> None:
    # The release as meson.build numbers it, through the configured header and the generated _abi.py.
    assert xiapl.__version__ == _abi.VERSION
    assert f'#define XIAPL_VERSION_STRING "{xiapl.__version__}"' in HEADER.read_text()
    assert Path(xiapl.get_library_path()).is_file()
    assert HEADER.is_file()
    header = HEADER.read_text()
    assert f"#define XIAPL_ABI_MAJOR {_native.ABI_MAJOR}\n" in header
    assert f"#define XIAPL_ABI_MINOR {_native.ABI_MINOR}\n" in header


def test_status_codes_become_exceptions_with_the_library_message():
    error = _native.error_for(_native.ERR_PARSE)
    assert isinstance(error, ParseError) and isinstance(error, ValueError)
    assert error.status == -2 and error.status_name == "XIAPL_ERR_PARSE"
    assert isinstance(_native.error_for(_native.ERR_INVALID_ARGUMENT), InvalidArgumentError)
    assert isinstance(_native.error_for(_native.ERR_INTERNAL), RuntimeError)
    assert isinstance(_native.error_for(_native.ERR_OUT_OF_MEMORY), MemoryError)


def test_error_messages_are_per_thread():
    from xiapl.card import Card

    seen = {}

    def fail_with(text):
        try:
            Card.from_string(text)
        except ValueError as exc:
            seen[text] = str(exc)

    threads = [threading.Thread(target=fail_with, args=(t,)) for t in ("Qx", "Zz")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert '"x" is not a suit' in seen["Qx"] and '"Z" is not a rank' in seen["Zz"]


def load_native_with_abi(major, minor, unstable=_native.UNSTABLE_VERSION):
    """Load a copy of _native whose expected ABI differs from the library's."""
    source = Path(_native.__file__).read_text()
    for name, value in (("ABI_MAJOR", major), ("ABI_MINOR", minor), ("UNSTABLE_VERSION", unstable)):
        assert f"{name} = _abi.{name}\n" in source
        source = source.replace(f"{name} = _abi.{name}\n", f"{name} = {value}\n")
    spec = importlib.util.spec_from_loader("xiapl._native_copy", loader=None)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "xiapl"
    module.__file__ = _native.__file__
    exec(compile(source, _native.__file__, "exec"), module.__dict__)
    return module


def test_an_abi_mismatch_is_refused_loudly():
    found = f"{_native.ABI_MAJOR}.{_native.ABI_MINOR}"
    with pytest.raises(LibraryNotFoundError, match=rf"has C ABI {found}, .*needs C ABI 999\.0 or a later 999\.x"):
        load_native_with_abi(999, 0)
    with pytest.raises(LibraryNotFoundError, match=rf"has C ABI {found}, .*needs C ABI {_native.ABI_MAJOR}\.999"):
        load_native_with_abi(_native.ABI_MAJOR, 999)
    assert load_native_with_abi(_native.ABI_MAJOR, 0).lib.xiapl_abi_version() == _native.ABI_VERSION
    unstable = _native.UNSTABLE_VERSION
    with pytest.raises(
        LibraryNotFoundError, match=rf"unstable tier \(table engine\) version {unstable}, .* {unstable + 1};"
    ):
        load_native_with_abi(_native.ABI_MAJOR, _native.ABI_MINOR, unstable + 1)


def test_xiapl_library_override(tmp_path):
    env = dict(os.environ, XIAPL_LIBRARY=str(tmp_path / "missing.so"))
    result = subprocess.run(
        [sys.executable, "-c", "import xiapl"], env=env, capture_output=True, text=True, cwd=tmp_path
    )
    assert result.returncode != 0
    assert "XIAPL_LIBRARY" in result.stderr and "missing.so" in result.stderr

    env["XIAPL_LIBRARY"] = xiapl.get_library_path()
    result = subprocess.run(
        [sys.executable, "-c", "import xiapl; print(xiapl.get_library_path())"],
        env=env,
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert result.returncode == 0 and result.stdout.strip() == xiapl.get_library_path()


def test_console_script_version(installed_distribution: object) -> None:
    result = subprocess.run(["xiapl", "--version"], capture_output=True, text=True)
    assert result.returncode == 0
    assert result.stdout.startswith(f"xiapl {xiapl.__version__}")


def test_every_module_of_the_package_is_installed():
    # python/meson.build lists the installed files one by one: a module left
    # out is missing from every wheel and install.
    root = Path(__file__).resolve().parents[2]
    listed = set(re.findall(r"'xiapl/([^']+)'", (root / "python" / "meson.build").read_text()))
    package = root / "python" / "xiapl"
    # Subpackages too (cli/, apps/, distributed/): each of their files is listed by its path.
    modules = {
        path.relative_to(package).as_posix() for path in package.rglob("*.py") if "__pycache__" not in path.parts
    }
    assert {"cli/__init__.py", "apps/strategies.py", "distributed/flops.py"} <= modules
    assert modules - listed == set()
    assert "py.typed" in listed
