/// How `generate swift` shapes its output.
public struct SwiftTableOptions: Hashable, Sendable {
    public enum AccessLevel: String, CaseIterable, Sendable {
        case `public`, `internal`
    }

    public enum Runtime: String, CaseIterable, Sendable {
        /// `import TransitionRuntime`, the package's runtime library.
        case transitionRuntime = "TransitionRuntime"
        /// Declare the value types in the file, so it needs nothing else.
        case none
    }

    public var accessLevel: AccessLevel
    /// The enclosing namespace type; a valid Swift identifier.
    public var namespace: String
    public var runtime: Runtime
    /// The spec files, as the header names them (relative to the output).
    public var sourceFiles: [String]

    public init(accessLevel: AccessLevel = .public, namespace: String = "Transitions",
                runtime: Runtime = .transitionRuntime, sourceFiles: [String] = []) {
        self.accessLevel = accessLevel
        self.namespace = namespace
        self.runtime = runtime
        self.sourceFiles = sourceFiles
    }
}
