#!/usr/bin/env bash
# Fuzzes the whole pipeline for SECONDS (default 60) with libFuzzer, then
# prints the executions run and the crashes found. Exit status: 0 when no
# crash, timeout or out-of-memory was found, 1 otherwise.
#
#   Tests/Fuzz/run.sh            one minute (what CI runs)
#   Tests/Fuzz/run.sh 3600       an hour
#   FUZZ_KEEP_GOING=1 Tests/Fuzz/run.sh 3600
#                                an hour that does not stop at the first crash
#                                (libFuzzer's fork mode; each crash is saved)
#
# Builds the harness first (Tests/Fuzz/build.sh) unless FUZZ_NO_BUILD=1. The
# corpus it grows is kept in .build-fuzzer/corpus between runs; crashing
# inputs are saved in .build-fuzzer/artifacts/ (crash-*, timeout-*, oom-*).
# Reproduce one with: .build-fuzzer/fuzz-pipeline FILE
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:-60}
out=.build-fuzzer
[ "${FUZZ_NO_BUILD:-0}" = 1 ] || Tests/Fuzz/build.sh

# Seeds: the bundled specs, the test fixtures and the hostile corpus's
# small files (the generated huge cases are reached by mutation, not copied).
rm -rf "$out/seeds"
mkdir -p "$out/seeds" "$out/corpus" "$out/artifacts"
find Specs Tests/TransitionCompilerTests/Fixtures Tests/Corpus/hostile \
    -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.bin' \) -size -64k -print0 |
    while IFS= read -r -d '' file; do cp "$file" "$out/seeds/$(echo "$file" | tr / _)"; done

# The Swift runtime's backtracer hangs after a crash under libFuzzer.
export SWIFT_BACKTRACE=enable=no
# Report leaks as bugs too, but do not stop on libyaml's (uninstrumented) internals.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1:quarantine_size_mb=64}

before=$(find "$out/artifacts" -type f | wc -l)
options=(-dict=Tests/Fuzz/yaml.dict -max_len=16384 -timeout=5 -rss_limit_mb=512
         -max_total_time="$seconds" -artifact_prefix="$out/artifacts/" -print_final_stats=1)
if [ "${FUZZ_KEEP_GOING:-0}" = 1 ]; then
    options+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi
log="$out/last-run.log"
status=0
"$out/fuzz-pipeline" "${options[@]}" "$out/corpus" "$out/seeds" >"$log" 2>&1 || status=$?

# Executions: the final stats of a plain run, or the last status line of a forked one.
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
[ -n "$executions" ] || executions=$(sed -n 's/^#\([0-9][0-9]*\).*/\1/p' "$log" | tail -1)
after=$(find "$out/artifacts" -type f | wc -l)
found=$((after - before))
echo "fuzzed for $seconds s: ${executions:-0} executions, $found crashes (log: $log)"
if [ "$found" -gt 0 ] || [ "$status" -ne 0 ]; then
    grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*Test unit written to)' "$log" | head -20 || true
    echo "fuzzing found a problem; new artifacts in $out/artifacts/"
    exit 1
fi
