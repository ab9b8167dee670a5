// The libFuzzer entry point for reading in pieces alone: each input, made
// large, read whole (the oracle) and in 2, 3 and 4 pieces, which must give
// the same document, positions and problems to the byte. Built by
// Tests/Fuzz/build.sh, run by Tests/Fuzz/run.sh (Docs/robustness.md). Not
// part of the Swift package.
import YAMLSource

let limits = YAMLLimits(maxDepth: 64, maxNodes: 400_000, maxInputBytes: 1 << 20)

/// The first byte of an input says how to make the rest large; the rest is
/// YAML from the mutation corpus (specs, fixtures, hostile files, and
/// Tests/Fuzz/PiecesSeeds: small files that, made large, once read
/// differently in pieces).
enum LargeInput {
    /// A padding entry under a key of its own, clean and joinable.
    static func padding(entries: Int) -> [UInt8] {
        var text = "padding:\n"
        for index in 0..<entries { text += "  p\(index): { kind: push, from: a, to: b\(index % 7) }\n" }
        return Array(text.utf8)
    }

    static func make(_ data: [UInt8]) -> [UInt8] {
        guard let control = data.first else { return [] }
        let yaml = Array(data.dropFirst())
        let scale = Int(control >> 4)  // 0...15
        // Up to about 150 KB: past libyaml's 16 KiB reads many times over,
        // and small enough for a few executions a second under AddressSanitizer.
        switch (control >> 2) & 3 {
        case 0: return yaml
        case 1: return widened(yaml, copies: 2 + scale * 4)
        case 2: return padding(entries: 100 + scale * 40) + yaml
        default: return widened(yaml, copies: 2 + scale) + padding(entries: 100 + scale * 20)
        }
    }

    /// Every entry of a second-level block mapping (a line indented two
    /// spaces, such as `  open42:` under `transitions:`), with the lines
    /// under it, followed by up to `copies - 1` copies (while the result is
    /// under 128 KiB) whose key has a suffix:
    /// a spec of a few transitions becomes one of hundreds, each mistake,
    /// anchor (redefined by each copy) and alias repeated across cuts.
    static func widened(_ yaml: [UInt8], copies: Int) -> [UInt8] {
        let lines = yaml.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var output: [UInt8] = []
        output.reserveCapacity(yaml.count * copies)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard isEntry(line) else {
                output += line
                if index < lines.count - 1 { output.append(UInt8(ascii: "\n")) }
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !startsAtOrBefore2(lines[end]) { end += 1 }
            for copy in 0..<copies {
                for (offset, blockLine) in lines[index..<end].enumerated() {
                    if offset == 0, copy > 0, let colon = blockLine.firstIndex(of: UInt8(ascii: ":")) {
                        output += blockLine[..<colon] + Array("_\(copy)".utf8) + blockLine[colon...]
                    } else {
                        output += blockLine
                    }
                    output.append(UInt8(ascii: "\n"))
                }
                if output.count > 128 << 10 { break }
            }
            index = end
        }
        return output
    }

    private static func indent(_ line: ArraySlice<UInt8>) -> Int {
        line.prefix { $0 == UInt8(ascii: " ") }.count
    }

    /// Two spaces, then a key.
    private static func isEntry(_ line: ArraySlice<UInt8>) -> Bool {
        guard indent(line) == 2, let first = line.dropFirst(2).first else { return false }
        return first != UInt8(ascii: " ") && first != UInt8(ascii: "#") && first != UInt8(ascii: "-")
            && first != UInt8(ascii: "\r")
    }

    /// A line with content indented two spaces or less: where an entry's block ends.
    private static func startsAtOrBefore2(_ line: ArraySlice<UInt8>) -> Bool {
        let spaces = indent(line)
        guard spaces <= 2, let first = line.dropFirst(spaces).first else { return false }
        return first != UInt8(ascii: "#") && first != UInt8(ascii: "\r")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = LargeInput.make(Array(UnsafeBufferPointer(start: data, count: size)))
    guard bytes.count <= limits.maxInputBytes else { return 0 }
    let source = SourceText(bytes)
    let whole = ReadDescription(YAMLReader.read(source, limits: limits, parallelism: .serial))
    for pieces in 2...4 {
        let cut = ReadDescription(YAMLReader.read(source, limits: limits,
                                                  parallelism: ReadParallelism(pieces: pieces, minimumPieceBytes: 1)))
        if cut != whole {
            fatalError("reading in \(pieces) pieces differs from reading whole: \(cut.firstDifference(from: whole))")
        }
    }
    return 0
}
