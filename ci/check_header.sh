#!/usr/bin/env bash
# Guard: the installed xiapl.h compiles as strict C11 and as C++20, and a C program built the
# documented way -- cc app.c $(pkg-config --cflags --libs xiapl) -- against a
# `meson install` prefix runs.
# Usage: check_header.sh INSTALL_PREFIX
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=${1:?usage: check_header.sh INSTALL_PREFIX}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

header_dir=$(dirname "$(dirname "$(find "$prefix" -path "*/xiapl/xiapl.h" | head -n 1)")")
[ -f "$header_dir/xiapl/xiapl.h" ] || { echo "check_header: no xiapl/xiapl.h under $prefix" >&2; exit 1; }
printf '#include <xiapl/xiapl.h>\nint main(void) { return xiapl_abi_version() == XIAPL_ABI_VERSION ? 0 : 1; }\n' > "$work/only_header.c"
for unstable in "" -DXIAPL_UNSTABLE_API; do
  cc -std=c11 -Wall -Wextra -Wpedantic -Werror $unstable -I"$header_dir" -c "$work/only_header.c" -o "$work/c11.o"
  c++ -std=c++20 -Wall -Wextra -Wpedantic -Werror $unstable -x c++ -I"$header_dir" -c "$work/only_header.c" -o "$work/cxx.o"
done
echo "check_header: xiapl.h compiles as C11 and C++20 with -Wall -Wextra -Wpedantic -Werror, with and without XIAPL_UNSTABLE_API"

pcdir=$(dirname "$(find "$prefix" -name xiapl.pc | head -n 1)")
[ -n "$pcdir" ] && [ -f "$pcdir/xiapl.pc" ] || { echo "check_header: no xiapl.pc under $prefix" >&2; exit 1; }
export PKG_CONFIG_PATH="$pcdir"
libdir=$(pkg-config --variable=libdir xiapl)
# shellcheck disable=SC2046
cc -std=c11 -Wall -Wextra -Wpedantic -Werror "$root/tests/capi/test_capi.c" -o "$work/app" $(pkg-config --cflags --libs xiapl)
LD_LIBRARY_PATH="$libdir" DYLD_LIBRARY_PATH="$libdir" "$work/app" >/dev/null
echo "check_header: a C program built with pkg-config against the installed library runs"
