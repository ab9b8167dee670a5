import YAMLSource

/// Messages of the YAML level. The front end words them (it knows no rules,
/// only the kind of each problem); here each kind gets its id.
extension Diagnostic {
    /// A problem the YAML front end found, by its kind.
    static func yamlProblem(_ problem: YAMLProblem, file: String) -> Diagnostic {
        switch problem.kind {
        case .syntax: Diagnostic(.yamlSyntax, problem, file: file)
        case .limit: Diagnostic(.yamlLimit, problem, file: file)
        case .duplicateKey: Diagnostic(.duplicateKey, problem, file: file)
        case .invalidMerge: Diagnostic(.typeMismatchMergeKey, problem, file: file)
        }
    }

    private init(_ id: MessageID, _ problem: YAMLProblem, file: String) {
        self.init(id, problem.message, at: SourceLocation(file: file, range: problem.range),
                  notes: problem.notes.map { DiagnosticNote($0.message, at: SourceLocation(file: file, range: $0.range)) },
                  fixIts: problem.replacement.flatMap { FixIt($0.title, replacing: $0.range, with: $0.text) }.map { [$0] } ?? [])
    }

    /// A file refused unread because of its size: the front end's own
    /// message, whoever finds it.
    static func fileTooLarge(_ path: String, size: Int, limit: Int) -> Diagnostic {
        yamlProblem(.fileTooLarge(size: size, limit: limit), file: path)
    }
}
