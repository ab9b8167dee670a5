import Foundation

/// The built `transitionc` the tests run as a user does, and the repository it was built from.
public enum BuiltTransitionc {
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable sits next to the test bundle in the build products.
    /// `TRANSITIONC_EXECUTABLE` runs the tests against another build of it,
    /// such as a release one.
    public static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["TRANSITIONC_EXECUTABLE"] {
            return URL(fileURLWithPath: path)
        }
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("transitionc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent(".build/debug/transitionc")
    }()
}
