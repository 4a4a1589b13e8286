#!/usr/bin/env bash
# Runs the Go, Node and Rust binding suites against a libxiapl installed with
# `meson install` into PREFIX:
#
#   ci/test_bindings.sh PREFIX
#
# Sets XIAPL_LIB_DIR, XIAPL_INCLUDE_DIR, PKG_CONFIG_PATH and LD_LIBRARY_PATH
# from PREFIX, then runs each language's formatter and linter and its tests:
# gofmt, go vet and `go test`; `npm ci`, eslint, `tsc --noEmit` and
# `node --expose-gc --test`; `cargo fmt --check`, clippy and `cargo test`
# (each also builds and runs its example program). Go builds once through
# pkg-config (the default) and once through CGO_CFLAGS/CGO_LDFLAGS (the
# documented override). Every suite runs even if an earlier one failed; the
# script exits non-zero if any failed. Needs go, node + npm and cargo (with
# rustfmt and clippy); npm fetches koffi and the dev tools, cargo no crates.
set -uo pipefail

if [ $# -ne 1 ] || [ ! -d "$1" ]; then
  echo "usage: ci/test_bindings.sh PREFIX   (a folder that meson install wrote into)" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=$(cd "$1" && pwd)
logs=$root/build/ci/bindings
mkdir -p "$logs"

library=$(find "$prefix" \( -name 'libxiapl.so' -o -name 'libxiapl.dylib' \) -print 2>/dev/null | head -n 1)
pcfile=$(find "$prefix" -name 'xiapl.pc' -print 2>/dev/null | head -n 1)
if [ -z "$library" ] || [ -z "$pcfile" ] || [ ! -f "$prefix/include/xiapl/xiapl.h" ]; then
  echo "ci/test_bindings.sh: $prefix lacks libxiapl, xiapl.pc or include/xiapl/xiapl.h; run meson install first" >&2
  exit 2
fi
export XIAPL_LIB_DIR=$(dirname "$library")
export XIAPL_INCLUDE_DIR=$prefix/include
export PKG_CONFIG_PATH=$(dirname "$pcfile")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
export LD_LIBRARY_PATH=$XIAPL_LIB_DIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export DYLD_LIBRARY_PATH=$XIAPL_LIB_DIR${DYLD_LIBRARY_PATH:+:$DYLD_LIBRARY_PATH}
export GOTOOLCHAIN=local
export CARGO_TERM_COLOR=never NO_COLOR=1

step() { printf '\n==> %s\n' "$*"; }
failed=()
# The example programs print this for their default hand (Ah Kh 7c 2d 2s, Ad As).
example_line='full house, aces over twos'

require() {
  local tool
  for tool in "$@"; do
    if ! command -v "$tool" >/dev/null; then
      echo "ci/test_bindings.sh: $tool is not installed" >&2
      return 1
    fi
  done
}

go_suite() {
  require go gofmt pkg-config || return 1
  cd "$root/bindings/go" || return 1
  local unformatted
  unformatted=$(gofmt -l .) || return 1
  if [ -n "$unformatted" ]; then
    echo "gofmt -l lists files that need gofmt -w:" >&2
    echo "$unformatted" >&2
    return 1
  fi
  go vet ./... || return 1
  if ! go test -count=1 -v ./... >"$logs/go.log" 2>&1; then
    cat "$logs/go.log"
    return 1
  fi
  grep -E '^(ok|FAIL|---)' "$logs/go.log" | grep -v -- '--- PASS' || true
  local passed
  passed=$(grep -c -- '--- PASS' "$logs/go.log")
  echo "go test: $passed passed, 0 failed"
  go run ./examples/evaluate | grep -q "$example_line" || { echo "go example: unexpected output" >&2; return 1; }
  # The documented override: no pkg-config, flags from the XIAPL_* folders.
  CGO_CFLAGS="-I$XIAPL_INCLUDE_DIR" CGO_LDFLAGS="-L$XIAPL_LIB_DIR -Wl,-rpath,$XIAPL_LIB_DIR" PKG_CONFIG=false \
    go run -tags xiapl_nopkgconfig ./examples/evaluate | grep -q "$example_line" \
    || { echo "go example built with -tags xiapl_nopkgconfig failed" >&2; return 1; }
  echo "go example: ok (pkg-config and CGO_* override)"
}

node_suite() {
  require node npm || return 1
  cd "$root/bindings/node" || return 1
  npm ci --no-audit --no-fund --loglevel=error || return 1
  npm run --silent lint || { echo "node lint: eslint failed" >&2; return 1; }
  echo "node lint: eslint clean"
  npm run --silent typecheck || { echo "node typecheck: tsc --noEmit failed" >&2; return 1; }
  echo "node typecheck: tsc --noEmit clean"
  # --expose-gc: the finalizer tests collect on demand.
  if ! node --expose-gc --test test/ >"$logs/node.log" 2>&1; then
    grep -B2 -A25 -E '^ *not ok' "$logs/node.log" | head -n 200
    tail -n 9 "$logs/node.log"
    return 1
  fi
  tail -n 9 "$logs/node.log"
  node examples/evaluate.js | grep -q "$example_line" || { echo "node example: unexpected output" >&2; return 1; }
  echo "node example: ok"
}

rust_suite() {
  require cargo pkg-config || return 1
  cd "$root/bindings/rust" || return 1
  if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
    echo "ci/test_bindings.sh: cargo fmt and cargo clippy are needed: rustup component add rustfmt clippy" >&2
    return 1
  fi
  cargo fmt --all --check || { echo "rust: run cargo fmt --all in bindings/rust" >&2; return 1; }
  cargo clippy --locked -q --all-targets -- -D warnings || return 1
  echo "rust fmt and clippy: clean"
  if ! cargo test --locked >"$logs/rust.log" 2>&1; then
    cat "$logs/rust.log"
    return 1
  fi
  grep -E '^(     Running|   Doc-tests|test result)' "$logs/rust.log"
  cargo run --locked -q --example evaluate | grep -q "$example_line" \
    || { echo "rust example: unexpected output" >&2; return 1; }
  echo "rust example: ok"
}

start=$(date +%s)
for suite in go node rust; do
  step "$suite binding (XIAPL_LIB_DIR=$XIAPL_LIB_DIR)"
  t0=$(date +%s)
  if ("${suite}_suite"); then
    echo "$suite: passed in $(( $(date +%s) - t0 ))s"
  else
    echo "$suite: FAILED" >&2
    failed+=("$suite")
  fi
done

step "bindings summary ($(( $(date +%s) - start ))s)"
if [ ${#failed[@]} -gt 0 ]; then
  echo "binding suites failed: ${failed[*]}" >&2
  exit 1
fi
echo "binding suites passed: go node rust"
