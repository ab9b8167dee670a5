import Foundation
import TransitionCompiler
import YAMLSource

/// How a test compiles specs: from text, from several texts, from a rule's
/// example, from fixture files, or the repository's own `Specs/`. One place
/// for what each suite used to write for itself, so that a change to how
/// the pipeline is called is made once.
public enum Compile {
    /// The repository's root, for `Specs/` and fixtures.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One spec file's text, as `path`; `configuration`: the text of a
    /// `.transitionc.yaml` beside it.
    public static func spec(_ text: String, path: String = "spec.yaml", configuration: String? = nil,
                            limits: YAMLLimits = .default) -> Compilation {
        files([(path, text)], configuration: configuration, limits: limits)
    }

    /// Several files' texts, in order.
    public static func files(_ files: [(path: String, text: String)], configuration: String? = nil,
                             limits: YAMLLimits = .default) -> Compilation {
        Driver.compile(files.map { (path: $0.path, source: SourceText(Array($0.text.utf8))) }, limits: limits,
                       configuration: configuration.map { ConfigurationFile(path: ".transitionc.yaml", source: SourceText(Array($0.utf8))) })
    }

    /// A rule's example: files separated by a line `---`, each ending with
    /// a line break and named as `explain` shows it (`Rule.fileName`), or
    /// `example1.yaml` when it is one file. A design token file among them
    /// is imported, not compiled as a spec.
    public static func example(_ example: String) -> Compilation {
        let texts = example.components(separatedBy: "\n---\n").map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }
        let named = zip(exampleFileNames(example), texts).map { (path: $0, text: $1) }
        let tokenFiles = TextTokenFiles(named.filter { $0.path.hasSuffix(".json") })
        return Driver.compile(named.filter { !$0.path.hasSuffix(".json") }.map { (path: $0.path, source: SourceText(Array($0.text.utf8))) },
                              tokenSource: tokenFiles)
    }

    /// The paths `example` names its files by.
    public static func exampleFileNames(_ example: String) -> [String] {
        let texts = example.components(separatedBy: "\n---\n")
        return texts.count == 1 ? ["example1.yaml"] : texts.indices.map { Rule.fileName($0, of: texts[$0][...]) }
    }

    /// The file `name` in `directory`, or, when `name` is a directory, each
    /// of its files in name order; each named by its path from `directory`.
    public static func fixture(_ name: String, in directory: URL, limits: YAMLLimits = .default) throws -> Compilation {
        let url = directory.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let names = isDirectory.boolValue
            ? try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().map { "\(name)/\($0)" }
            : [name]
        let inputs = try names.map { name in
            (path: name, source: SourceText(Array(try Data(contentsOf: directory.appendingPathComponent(name)))))
        }
        return Driver.compile(inputs, limits: limits)
    }

    /// The repository's `Specs/`, through the Driver as `transitionc check Specs` reads it.
    public static func bundledSpecs(managers: ManagerBuilding = .besideRules) throws -> Compilation {
        try Driver.compile(paths: [repositoryRoot.appendingPathComponent("Specs").path], managers: managers)
    }
}
