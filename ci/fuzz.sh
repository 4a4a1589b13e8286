#!/usr/bin/env bash
# Coverage-guided fuzzing (docs/hardening.md, "Fuzzing"): the libFuzzer
# harnesses in tests/fuzz/ against an ASan + UBSan build of libxiapl made with
# clang, and the atheris harnesses in tests/fuzz/python/ against the Python
# package. ci/test runs it inside its venv; it also runs on its own with a
# Python that has meson, ninja and hypothesis.
#
#   ci/fuzz.sh                        the gate: fixed seeds and run counts, so a
#                                     commit gets the same verdict every time
#   ci/fuzz.sh --campaign MINUTES     random seeds, MINUTES per harness: run it
#                                     before resolving work that touches a parser
#                                     and commit what it finds as regressions
#   XIAPL_FUZZ_TARGETS="table phh"    only these harnesses
#   XIAPL_FUZZ_RUNS=N                 gate: N executions per harness instead of
#                                     the per-harness counts below
#   XIAPL_FUZZ_BUILD=dir              build directory (default build/ci/fuzz)
#   XIAPL_LIBRARY=path/libxiapl.so    the library the Python harnesses load
#
# Each harness first replays its reproducers in tests/fuzz/regressions/<target>/,
# then fuzzes a temporary copy of tests/fuzz/corpus/<target>/ (new inputs never
# land in the repository). A crash, a sanitizer report, a timeout or a failed
# property fails the run; the reproducer is kept under <build>/artifacts/ and its
# path printed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
campaign_minutes=
case "${1:-}" in
  --campaign)
    campaign_minutes=${2:-}
    [[ "$campaign_minutes" =~ ^[0-9]+$ && "$campaign_minutes" -gt 0 ]] ||
      { echo "ci/fuzz.sh: --campaign takes whole minutes per harness, e.g. --campaign 10" >&2; exit 2; } ;;
  "") ;;
  *) echo "ci/fuzz.sh: unknown argument \"$1\"; use no argument (the gate) or --campaign MINUTES" >&2; exit 2 ;;
esac
out=${XIAPL_FUZZ_BUILD:-$root/build/ci/fuzz}
c_targets=(cards holdem_range omaha_range eval equity table phh sites solver)
py_targets=(phh cli)
# The gate's executions per harness: about 15-30 s each on a 2-core x86-64
# machine. A fixed seed and count make the run the same on every machine;
# only its duration varies. PHH has a libFuzzer harness (the C entry points)
# and an atheris one (the Python package); XIAPL_FUZZ_TARGETS="phh" runs both.
declare -A gate_runs=([cards]=300000 [holdem_range]=40000 [omaha_range]=10000 [eval]=80000
                      [equity]=20000 [table]=40000 [phh]=8000 [sites]=20000 [solver]=3000)
declare -A py_gate_runs=([phh]=3000 [cli]=3000)
if [ -n "${XIAPL_FUZZ_TARGETS:-}" ]; then
  read -r -a wanted <<<"$XIAPL_FUZZ_TARGETS"
  keep() { local t w; for t in "$@"; do for w in "${wanted[@]}"; do [ "$t" = "$w" ] && echo "$t"; done; done; }
  mapfile -t c_targets < <(keep "${c_targets[@]}")
  mapfile -t py_targets < <(keep "${py_targets[@]}")
fi
if [ -n "$campaign_minutes" ]; then
  mode="campaign: random seeds, $campaign_minutes min per harness"
else
  mode="gate: seed 1, a fixed number of executions per harness"
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)

step() { printf '\n==> %s\n' "$*"; }
started=$(date +%s)
timing=()
clock() { date +%s; }
record() { timing+=("$(printf '%-34s %5ds  %s' "$1" "$2" "${3:-}")"); }

step "fuzz tools"
t0=$(clock)
if ! command -v clang >/dev/null || ! command -v clang++ >/dev/null; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && $sudo apt-get install -y -qq clang
fi
clang --version | head -n 1
probe=$out/probe
mkdir -p "$probe"
printf '#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n' >"$probe/probe.c"
clang -fsanitize=fuzzer,address,undefined "$probe/probe.c" -o "$probe/probe" ||
  { echo "ci/fuzz.sh: clang cannot link -fsanitize=fuzzer (libFuzzer missing?)" >&2; exit 1; }
if ! python -c 'import atheris' 2>/dev/null; then
  python -m pip install -q atheris ||
    echo "ci/fuzz.sh: atheris could not be installed; the Python harnesses replay their corpus and run hypothesis mutations instead"
fi
python -c 'import atheris' 2>/dev/null && echo "atheris $(python -m pip show atheris 2>/dev/null | sed -n 's/^Version: //p')"
record "tools" $(($(clock) - t0))

step "libxiapl with clang, ASan + UBSan and fuzzer instrumentation ($out/lib)"
t0=$(clock)
# Only the coverage instrumentation goes on the library (-fsanitize=fuzzer-no-link):
# libFuzzer's main() comes with each harness. The build-time table generator is
# left uninstrumented (tests/fuzz/coverage_ignorelist.txt): it is linked without
# sanitizer runtimes. A build dir made with the same flags is reused (ninja
# regenerates it when a meson.build changes); other flags start it afresh.
fuzz_flags="-fsanitize=fuzzer-no-link -fno-sanitize-recover=all"
fuzz_flags+=" -fsanitize-coverage-ignorelist=$root/tests/fuzz/coverage_ignorelist.txt"
if [ "$(cat "$out/lib.flags" 2>/dev/null)" != "$fuzz_flags" ]; then
  rm -rf "$out/lib"
  printf '%s\n' "$fuzz_flags" >"$out/lib.flags"
fi
if [ ! -f "$out/lib/build.ninja" ]; then
  CC=clang CXX=clang++ meson setup "$out/lib" --buildtype=debugoptimized \
    -Db_sanitize=address,undefined -Db_lundef=false \
    -Dc_args="$fuzz_flags" -Dcpp_args="$fuzz_flags" >"$out/lib-setup.log" 2>&1 ||
    { cat "$out/lib-setup.log"; rm -rf "$out/lib"; exit 1; }
fi
# Regenerated first: `meson compile xiapl` names the library file of the last
# configure, which an ABI bump in meson.build renames.
ninja -C "$out/lib" build.ninja >"$out/lib-build.log" 2>&1 || { tail -n 40 "$out/lib-build.log"; exit 1; }
meson compile -C "$out/lib" xiapl >>"$out/lib-build.log" 2>&1 || { tail -n 40 "$out/lib-build.log"; exit 1; }
mkdir -p "$out/bin"
for target in "${c_targets[@]}"; do
  # Compiled as C (the harnesses use the C ABI like any C caller), linked by
  # clang++ for the C++ parts of the sanitizer runtimes the library needs.
  clang -std=c11 -g -O1 -Wall -Wextra -Werror -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
    -I "$out/lib/capi/include" -c "tests/fuzz/fuzz_$target.c" -o "$out/bin/fuzz_$target.o"
  clang++ -fsanitize=fuzzer,address,undefined "$out/bin/fuzz_$target.o" -L "$out/lib/capi" -lxiapl \
    -Wl,-rpath,"$out/lib/capi" -lm -o "$out/bin/fuzz_$target"
done
record "build" $(($(clock) - t0))

# Python's string hashing is randomized per process; fixed, the atheris
# harnesses see the same coverage for the same inputs.
export PYTHONHASHSEED=0
fixed_layout=()
if [ -z "$campaign_minutes" ]; then
  export XIAPL_FUZZ_ONE_THREAD=1
  if setarch "$(uname -m)" -R true 2>/dev/null; then
    fixed_layout=(setarch "$(uname -m)" -R)
  else
    echo "ci/fuzz.sh: setarch -R is not available; addresses vary between runs, and so may the fuzzing path"
  fi
fi
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
work=$(mktemp -d "${TMPDIR:-/tmp}/xiapl-fuzz.XXXXXX")
mkdir -p "$out/artifacts"
failed=()

# Reports a failed run: the log's tail and the reproducer kept in $out/artifacts.
report() {
  local label=$1 log=$2 artifact
  tail -n 60 "$log"
  for artifact in "$work/artifacts/$label"-*; do
    [ -e "$artifact" ] || continue
    cp "$artifact" "$out/artifacts/"
    echo "ci/fuzz.sh: $label failed; reproducer: $out/artifacts/$(basename "$artifact")"
    echo "  replay it: $(printf '%q ' "${run[@]}") $out/artifacts/$(basename "$artifact")"
  done
  failed+=("$label")
}

# Runs one harness: its regressions once, then the time box over a copy of its
# corpus. Arguments: the target (its corpus, regressions and dictionary), a
# label (its log, artifacts and report line), the gate's executions, the command.
fuzz_one() {
  local target=$1 label=$2 gate=$3 t0 log stats regressions=()
  shift 3
  local run=("$@")
  t0=$(clock)
  log=$work/$label.log
  mkdir -p "$work/corpus/$label" "$work/artifacts"
  cp -r "tests/fuzz/corpus/$target/." "$work/corpus/$label/"
  if [ -d "tests/fuzz/regressions/$target" ]; then
    mapfile -t regressions < <(find "tests/fuzz/regressions/$target" -type f | sort)
  fi
  if [ ${#regressions[@]} -gt 0 ] && ! "${run[@]}" "${regressions[@]}" >"$log" 2>&1; then
    echo "ci/fuzz.sh: $label fails on a committed regression input"
    report "$label" "$log"
    record "$label (regressions)" $(($(clock) - t0)) "FAILED"
    return
  fi
  local dict=()
  [ -f "tests/fuzz/$target.dict" ] && dict=("-dict=tests/fuzz/$target.dict")
  local budget
  if [ -n "$campaign_minutes" ]; then
    budget=(-seed=0 -max_total_time=$((campaign_minutes * 60)))  # seed 0: libFuzzer draws one
  else
    # What else steers libFuzzer besides the seed is turned off, so that a run
    # repeats exactly: entropic scheduling and input reduction; mutations
    # built from the values the code compared (some are addresses or depend on
    # the machine's load), with address-space randomization off as well; and
    # the equity harness's two-thread runs, whose coverage depends on
    # scheduling (XIAPL_FUZZ_ONE_THREAD, set below). Campaigns keep them all.
    budget=(-seed=1 -runs="${XIAPL_FUZZ_RUNS:-$gate}" -entropic=0 -reduce_inputs=0 -use_cmp=0)
    [ ${#fixed_layout[@]} -eq 0 ] || run=("${fixed_layout[@]}" "${run[@]}")
  fi
  if "${run[@]}" "${budget[@]}" -timeout=25 -rss_limit_mb=2560 -print_final_stats=1 \
      "${dict[@]}" -artifact_prefix="$work/artifacts/$label-" "$work/corpus/$label" >"$log" 2>&1; then
    stats=$(grep -E '^stat::number_of_executed_units|^Done [0-9]+ runs' "$log" | tail -n 1 | grep -oE '[0-9]+' | head -n 1)
    # The final coverage line: in the gate, the same on every run of a commit.
    local reached
    reached=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 | grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' || true)
    record "$label" $(($(clock) - t0)) "${stats:-?} executions, ${#regressions[@]} regression input(s)${reached:+, $reached}"
  else
    report "$label" "$log"
    record "$label" $(($(clock) - t0)) "FAILED"
  fi
}

step "libFuzzer harnesses, $mode"
for target in "${c_targets[@]}"; do
  echo "fuzz_$target"
  fuzz_one "$target" "$target" "${gate_runs[$target]}" "$out/bin/fuzz_$target"
done

if [ ${#py_targets[@]} -gt 0 ]; then
  step "atheris harnesses, $mode"
  # The Python package of this checkout with a release libxiapl (an ASan library
  # would need its runtime preloaded into the interpreter).
  library=${XIAPL_LIBRARY:-}
  if [ -z "$library" ]; then
    # The default targets: the library and its soname links (the unversioned
    # link is no ninja target of its own, so a fresh directory cannot build it by name).
    if [ -f "$root/build/ci/meson/build.ninja" ]; then
      ninja -C "$root/build/ci/meson" >/dev/null
      library=$root/build/ci/meson/capi/libxiapl.so
    else
      [ -f "$out/release/build.ninja" ] || meson setup "$out/release" --buildtype=release >"$out/release-setup.log"
      ninja -C "$out/release" >/dev/null
      library=$out/release/capi/libxiapl.so
    fi
  fi
  export XIAPL_LIBRARY=$library PYTHONPATH=$root/python
  for target in "${py_targets[@]}"; do
    echo "python fuzz_$target"
    fuzz_one "$target" "python_$target" "${py_gate_runs[$target]}" python "tests/fuzz/python/fuzz_$target.py"
  done
fi

step "fuzz timings ($mode)"
printf '%s\n' "${timing[@]}"
printf '%-34s %5ds\n' "total" $(($(clock) - started))
if [ ${#failed[@]} -gt 0 ]; then
  echo "ci/fuzz.sh: failed: ${failed[*]} (logs in $work)" >&2
  exit 1
fi
rm -rf "$work"
