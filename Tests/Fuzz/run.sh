#!/usr/bin/env bash
# Builds one libFuzzer target straight from the module sources and runs it.
#
#   Tests/Fuzz/run.sh json-state|step-script|arguments RUNS [libFuzzer flags...]
#
# CalcCore, TextUI, CalcScreens and CalcCommandLine are compiled with swiftc into static
# libraries instrumented for libFuzzer and AddressSanitizer, in .build/fuzz (not
# SwiftPM's build folder, so it never disturbs `swift build`). The fuzzer starts
# from the committed seeds in Tests/Fuzz/Corpus/TARGET and keeps what it learns in
# .build/fuzz/corpus/TARGET. A crash, trap, leak, timeout or out-of-memory makes
# the script exit non-zero and leaves the input in .build/fuzz/artifacts.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
target="${1:?usage: run.sh TARGET RUNS [flags...]}"
runs="${2:?usage: run.sh TARGET RUNS [flags...]}"
shift 2
case "$target" in
  json-state) harness=JSONStateFuzzer ;;
  step-script) harness=StepScriptFuzzer ;;
  arguments) harness=ArgumentsFuzzer ;;
  *) echo "run.sh: unknown target '$target'; expected json-state, step-script or arguments" >&2; exit 64 ;;
esac
out="$root/.build/fuzz"
mkdir -p "$out/corpus/$target" "$out/artifacts"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -enable-testing
  -swift-version 6 -package-name calc_kit -I "$out" -L "$out")

build_module() {
  local module="$1" sources
  sources=$(find "$root/Sources/$module" -name '*.swift' | sort)
  if [[ -f "$out/lib$module.a" ]] && [[ -z "$(find "$root/Sources/$module" -name '*.swift' -newer "$out/lib$module.a")" ]]; then
    return
  fi
  echo "== fuzz: compiling $module" >&2
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name "$module" -emit-library -static -emit-module \
    -emit-module-path "$out/$module.swiftmodule" -o "$out/lib$module.a" $sources
}
build_module CalcCore
build_module TextUI
build_module CalcScreens
build_module CalcCommandLine

binary="$out/$harness"
if [[ ! -x "$binary" ]] || [[ -n "$(find "$root/Tests/Fuzz/$harness.swift" "$out"/lib*.a -newer "$binary")" ]]; then
  echo "== fuzz: linking $harness" >&2
  swiftc "${flags[@]}" -module-name "$harness" "$root/Tests/Fuzz/$harness.swift" \
    -lCalcCommandLine -lCalcScreens -lTextUI -lCalcCore -lFoundation -o "$binary"
fi

echo "== fuzz: $target, $runs runs" >&2
"$binary" "$out/corpus/$target" "$root/Tests/Fuzz/Corpus/$target" \
  -runs="$runs" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$out/artifacts/$target-" "$@"
