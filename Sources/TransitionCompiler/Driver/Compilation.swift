import Dispatch
import YAMLSource

/// Everything one run of the compiler knows: the files, their text (for
/// rendering diagnostics), the checked spec set and every diagnostic, sorted.
public struct Compilation: Sendable {
    public var files: [String]
    public var sources: [String: SourceText]
    public var specSet: SpecSet
    /// The graph, built and checked only when the files read without errors
    /// (a graph of a half-read spec set would report problems that are not there).
    public var graph: TransitionGraph?
    public var diagnostics: Diagnostics
}

/// The only stage that touches the file system: it finds and reads the spec
/// files, runs the pipeline over them, and writes outputs.
public enum Driver {
    /// Finds the spec files under `paths` (default `Specs/`), reads them, and
    /// compiles them. Throws only for problems with the paths themselves.
    public static func compile(paths: [String], limits: YAMLLimits = .default) throws(DriverError) -> Compilation {
        let files = try SpecFileCollector.collect(paths.isEmpty ? ["Specs"] : paths)
        var inputs: [(path: String, source: SourceText)] = []
        var oversized: [Diagnostic] = []
        for path in files {
            let (bytes, tooLarge) = try FileSystem.readFile(path, limit: limits.maxInputBytes)
            if let size = tooLarge {
                oversized.append(Diagnostic(
                    .yamlLimit,
                    "the file is \(size) bytes, over the limit of \(limits.maxInputBytes) bytes (raise it with --max-file-size)",
                    at: SourceLocation(file: path, range: SourceRange(at: .start))))
                inputs.append((path, SourceText([])))
            } else {
                inputs.append((path, SourceText(bytes)))
            }
        }
        var compilation = compile(inputs, limits: limits, skipping: Set(oversized.map(\.location.file)))
        for diagnostic in oversized { compilation.diagnostics.report(diagnostic) }
        compilation.diagnostics.sort(fileOrder: compilation.files)
        return compilation
    }

    /// Compiles in-memory sources: the whole pipeline, no file system.
    public static func compile(_ inputs: [(path: String, source: SourceText)], limits: YAMLLimits = .default,
                               skipping skipped: Set<String> = []) -> Compilation {
        // Files are independent until they are joined: read and decode them in
        // parallel, each into its own slot, so the result does not depend on timing.
        let slots = Slots<(DecodedFile?, Diagnostics)>(count: inputs.count)
        let work: @Sendable (Int) -> Void = { index in
            let (path, source) = inputs[index]
            slots[index] = skipped.contains(path) ? (nil, Diagnostics()) : readAndDecode(source, path: path, limits: limits)
        }
        if inputs.count > 1 {
            DispatchQueue.concurrentPerform(iterations: inputs.count, execute: work)
        } else {
            inputs.indices.forEach(work)
        }
        var diagnostics = Diagnostics()
        var decoded: [DecodedFile] = []
        for (file, fileDiagnostics) in slots.values {
            diagnostics.append(contentsOf: fileDiagnostics)
            if let file { decoded.append(file) }
        }
        let (specSet, setDiagnostics) = SpecSetResolver.resolve(decoded)
        diagnostics.append(contentsOf: setDiagnostics)
        var graph: TransitionGraph?
        if !diagnostics.hasErrors {
            let built = TransitionGraph(specSet)
            for diagnostic in GraphCheck.check(built) { diagnostics.report(diagnostic) }
            graph = built
        }
        let paths = inputs.map(\.path)
        diagnostics.sort(fileOrder: paths)
        var sources: [String: SourceText] = [:]
        for (path, source) in inputs { sources[path] = source }
        return Compilation(files: paths, sources: sources, specSet: specSet, graph: graph, diagnostics: diagnostics)
    }

    /// One file through the front end and the decoder.
    static func readAndDecode(_ source: SourceText, path: String, limits: YAMLLimits) -> (DecodedFile?, Diagnostics) {
        let result = YAMLReader.read(source, limits: limits)
        var diagnostics = Diagnostics()
        for problem in result.problems { diagnostics.report(Diagnostic(problem, file: path)) }
        guard let document = result.document else { return (nil, diagnostics) }
        let (file, decodeDiagnostics) = FileDecoder.decode(document, path: path, source: source)
        diagnostics.append(contentsOf: decodeDiagnostics)
        return (file, diagnostics)
    }
}

extension Diagnostic {
    /// The diagnostic for a problem the YAML front end found.
    init(_ problem: YAMLProblem, file: String) {
        let rule: RuleID = switch problem.kind {
        case .syntax: .yamlSyntax
        case .limit: .yamlLimit
        case .duplicateKey: .duplicateKey
        case .invalidMerge: .typeMismatch
        }
        self.init(rule, problem.message, at: SourceLocation(file: file, range: problem.range),
                  notes: problem.notes.map { DiagnosticNote($0.message, at: SourceLocation(file: file, range: $0.range)) })
    }
}

/// Fixed slots that parallel workers fill, each its own index. Safe because
/// no two workers share an index and the values are read only after all are done.
final class Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    subscript(index: Int) -> Value {
        get { storage[index]! }
        set { storage[index] = newValue }
    }

    var values: [Value] { (0..<count).map { storage[$0]! } }
}
