#!/usr/bin/env bash
# The sanitizer lane (docs/hardening.md). Needs gcc and, on PATH, meson, ninja
# and pytest (ci/test runs it inside its venv).
#
#   ci/sanitize.sh [out-dir]       out-dir defaults to build/ci
#   XIAPL_SANITIZE_PYTEST_ARGS="-k equity"   extra pytest arguments (a subset, -x)
#
# 1. ASan + UBSan build of libxiapl and the tests in <out-dir>/asan: the C++
#    core tests and the C ABI tests under `meson test` (LeakSanitizer on), then
#    the Python suite against that library with the sanitizer runtime preloaded.
# 2. ThreadSanitizer build in <out-dir>/tsan: the C thread stress test and the
#    core tests of the threaded equity paths.
# Any sanitizer report fails the run: UBSan and ASan abort on the first one,
# TSan halts on the first one, and every log is also searched for reports.
#
# Everything runs, the exhaustive core tests included (about 30 s under ASan).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=${1:-$root/build/ci}
mkdir -p "$out"
out=$(cd "$out" && pwd)
asan_dir=$out/asan
tsan_dir=$out/tsan

step() { printf '\n==> %s\n' "$*"; }
lane_start=$(date +%s)
part_start=$lane_start
timing=()
part_done() {
  local now
  now=$(date +%s)
  timing+=("$(printf '%-44s %4ds' "$1" $((now - part_start)))")
  printf -- '--- %s: %ds\n' "$1" $((now - part_start))
  part_start=$now
}

for tool in gcc g++ meson ninja; do
  command -v "$tool" >/dev/null || { echo "ci/sanitize.sh: $tool not found; run it from ci/test or its venv" >&2; exit 1; }
done
python -c 'import pytest' 2>/dev/null || { echo "ci/sanitize.sh: pytest not found (activate build/ci/venv)" >&2; exit 1; }

# Fails if a log holds a sanitizer report, even one a test swallowed.
no_reports() {
  if grep -nE 'runtime error:|ERROR: (Address|Leak|Thread|UndefinedBehavior)Sanitizer|WARNING: ThreadSanitizer|SUMMARY: (Address|Leak|Thread|UndefinedBehavior)Sanitizer' "$@"; then
    echo "ci/sanitize.sh: sanitizer report(s) above" >&2
    exit 1
  fi
}

# meson setup, or reconfigure an existing build dir with the same options
# (keeps its objects, so a second run only rebuilds what changed).
configure() {
  local dir=$1; shift
  local again=()
  [ -f "$dir/build.ninja" ] && again=(--reconfigure)
  CC=gcc CXX=g++ meson setup "${again[@]}" "$dir" --buildtype=debugoptimized -Db_lundef=false "$@" \
    >"$dir.setup.log" 2>&1 || { cat "$dir.setup.log"; exit 1; }
}

# The library and every test program `meson test` runs (the list follows the
# meson.build files), as ninja output paths.
# The ninja target of libxiapl itself (its file name carries the ABI version).
library_target() {
  meson introspect "$1" --targets | python -c '
import json, os, sys
build = os.path.realpath(sys.argv[1])
for target in json.load(sys.stdin):
    if target["name"] == "xiapl" and target["type"] == "shared library":
        print(os.path.relpath(target["filename"][0], build))' "$1"
}

test_programs() {
  meson introspect "$1" --tests | python -c '
import json, os, sys
build = os.path.realpath(sys.argv[1])
tests = [t for t in json.load(sys.stdin) if "xiapl:guards" not in t["suite"]]
programs = {os.path.relpath(os.path.realpath(t["cmd"][0]), build) for t in tests}
print("\n".join(sorted(programs)))' "$1"
}

# --- 1. ASan + UBSan ---------------------------------------------------------------

step "ASan+UBSan build ($asan_dir)"
mkdir -p "$asan_dir"
sanitize_recover=-fno-sanitize-recover=all  # UBSan reports abort instead of printing and going on
configure "$asan_dir" -Db_sanitize=address,undefined \
  -Dc_args=$sanitize_recover -Dcpp_args=$sanitize_recover \
  -Dc_link_args=$sanitize_recover -Dcpp_link_args=$sanitize_recover
mapfile -t asan_targets < <(test_programs "$asan_dir")
nice ninja -C "$asan_dir" "$(library_target "$asan_dir")" "${asan_targets[@]}" >"$asan_dir.compile.log" 2>&1 \
  || { tail -n 50 "$asan_dir.compile.log"; exit 1; }
part_done "ASan+UBSan build"

step "core and C ABI tests under ASan+UBSan+LSan (meson test)"
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:check_initialization_order=1:strict_init_order=1 \
  meson test -C "$asan_dir" --no-rebuild --no-suite guards --print-errorlogs --timeout-multiplier 3
no_reports "$asan_dir/meson-logs/testlog.txt"
part_done "core and C ABI tests (ASan+UBSan)"

step "Python suite against the ASan+UBSan libxiapl"
asan_library=$asan_dir/capi/libxiapl.so
asan_runtime=$(gcc -print-file-name=libasan.so)
ubsan_runtime=$(gcc -print-file-name=libubsan.so)
[ -f "$asan_runtime" ] && [ -f "$ubsan_runtime" ] || { echo "ci/sanitize.sh: gcc has no libasan/libubsan" >&2; exit 1; }
python_log=$out/asan-pytest.log
# The package as installed (sources + the header that xiapl.get_include()
# finds), from this checkout, without the release library beside it.
package=$out/asan-python
rm -rf "$package" && mkdir -p "$package/xiapl/include/xiapl"
shopt -s nullglob
cp "$root"/python/xiapl/*.py "$root"/python/xiapl/*.pyi "$root/python/xiapl/py.typed" "$package/xiapl/"
shopt -u nullglob
cp -r "$root/python/xiapl/distributed" "$root/python/xiapl/cli" "$root/python/xiapl/apps" "$package/xiapl/"
cp "$asan_dir/capi/include/xiapl/xiapl.h" "$package/xiapl/include/xiapl/"
# The reference pages the package carries (python/meson.build installs them in xiapl/docs/).
mkdir -p "$package/xiapl/docs/images"
cp "$root"/docs/*.md "$package/xiapl/docs/"
cp "$root/docs/images/flop_report.png" "$package/xiapl/docs/images/"
# The interpreter's own allocations are never freed at exit: leaks are checked
# by the C tests above, not here. The ASan runtime must be loaded first, so it
# is preloaded into the interpreter that later loads libxiapl.
# The Dask jobs' tests run kernels the suites here already cover, many times over in worker
# processes; under ASan they would double this step, so it keeps only the runner's tests.
jobs=()
for job in flops strength corpus; do jobs+=(--ignore="$root/tests/python/test_distributed_$job.py"); done
set +e
# shellcheck disable=SC2086  # XIAPL_SANITIZE_PYTEST_ARGS is split into arguments on purpose
LD_PRELOAD="$asan_runtime:$ubsan_runtime" \
  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
  PYTHONPATH="$package" XIAPL_LIBRARY="$asan_library" \
  python -m pytest -q -p no:cacheprovider --rootdir "$root" "${jobs[@]}" ${XIAPL_SANITIZE_PYTEST_ARGS:-} \
  "$root/tests/python" 2>&1 | tee "$python_log"
status=${PIPESTATUS[0]}
set -e
[ "$status" -eq 0 ] || { echo "ci/sanitize.sh: pytest failed under ASan+UBSan (status $status)" >&2; exit 1; }
no_reports "$python_log"
part_done "Python suite (ASan+UBSan)"

# --- 2. ThreadSanitizer ------------------------------------------------------------

step "ThreadSanitizer build ($tsan_dir)"
mkdir -p "$tsan_dir"
configure "$tsan_dir" -Db_sanitize=thread
nice ninja -C "$tsan_dir" tests/core/core_tests tests/capi/capi_threads_tests >"$tsan_dir.compile.log" 2>&1 \
  || { tail -n 50 "$tsan_dir.compile.log"; exit 1; }
part_done "ThreadSanitizer build"

step "threaded paths under ThreadSanitizer"
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1
tsan_log=$out/tsan.log
# Every core test that starts equity workers: thread counts, progress and
# cancellation from the calling thread, range equity over workers.
threaded_core_tests='EquityMonteCarlo.SameAtEveryThreadCount:EquityMonteCarlo.FollowsTheSpecification'
threaded_core_tests+=':EquityProgress.*:EquityScheduling.*:EquityVsRandom.MonteCarloAndModes'
threaded_core_tests+=':RangeEquity.ProgressHookCancels:RangeEquity.*IdenticalAtEveryThreadCount'
threaded_core_tests+=':RangeEquity.MultiwayThreeRanges:Icm.MonteCarloIsTheSameAtEveryThreadCount'
threaded_core_tests+=':Solver.RiverInvariantsAndDeterminism:Solver.TurnIsDeterministicAcrossThreads'
set +e
"$tsan_dir/tests/core/core_tests" --gtest_filter="$threaded_core_tests" --gtest_brief=1 2>&1 | tee "$tsan_log"
core_status=${PIPESTATUS[0]}
# 4 threads x 1 round: every job still overlaps with the others, in a
# fraction of the default run's time (TSan slows the work 5-15x).
XIAPL_STRESS_THREADS=4 XIAPL_STRESS_ROUNDS=1 "$tsan_dir/tests/capi/capi_threads_tests" 2>&1 | tee -a "$tsan_log"
stress_status=${PIPESTATUS[0]}
set -e
[ "$core_status" -eq 0 ] && [ "$stress_status" -eq 0 ] \
  || { echo "ci/sanitize.sh: a threaded test failed under TSan (core $core_status, stress $stress_status)" >&2; exit 1; }
# A renamed test must not leave the filter matching nothing.
ran=$(grep -oE '^\[==========\] [0-9]+ tests? from' "$tsan_log" | grep -oE '[0-9]+' | head -n 1)
[ "${ran:-0}" -ge 12 ] \
  || { echo "ci/sanitize.sh: the TSan filter matched ${ran:-0} core tests, expected 12; update threaded_core_tests" >&2; exit 1; }
no_reports "$tsan_log"
part_done "threaded tests (TSan)"

printf '\n==> sanitizer lane: no reports\n'
printf '%s\n' "${timing[@]}"
printf '%-44s %4ds\n' "total" $(($(date +%s) - lane_start))
