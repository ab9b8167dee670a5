import YAMLSource

/// Where imported design token files come from: the project's files
/// (`ProjectFiles`, the Driver's), or a test's.
public protocol TokenFileSource: Sendable {
    /// The file that `path`, as `specFile` writes it under `tokens.import`,
    /// names; or why it may not be read, in words that show nothing of any file.
    func read(_ path: String, importedBy specFile: String, limit: Int) -> TokenFileRead
}

public enum TokenFileRead: Sendable {
    /// The file's path as reports name it, and its bytes.
    case file(path: String, source: SourceText)
    case refused(String)

    /// The refusals every source gives alike.
    public static let absolutePath = refused("an import is a path relative to the spec file, not an absolute one")

    public static func tooLarge(_ size: Int, limit: Int) -> TokenFileRead {
        .refused("it is \(size) bytes, more than the limit of \(limit)")
    }
}

/// What the spec set imports: every token, the diagnostics of reading the
/// files, and the files read (for rendering their diagnostics, and for the
/// build plugin's inputs).
struct ImportedTokens: Sendable {
    var tokens: [TokenDefinition] = []
    /// The references of imported tokens whose values are in error
    /// (reported in their file): a use of one is not an unknown token.
    var broken: Set<String> = []
    var diagnostics = Diagnostics()
    var files: [(path: String, source: SourceText)] = []
}

/// Between decoding and the symbols: reads the design token files the spec
/// files import (each once, whichever files import it) through the YAML
/// front end, and their tokens' values, aliases followed across files.
enum TokenImportStage {
    static func read(_ files: [DecodedFile], from source: any TokenFileSource, limits: YAMLLimits) -> ImportedTokens {
        var imported = ImportedTokens()
        var tokenFiles: [DesignTokenFile] = []
        var seen: Set<String> = []
        var material3 = false
        for file in files {
            for path in file.tokenImports {
                if path.value == Material3Tokens.importName {
                    material3 = true
                    continue
                }
                switch source.read(path.value, importedBy: file.path, limit: limits.maxInputBytes) {
                case .refused(let reason):
                    imported.diagnostics.report(.invalidValueImport(path.value, reason: reason, at: file.lines.location(path.span)))
                case .file(let tokenPath, let text):
                    guard seen.insert(tokenPath).inserted else { continue }
                    imported.files.append((tokenPath, text))
                    let result = YAMLReader.read(text, limits: limits)
                    for problem in result.problems { imported.diagnostics.report(.yamlProblem(problem, file: tokenPath)) }
                    guard let document = result.document else { continue }
                    var tokenFile = DesignTokenFile(document: document, path: tokenPath, fileIndex: tokenFiles.count)
                    tokenFile.read()
                    tokenFiles.append(tokenFile)
                }
            }
        }
        var values = DesignTokenValues(files: tokenFiles)
        let (tokens, broken, diagnostics) = values.resolveAll()
        imported.broken = broken
        imported.tokens = tokens + (material3 ? Material3Tokens.tokens : [])
        imported.diagnostics.append(contentsOf: diagnostics)
        return imported
    }
}
