// The libFuzzer entry point: one input through the whole pipeline, the way
// every command would take it. Built by Tests/Fuzz/build.sh, run by Tests/Fuzz/run.sh
// (see Docs/robustness.md). Not part of the Swift package.
import TransitionCompiler
import TransitionRuntime
import YAMLSource

/// Splits one fuzz input into the files of a spec set, so that cross-file
/// rules (duplicate ids, shared tokens) and the configuration file are fuzzed
/// too: parts are separated by a line `#%%`; a part whose first line is
/// `#%config` is read as `.transitionc.yaml` instead of a spec file.
enum FuzzInput {
    static let separator = Array("\n#%%\n".utf8)
    static let configMarker = Array("#%config\n".utf8)

    static func parts(_ bytes: [UInt8]) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count, parts.count < 7 {
            if bytes[index..<index + separator.count].elementsEqual(separator) {
                parts.append(Array(bytes[start..<index + 1]))  // keep the line break
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Array(bytes[start...]))
        return parts
    }
}

/// Small limits keep each execution fast; the limits themselves are fuzzed
/// through the inputs that hit them.
let limits = YAMLLimits(maxDepth: 64, maxNodes: 200_000, maxInputBytes: 1 << 20)

/// A drag that crosses the threshold of any gesture direction, then back.
let trace = GestureTrace(
    translations: [GestureVector(x: 0, y: 0), GestureVector(x: 120, y: 300), GestureVector(x: -400, y: -900),
                   GestureVector(x: 1e9, y: -1e9)],
    releaseVelocity: GestureVector(x: 900, y: -900))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var inputs: [(path: String, source: SourceText)] = []
    var configuration: ConfigurationFile?
    for (index, part) in FuzzInput.parts(bytes).enumerated() {
        if configuration == nil, part.starts(with: FuzzInput.configMarker) {
            configuration = ConfigurationFile(path: ".transitionc.yaml", source: SourceText(part), limits: limits)
        } else {
            inputs.append((path: "Specs/file\(index).yaml", source: SourceText(part)))
        }
    }
    // inspect: the front end alone, then its JSON.
    for (_, source) in inputs {
        if let document = YAMLReader.read(source, limits: limits).document {
            _ = InspectRenderer.render(document)
        }
    }
    // Reading in pieces (YAMLSource/Pieces) must give exactly what reading
    // whole gives. Real files are cut only from 512 KiB; here every input is
    // cut, wherever a cut is possible, so the fuzzer reaches the joins.
    for (_, source) in inputs {
        let whole = YAMLReader.read(source, limits: limits, parallelism: .serial)
        let cut = YAMLReader.read(source, limits: limits, parallelism: ReadParallelism(pieces: 3, minimumPieceBytes: 1))
        if ReadDescription(whole) != ReadDescription(cut) {
            fatalError("reading in pieces differs from reading whole")
        }
    }
    // libyaml must see exactly what its own reader gives it, with the
    // replacement reader (FuzzLibYAMLReader.swift) in place.
    for (_, source) in inputs {
        if libYAMLEvents(source.bytes, replacementReader: true) != libYAMLEvents(source.bytes, replacementReader: false) {
            fatalError("libyaml reads differently with the replacement reader")
        }
    }
    // check: the pipeline, then both diagnostic formats.
    let compilation = Driver.compile(inputs, limits: limits, configuration: configuration)
    let diagnostics = compilation.diagnostics.all
    checkPositions(diagnostics, in: compilation)
    for colored in [false, true] {
        _ = TextDiagnosticRenderer(sources: compilation.sources, colored: colored)
            .render(diagnostics, fileCount: compilation.files.count)
    }
    _ = JSONDiagnosticRenderer.render(diagnostics, fileCount: compilation.files.count)
    // check's CI formats: SARIF, GitHub annotations, JUnit.
    let findings = FindingSet(compilation, currentDirectory: "/work")
    _ = SARIFRenderer.render(findings)
    _ = GitHubAnnotationRenderer.render(findings)
    _ = JUnitRenderer.render(findings, strict: true)
    // report, in every format.
    let report = TransitionReport(compilation)
    for format in ReportFormat.allCases { _ = report.rendered(as: format) }
    guard !compilation.diagnostics.hasErrors else { return 0 }
    // generate swift, plot, preview and simulate run only on specs without errors.
    for runtime in SwiftTableOptions.Runtime.allCases {
        let options = SwiftTableOptions(accessLevel: .public, namespace: "Transitions", runtime: runtime)
        _ = Driver.swiftTable(for: compilation, output: "Generated/Transitions.swift", options: options)
    }
    _ = CurvePlotRenderer.render(compilation.specSet)
    if compilation.specSet.transitions.count <= 2 { _ = PreviewRenderer.render(compilation.specSet) }
    for transition in compilation.specSet.transitions.prefix(8) {
        for reduceMotion in [false, true] {
            let playback = Simulator.play(transition, at: [0, 0.05, 0.5, 20], in: compilation.specSet,
                                          reduceMotion: reduceMotion)
            _ = SimulationTextRenderer.render(playback)
            _ = SimulationJSONRenderer.render(playback)
        }
        guard transition.interaction.isInteractive else { continue }
        if let simulation = try? Simulator.simulate(transition, trace, in: compilation.specSet, afterRelease: [0, 0.1, 20]) {
            _ = SimulationTextRenderer.render(simulation)
            _ = SimulationJSONRenderer.render(simulation)
        }
    }
    return 0
}

/// Every place a diagnostic points at is inside its file: a position past the
/// end, or before line 1, column 1, would draw a caret under nothing (or
/// index out of the source). A violation stops the fuzzer like a crash.
func checkPositions(_ diagnostics: [Diagnostic], in compilation: Compilation) {
    for diagnostic in diagnostics {
        for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
            guard let source = compilation.sources[location.file] else { continue }
            for position in [location.range.start, location.range.end] {
                precondition(position.line >= 1 && position.column >= 1,
                             "\(diagnostic.rule.rawValue): position \(position) before the start")
                precondition(Int(position.offset) <= source.bytes.count,
                             "\(diagnostic.rule.rawValue): offset \(position.offset) past the end (\(source.bytes.count))")
            }
            precondition(location.range.start.offset <= location.range.end.offset,
                         "\(diagnostic.rule.rawValue): range ends before it starts")
        }
    }
}
