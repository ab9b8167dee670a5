import YAMLSource

/// Why a text is not JSON, and where: a `YAMLProblem`, so that a file read
/// as JSON reports its errors as any spec error is reported (the compiler
/// turns one into a diagnostic of the same rule as a spec's YAML errors).
public struct JSONReadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problem: YAMLProblem

    public init(_ problem: YAMLProblem) { self.problem = problem }

    init(_ message: String, at range: SourceRange, notes: [YAMLProblem.Note] = []) {
        problem = YAMLProblem(.syntax, message, at: range, notes: notes)
    }

    public var message: String { problem.message }
    public var range: SourceRange { problem.range }

    /// `line L, column C: message`, for a caller with no file name to put first.
    public var description: String {
        "line \(problem.range.start.line), column \(problem.range.start.column): \(problem.message)"
    }
}
