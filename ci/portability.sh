#!/usr/bin/env bash
# The portability lane of ci/test (docs/portability.md):
#   1. a build with every portable fallback forced (-Dportable_fallbacks=true:
#      no __int128, no builtins, no BMI kernels, the portable float text),
#      running the C++ core tests, the C ABI tests and the fuzz replays on it;
#   2. a cross compile of libxiapl for Linux aarch64 (no emulation: the build
#      only), so that a change that breaks other targets fails here.
# ci/release.sh builds and runs everything on the other targets.
# Usage: portability.sh [OUT_DIR]   (run with the venv of ci/test active)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/build/ci}
jobs=${XIAPL_JOBS:-2}

echo "portability: build with -Dportable_fallbacks=true"
rm -rf "$out/fallback"
mkdir -p "$out"
meson setup "$out/fallback" -Dportable_fallbacks=true --buildtype=release >"$out/fallback-setup.log"
# Every test but the guards (which check the sources, not the build).
mapfile -t tests < <(meson test -C "$out/fallback" --list 2>/dev/null | grep -v '^guards' | sed 's/.*://')
meson test -C "$out/fallback" --num-processes "$jobs" --print-errorlogs "${tests[@]}"
grep -hE '^\[  (PASSED|FAILED)  \]' "$out/fallback/meson-logs/testlog.txt" || true

if command -v aarch64-linux-gnu-g++ >/dev/null; then
  echo "portability: cross compile of libxiapl for aarch64-linux-gnu (no emulation)"
  rm -rf "$out/aarch64"
  # Unoptimized: this step checks that the sources compile and link for
  # aarch64; ci/release.sh builds the optimized library and runs its tests.
  meson setup "$out/aarch64" --cross-file "$root/ci/cross/aarch64-linux-gnu.ini" --buildtype=plain \
    >"$out/aarch64-setup.log"
  meson compile -C "$out/aarch64" -j "$jobs" capi/xiapl
  file -L "$out/aarch64/capi/libxiapl.so" | tee /dev/stderr | grep -q 'ARM aarch64'
else
  echo "portability: aarch64-linux-gnu-g++ is missing (apt-get install g++-aarch64-linux-gnu)" >&2
  exit 1
fi
