#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YAMLSource

/// The design token files a spec may import: those inside the project (the
/// configuration file's directory, or else the current one). A spec of a
/// pull request runs in CI beside secrets, so an import that is absolute,
/// or that leaves the project through `..` or a symbolic link, is refused
/// before the file is opened, in words that show nothing of it.
public struct ProjectFiles: TokenFileSource {
    /// The project's directory, absolute: as written, and without symbolic links.
    private let lexicalRoot: String
    private let root: String
    /// Files an editor holds open, by absolute path: read from there, not from disk.
    private let buffers: [String: SourceText]

    /// The project in `directory` (`Driver.projectDirectory`, or a language
    /// server's workspace root), with the files an editor holds open.
    public init(directory: String, buffers: [String: SourceText] = [:]) {
        lexicalRoot = Path.absolute(directory)
        root = Self.realPath(lexicalRoot) ?? lexicalRoot
        self.buffers = buffers
    }

    public func read(_ path: String, importedBy specFile: String, limit: Int) -> TokenFileRead {
        guard !path.hasPrefix("/"), !path.hasPrefix("~") else { return .absolutePath }
        let lexical = Path.normalized(Path.directory(of: Path.absolute(specFile)) + "/" + path)
        let outside = TokenFileRead.refused(
            "it leaves the project (\(Self.shown(root))); an import stays inside the directory of the configuration, or else the current one: run transitionc in the project's directory, or name its configuration with `--config`")
        guard Self.isInside(lexical, lexicalRoot) || Self.isInside(lexical, root) else { return outside }
        guard let real = Self.realPath(lexical) else {
            return .refused(FileSystem.missingReason(lexical))
        }
        guard Self.isInside(real, root) else {
            return .refused("it leads outside the project (\(Self.shown(root))) through a symbolic link")
        }
        // As the spec file is named: a relative path for a relative one, as `check` shows paths.
        let shown = specFile.hasPrefix("/") ? lexical : ReportedPath.relative(lexical, currentDirectory: Path.absolute("."))
        if let buffer = buffers[lexical] ?? buffers[real] {
            return buffer.bytes.count > limit ? .tooLarge(buffer.bytes.count, limit: limit) : .file(path: shown, source: buffer)
        }
        do {
            let (bytes, tooLarge) = try FileSystem.readFile(real, limit: limit)
            if let size = tooLarge { return .tooLarge(size, limit: limit) }
            return .file(path: shown, source: SourceText(bytes))
        } catch {
            return .refused(FileSystem.errorText())
        }
    }

    private static func isInside(_ path: String, _ directory: String) -> Bool {
        path.hasPrefix(directory == "/" ? "/" : directory + "/")
    }

    private static func shown(_ directory: String) -> String {
        let relative = ReportedPath.relative(directory, currentDirectory: Path.absolute("."))
        return relative.isEmpty ? "." : relative
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
