import ParallelWork
import YAMLSource

/// What the first stage of Sema hands on: each file read by the front end
/// and decoded, checked for shape but not against the other files. It
/// holds no YAML tree: everything the later stages read of a file was
/// decoded out of it here (its transitions too), so the trees are freed
/// when this stage ends.
struct DecodedFiles: Sendable {
    /// In input order; files skipped, unread or without a document left out.
    var files: [DecodedFile]
    /// The front end's and the decoder's diagnostics, file by file in input order.
    var diagnostics: Diagnostics
    /// Every file read to its document, and its screens, tokens and
    /// defaults decoded whole (a transition's own problems travel with it,
    /// and are the lowering's to judge): what `ReadCompleteness` asks of
    /// this stage.
    var whole: Bool
}

/// Stage 1 of Sema: bytes → `DecodedFiles`, on all cores.
enum DecodeStage {
    /// Reads and decodes `inputs`, leaving out `skipped` paths. Files are
    /// independent until they are joined: each is read and decoded into its
    /// own slot, so the result does not depend on timing. `parallelism`:
    /// how a large file is read, for a test to compare reading it whole
    /// with reading it in pieces.
    static func decode(_ inputs: [(path: String, source: SourceText)], skipping skipped: Set<String>,
                       limits: YAMLLimits, parallelism largeFileParallelism: ReadParallelism) -> DecodedFiles {
        let slots = Slots<(DecodedFile?, Diagnostics)>(count: inputs.count)
        // A file is cut into pieces only if it is more than a core's share of
        // the set: many files of similar size already keep every core busy,
        // and cutting them would only add joins.
        let totalBytes = inputs.reduce(0) { $0 + $1.source.bytes.count }
        let cores = ReadParallelism.automatic.pieces
        let isLarge = inputs.map { $0.source.bytes.count * cores > totalBytes }
        let work: @Sendable (Int) -> Void = { index in
            let (path, source) = inputs[index]
            let parallelism: ReadParallelism = isLarge[index] ? largeFileParallelism : .serial
            guard !skipped.contains(path) else {
                slots[index] = (nil, Diagnostics())
                return
            }
            // The file's tree is freed here, as its decoding ends, on the
            // core that read it: kept to the end of the stage, or handed to
            // another core, it was still there while the lowering made the
            // transitions, a fifth more memory at 40 000 transitions.
            var (file, diagnostics) = decode(source, path: path, limits: limits, parallelism: parallelism)
            // Only another file can repeat a file's transition ids: hashed
            // here, on the core that read the file, for the symbol stage's search.
            if inputs.count > 1 { file?.transitions?.hashIDs() }
            slots[index] = (file, diagnostics)
        }
        // The large files one at a time, each in pieces on every core; then
        // the others together, a file to a core. Read beside the others, a
        // large file's pieces ran one after another on one core (a stage
        // inside a stage runs on its caller), which was slower than reading
        // it alone (Docs/performance-history.md).
        let others = inputs.indices.filter { !isLarge[$0] }
        inputs.indices.filter { isLarge[$0] }.forEach(work)
        if others.count > 1 {
            WorkerPool.perform(iterations: others.count) { work(others[$0]) }
        } else {
            others.forEach(work)
        }
        var result = DecodedFiles(files: [], diagnostics: Diagnostics(), whole: true)
        for (file, fileDiagnostics) in slots.takeValues() {
            result.diagnostics.append(contentsOf: fileDiagnostics)
            result.whole = result.whole && fileDiagnostics.all.allSatisfy(ReadCompleteness.leavesModelWhole)
            if let file { result.files.append(file) } else { result.whole = false }
        }
        return result
    }

    /// One file through the front end and the decoder.
    /// The tree is freed as this returns: the decoded file does not hold it.
    static func decode(_ source: SourceText, path: String, limits: YAMLLimits,
                       parallelism: ReadParallelism = .automatic) -> (DecodedFile?, Diagnostics) {
        let result = YAMLReader.read(source, limits: limits, parallelism: parallelism)
        var diagnostics = Diagnostics()
        for problem in result.problems { diagnostics.report(.yamlProblem(problem, file: path)) }
        guard let document = result.document else { return (nil, diagnostics) }
        let (file, decodeDiagnostics) = FileDecoder.decode(document, path: path, source: source)
        diagnostics.append(contentsOf: decodeDiagnostics)
        return (file, diagnostics)
    }
}
