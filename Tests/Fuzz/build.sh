#!/usr/bin/env bash
# Builds the libFuzzer harness (Tests/Fuzz/FuzzPipeline.swift) with the library
# sources compiled in, instrumented for coverage and AddressSanitizer.
#
# SwiftPM cannot build it: `-sanitize=fuzzer` links libFuzzer's own `main`,
# which clashes with the `transitionc` executable's, and a package cannot
# declare a target that links differently. So each library is compiled here
# as its own module, in dependency order, into one object file apiece
# (whole-module), and the harness is linked against those objects:
#
#   ParallelWork, CYAML (module map over <yaml.h>), CTreeBuilder -> YAMLSource ─┐
#   TransitionRuntime ────────────────────────────────────────────┴-> TransitionCompiler -> harness
#   JSONCodec, YAMLSource -> JSONSource -> TransitionCompiler;  JSONSource -> LanguageServerProtocol ─┐
#   TransitionCompiler ────────────────────────────────────────────────────┴-> TransitionLanguageServer -> fuzz-messages
#
# The harness also replaces libyaml's reader step as the executable does
# (CLibYAMLReader, a header it compiles in; Tests/Fuzz/FuzzLibYAMLReader.swift).
#
# Usage: Tests/Fuzz/build.sh            -> .build-fuzzer/fuzz-pipeline, fuzz-pieces, fuzz-messages
# FUZZ_OPT=-Onone Tests/Fuzz/build.sh   -> unoptimised (slower, but `assert` is checked)
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build-fuzzer
opt=${FUZZ_OPT:--O}
mkdir -p "$out/modules"

# `-sanitize=fuzzer` on a module adds coverage instrumentation only; libFuzzer
# itself is linked in the last step. lld avoids gold's warnings about the
# sanitizer runtime's local symbols.
flags=(-sanitize=fuzzer,address -parse-as-library "$opt" -g -swift-version 6 -package-name transitionc
       -I Sources/CYAML -I Sources/CTreeBuilder -I Sources/CLibYAMLReader -I "$out/modules" -use-ld=lld)

# compile MODULE: Sources/MODULE/**/*.swift -> $out/modules/MODULE.{swiftmodule,o}
compile() {
    local module=$1
    local sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done \
        < <(find "Sources/$module" -name '*.swift' -print0 | sort -z)
    echo "compiling $module (${#sources[@]} files)"
    swiftc "${flags[@]}" -module-name "$module" -whole-module-optimization \
        -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
        -c "${sources[@]}" -o "$out/modules/$module.o"
}

compile ParallelWork
compile YAMLSource
compile TransitionRuntime
compile JSONCodec
compile JSONSource
compile TransitionCompiler
compile LanguageServerProtocol
compile TransitionLanguageServer

echo "linking $out/fuzz-pipeline"
swiftc "${flags[@]}" -module-name FuzzPipeline Tests/Fuzz/FuzzPipeline.swift Tests/Fuzz/ReadDescription.swift \
    Tests/Fuzz/FuzzLibYAMLReader.swift \
    "$out/modules/ParallelWork.o" "$out/modules/YAMLSource.o" "$out/modules/TransitionRuntime.o" "$out/modules/JSONCodec.o" \
    "$out/modules/JSONSource.o" "$out/modules/TransitionCompiler.o" -lyaml -o "$out/fuzz-pipeline"

# The language server's message layer (Tests/Fuzz/FuzzMessages.swift): a
# client's byte stream, answered by the whole server.
echo "linking $out/fuzz-messages"
swiftc "${flags[@]}" -module-name FuzzMessages Tests/Fuzz/FuzzMessages.swift Tests/Fuzz/FuzzLibYAMLReader.swift \
    "$out/modules/ParallelWork.o" "$out/modules/YAMLSource.o" "$out/modules/TransitionRuntime.o" "$out/modules/JSONCodec.o" \
    "$out/modules/JSONSource.o" "$out/modules/TransitionCompiler.o" "$out/modules/LanguageServerProtocol.o" \
    "$out/modules/TransitionLanguageServer.o" -lyaml -o "$out/fuzz-messages"

# Reading in pieces alone (Tests/Fuzz/FuzzPieces.swift): the front end only.
echo "linking $out/fuzz-pieces"
swiftc "${flags[@]}" -module-name FuzzPieces Tests/Fuzz/FuzzPieces.swift Tests/Fuzz/ReadDescription.swift \
    Tests/Fuzz/FuzzLibYAMLReader.swift "$out/modules/ParallelWork.o" "$out/modules/YAMLSource.o" -lyaml \
    -o "$out/fuzz-pieces"
