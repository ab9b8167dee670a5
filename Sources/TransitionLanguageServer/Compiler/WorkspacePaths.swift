import LanguageServerProtocol
import TransitionCompiler

/// Paths as the compiler names the files of the set, from the URIs an
/// editor sends: the same file must be one key for open documents,
/// diagnostics and navigation.
enum WorkspacePaths {
    static func path(ofURI uri: String) -> String? {
        FileURI.path(of: uri).map(Driver.normalized)
    }

    static func normalized(_ path: String) -> String { Driver.normalized(path) }
}
