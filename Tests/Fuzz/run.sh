#!/usr/bin/env bash
# Fuzzes with libFuzzer, then prints the executions run and the crashes
# found, for each of two harnesses:
#   fuzz-pipeline  the whole pipeline, for SECONDS (default 60);
#   fuzz-pieces    reading in pieces alone, on large inputs made from the
#                  corpus, against reading whole, for PIECES_SECONDS (default
#                  half of SECONDS);
#   fuzz-messages  the language server's message layer: a client's byte
#                  stream to `transitionc lsp`, for MESSAGES_SECONDS (default
#                  half of SECONDS).
# Exit status: 0 when no crash, timeout or out-of-memory was found, 1 otherwise.
#
#   Tests/Fuzz/run.sh            one minute and half a minute (what CI runs)
#   Tests/Fuzz/run.sh 3600       an hour and half an hour
#   Tests/Fuzz/run.sh 0 600      ten minutes of the pieces harness only
#   Tests/Fuzz/run.sh 0 0 600    ten minutes of the message harness only
#   FUZZ_KEEP_GOING=1 Tests/Fuzz/run.sh 3600
#                                runs that do not stop at the first crash
#                                (libFuzzer's fork mode; each crash is saved)
#
# Builds the harnesses first (Tests/Fuzz/build.sh) unless FUZZ_NO_BUILD=1. The
# corpora they grow are kept in .build-fuzzer/corpus and corpus-pieces between
# runs; crashing inputs are saved in .build-fuzzer/artifacts/ (crash-*,
# timeout-*, oom-*; the pieces harness's start with pieces-). Reproduce one
# with: .build-fuzzer/fuzz-pipeline FILE (or fuzz-pieces).
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:-60}
pieces_seconds=${2:-$((seconds / 2))}
messages_seconds=${3:-$((seconds / 2))}
out=.build-fuzzer
[ "${FUZZ_NO_BUILD:-0}" = 1 ] || Tests/Fuzz/build.sh

# Seeds: the bundled specs, the test fixtures and the hostile corpus's
# small files (the generated huge cases are reached by mutation, not copied).
rm -rf "$out/seeds" "$out/seeds-pieces" "$out/seeds-messages"
mkdir -p "$out/seeds" "$out/seeds-pieces" "$out/corpus" "$out/corpus-pieces" "$out/corpus-messages" "$out/artifacts"
# The message harness's: a whole session, the bundled spec opened, bad frames.
cp -r Tests/Fuzz/MessageSeeds "$out/seeds-messages"
find Specs Tests/TransitionCompilerTests/Fixtures Tests/Corpus/hostile \
    -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.bin' \) -size -64k -print0 |
    while IFS= read -r -d '' file; do
        name=$(echo "$file" | tr / _)
        cp "$file" "$out/seeds/$name"
        # The pieces harness reads a first byte that says how to make the
        # rest large (FuzzPieces.swift): as it is, widened, padded, both.
        for control in 00 34 58 2c; do
            { printf "\\x$control"; cat "$file"; } >"$out/seeds-pieces/$control-$name"
        done
    done

# And the pieces harness's own: small files that, made large, once read
# differently in pieces (their first byte is already there).
cp Tests/Fuzz/PiecesSeeds/* "$out/seeds-pieces/"

# The Swift runtime's backtracer hangs after a crash under libFuzzer.
export SWIFT_BACKTRACE=enable=no
# Report leaks as bugs too, but do not stop on libyaml's (uninstrumented) internals.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1:quarantine_size_mb=64}

# fuzz HARNESS SECONDS CORPUS SEEDS ARTIFACT_PREFIX TIMEOUT RSS_MB: one run;
# sets `failed`.
failed=0
fuzz() {
    local harness=$1 time=$2 corpus=$3 seeds=$4 prefix=$5 timeout=$6 rss=$7 dict=${8:-Tests/Fuzz/yaml.dict}
    [ "$time" -gt 0 ] || return 0
    local before after found status=0 executions
    before=$(find "$out/artifacts" -type f | wc -l)
    local options=(-dict="$dict" -max_len=16384 -timeout="$timeout" -rss_limit_mb="$rss"
                   -max_total_time="$time" -artifact_prefix="$out/artifacts/$prefix" -print_final_stats=1)
    if [ "${FUZZ_KEEP_GOING:-0}" = 1 ]; then
        options+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    fi
    local log="$out/last-run-$harness.log"
    "$out/$harness" "${options[@]}" "$corpus" "$seeds" >"$log" 2>&1 || status=$?

    # Executions: the final stats of a plain run, or the last status line of a forked one.
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    [ -n "$executions" ] || executions=$(sed -n 's/^#\([0-9][0-9]*\).*/\1/p' "$log" | tail -1)
    after=$(find "$out/artifacts" -type f | wc -l)
    found=$((after - before))
    echo "$harness: fuzzed for $time s: ${executions:-0} executions, $found crashes (log: $log)"
    if [ "$found" -gt 0 ] || [ "$status" -ne 0 ]; then
        grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*Test unit written to)' "$log" | head -20 || true
        echo "fuzzing found a problem; new artifacts in $out/artifacts/"
        failed=1
    fi
}

fuzz fuzz-pipeline "$seconds" "$out/corpus" "$out/seeds" "" 5 512
# Inputs made up to a megabyte, each read four times: more time and memory.
fuzz fuzz-pieces "$pieces_seconds" "$out/corpus-pieces" "$out/seeds-pieces" pieces- 10 1024
fuzz fuzz-messages "$messages_seconds" "$out/corpus-messages" "$out/seeds-messages" messages- 10 1024 Tests/Fuzz/lsp.dict
exit "$failed"
