#!/usr/bin/env bash
# Guard: C and C++ sources follow .clang-format, Python sources follow ruff
# (format and lint, configured in pyproject.toml). Go, Node and Rust are
# checked by their suites in ci/test_bindings.sh.
#   ci/check_format.sh          check
#   ci/check_format.sh --fix    rewrite the files instead
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
fix=false
[ "${1:-}" = "--fix" ] && fix=true

clang_format=$(command -v clang-format || command -v clang-format-14 || true)
[ -n "$clang_format" ] || { echo "check_format: clang-format is not installed (apt install clang-format)" >&2; exit 1; }
mapfile -t sources < <(git ls-files '*.c' '*.h' '*.cpp' '*.hpp' '*.h.in' | grep -v '^bindings/')
bad=()
for file in "${sources[@]}"; do
  # xiapl.h.in is the header before meson fills in the versions: format it as a .h.
  if $fix; then
    "$clang_format" --style=file --assume-filename="${file%.in}" -i "$file"
  elif ! "$clang_format" --style=file --assume-filename="${file%.in}" --dry-run --Werror "$file" 2>/dev/null; then
    bad+=("$file")
  fi
done
if [ ${#bad[@]} -gt 0 ]; then
  echo "check_format: not formatted by $("$clang_format" --version | head -n 1): ${bad[*]}" >&2
  echo "check_format: run ci/check_format.sh --fix" >&2
  exit 1
fi
echo "check_format: ${#sources[@]} C and C++ files follow .clang-format"

if $fix; then
  ruff format python tests ci docs/conf.py docs/_ext && ruff check --fix python tests ci docs/conf.py docs/_ext
else
  ruff format --check python tests ci docs/conf.py docs/_ext
  ruff check python tests ci docs/conf.py docs/_ext
fi
