#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for SECONDS seconds.
#
#   Scripts/fuzz.sh [SECONDS] [trace|scene|all]
#
# The UIKitModel, UIKitPorting and TraceReplay sources are compiled as static libraries with
# `-sanitize=fuzzer,address` (coverage + AddressSanitizer), then each Fuzz/*Fuzz.swift entry is
# linked against them with libFuzzer's main. Every module is compiled in the package
# `tracereplay`, as SwiftPM compiles them: the entries reach the readers through `package`
# declarations. Corpora, crashes and logs go to fuzz-out/
# (gitignored). Seeds: traces/*.jsonl for the trace target, traces/*.scene.json for the scene one.
# The run ends with status 1 when libFuzzer found a crash, a trap, a leak or a timeout.
set -euo pipefail

SECONDS_EACH="${1:-600}"
WHICH="${2:-all}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/fuzz-out"
BUILD="$OUT/build"
SWIFTC="${SWIFTC:-swiftc}"
FLAGS=(-O -g -sanitize=fuzzer,address -parse-as-library -package-name tracereplay)

case "$WHICH" in
  trace | scene | all) ;;
  *) echo "usage: $0 [SECONDS] [trace|scene|all]" >&2; exit 2 ;;
esac

mkdir -p "$BUILD"

build_library() {
  local name="$1"
  shift
  local lib="$BUILD/lib$name.a"
  if [ -f "$lib" ] && [ -z "$(find "$ROOT/Sources/$name" -name '*.swift' -newer "$lib" 2>/dev/null)" ] \
    && [ -z "${REBUILD_DEPENDENTS:-}" ]; then
    return 0
  fi
  REBUILD_DEPENDENTS=1
  echo "fuzz.sh: building $name" >&2
  # A snapshot, so that editing the sources while this builds does not fail the build.
  rm -rf "$BUILD/src/$name"
  mkdir -p "$BUILD/src"
  cp -R "$ROOT/Sources/$name" "$BUILD/src/$name"
  # shellcheck disable=SC2046
  "$SWIFTC" "${FLAGS[@]}" -module-name "$name" -emit-library -static -emit-module \
    -emit-module-path "$BUILD/$name.swiftmodule" -I "$BUILD" \
    $(find "$BUILD/src/$name" -name '*.swift' | sort) -o "$lib"
}

build_target() {
  local name="$1"
  echo "fuzz.sh: building fuzz-$name" >&2
  local entry
  entry="$ROOT/Fuzz/$(tr '[:lower:]' '[:upper:]' <<<"${name:0:1}")${name:1}Fuzz.swift"
  "$SWIFTC" "${FLAGS[@]}" -I "$BUILD" "$entry" -L "$BUILD" -lTraceReplay -lUIKitPorting -lUIKitModel \
    -o "$BUILD/fuzz-$name"
}

seed() {
  local name="$1" corpus="$OUT/corpus-$name"
  mkdir -p "$corpus"
  case "$name" in
    trace) cp "$ROOT"/traces/*.jsonl "$corpus"/ ;;
    scene) cp "$ROOT"/traces/*.scene.json "$corpus"/ ;;
  esac
  find "$ROOT/Fuzz/seeds/$name" -type f -exec cp {} "$corpus"/ \; 2>/dev/null || true
}

run_target() {
  local name="$1" corpus="$OUT/corpus-$name"
  mkdir -p "$OUT/artifacts-$name"
  echo "fuzz.sh: running fuzz-$name for ${SECONDS_EACH}s (log: fuzz-out/fuzz-$name.log)" >&2
  local status=0
  ASAN_OPTIONS="detect_leaks=1:${ASAN_OPTIONS:-}" "$BUILD/fuzz-$name" "$corpus" \
    -max_total_time="$SECONDS_EACH" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$OUT/artifacts-$name/" \
    >"$OUT/fuzz-$name.log" 2>&1 || status=$?
  echo "fuzz.sh: fuzz-$name: $(grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)' "$OUT/fuzz-$name.log" \
    | tr '\n' ' ')" >&2
  grep -E '^stat::(number_of_executed_units|average_exec_per_sec)' "$OUT/fuzz-$name.log" >&2 || true
  echo "fuzz.sh: fuzz-$name corpus: $(find "$corpus" -type f | wc -l) files" >&2
  if [ "$status" -ne 0 ]; then
    echo "fuzz.sh: fuzz-$name FAILED (status $status); see fuzz-out/fuzz-$name.log" >&2
    tail -n 40 "$OUT/fuzz-$name.log" >&2
  fi
  return "$status"
}

build_library UIKitModel
build_library UIKitPorting
build_library TraceReplay
targets=()
case "$WHICH" in
  all) targets=(trace scene) ;;
  *) targets=("$WHICH") ;;
esac
for name in "${targets[@]}"; do
  build_target "$name"
  seed "$name"
done
# With `all`, the targets run side by side (one core each).
pids=()
for name in "${targets[@]}"; do
  run_target "$name" &
  pids+=("$!")
done
failed=0
for pid in "${pids[@]}"; do
  wait "$pid" || failed=1
done
exit "$failed"
