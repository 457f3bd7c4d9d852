#!/usr/bin/env bash
# Builds one libFuzzer target straight from the module sources and runs it.
#
#   Tests/Fuzz/run.sh [--debug] json-state|step-script|arguments RUNS [libFuzzer flags...]
#
# KitSupport, TextWidth, LineDiff, SwiftSource, ProcessRunner, CalcCore, TextUI,
# CalcScreens, CalcScenarios, CalcSeed, CommandLineSupport,
# LessonReading, CalcExercises and CalcCommandLine (the modules calc-render links)
# are compiled with swiftc into static libraries instrumented for libFuzzer and
# AddressSanitizer, in .build/fuzz (not
# SwiftPM's build folder, so it never disturbs `swift build`). With --debug they are
# compiled without optimisation (-Onone), as `swift run` and `swift test` build them,
# into .build/fuzz-debug: only a debug build checks the standard library's debug
# preconditions (a Character made of two grapheme clusters, for one), so traps that
# only users of a debug build meet are found there. The fuzzer starts from the
# committed seeds in Tests/Fuzz/Corpus/TARGET and keeps what it learns in the build
# folder's corpus/TARGET. A crash, trap, leak, timeout or out-of-memory makes the
# script exit non-zero and leaves the input in the build folder's artifacts/.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
optimisation=-O
out="$root/.build/fuzz"
if [[ "${1:-}" == "--debug" ]]; then
  optimisation=-Onone
  out="$root/.build/fuzz-debug"
  shift
fi
target="${1:?usage: run.sh [--debug] TARGET RUNS [flags...]}"
runs="${2:?usage: run.sh [--debug] TARGET RUNS [flags...]}"
shift 2
case "$target" in
  json-state) harness=JSONStateFuzzer ;;
  step-script) harness=StepScriptFuzzer ;;
  arguments) harness=ArgumentsFuzzer ;;
  *) echo "run.sh: unknown target '$target'; expected json-state, step-script or arguments" >&2; exit 64 ;;
esac
mkdir -p "$out/corpus/$target" "$out/artifacts"
flags=(-sanitize=fuzzer,address -parse-as-library "$optimisation" -g -enable-testing
  -swift-version 6 -package-name calc_kit -I "$out" -L "$out")

build_module() {
  local module="$1" folder sources
  folder=$(find "$root/Sources" -mindepth 2 -maxdepth 2 -type d -name "$module" | head -n 1)
  sources=$(find "$folder" -name '*.swift' | sort)
  if [[ -f "$out/lib$module.a" ]] && [[ -z "$(find "$folder" -name '*.swift' -newer "$out/lib$module.a")" ]]; then
    return
  fi
  echo "== fuzz: compiling $module ($optimisation)" >&2
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name "$module" -emit-library -static -emit-module \
    -emit-module-path "$out/$module.swiftmodule" -o "$out/lib$module.a" $sources
}
build_module KitSupport
build_module TextWidth
build_module LineDiff
build_module SwiftSource
build_module ProcessRunner
build_module CalcCore
build_module TextUI
build_module CalcScreens
build_module CalcScenarios
build_module CalcSeed
build_module CommandLineSupport
build_module LessonReading
build_module CalcExercises
build_module CalcCommandLine

binary="$out/$harness"
if [[ ! -x "$binary" ]] || [[ -n "$(find "$root/Tests/Fuzz/$harness.swift" "$out"/lib*.a -newer "$binary")" ]]; then
  echo "== fuzz: linking $harness" >&2
  swiftc "${flags[@]}" -module-name "$harness" "$root/Tests/Fuzz/$harness.swift" \
    -lCalcCommandLine -lCalcExercises -lLessonReading -lCommandLineSupport -lCalcSeed -lCalcScenarios \
    -lCalcScreens -lTextUI -lCalcCore -lProcessRunner -lSwiftSource -lLineDiff -lTextWidth -lKitSupport -lFoundation -o "$binary"
fi

echo "== fuzz: $target ($optimisation), $runs runs" >&2
"$binary" "$out/corpus/$target" "$root/Tests/Fuzz/Corpus/$target" \
  -runs="$runs" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$out/artifacts/$target-" "$@"
