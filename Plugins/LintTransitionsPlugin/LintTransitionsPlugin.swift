import Foundation
import PackagePlugin

/// `swift package lint-transitions [--target NAME]... [--path PATH]... [CHECK OPTION]...`
///
/// Runs `transitionc check` in the package's directory over the package's
/// transition specs: by default the spec files of every target (the
/// `*.yaml` / `*.yml` files in a `Specs` folder inside the target's directory,
/// resources excluded, the files the TransitionSpecsPlugin build plugin
/// compiles); with `--target`, those of the named targets; with `--path`, the
/// given files or directories (relative to the package directory) instead.
/// When no target has specs and nothing is named, transitionc's own default
/// applies: the `paths` of the package's `.transitionc.yaml`, else `Specs/`.
///
/// Every other argument goes to `transitionc check` unchanged (`--strict`,
/// `--format json`, `--config FILE`, …). The diagnostics are transitionc's
/// own; the command fails when transitionc exits non-zero (errors, or warnings
/// with `--strict`).
@main
struct LintTransitionsPlugin: CommandPlugin {
    static let specFolder = "Specs"
    static let extensions: Set<String> = ["yaml", "yml"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let paths = extractor.extractOption(named: "path")
        let passThrough = extractor.remainingArguments
        let tool = try context.tool(named: "transitionc")
        let packageDirectory = context.package.directoryURL

        if passThrough.contains("--help") || passThrough.contains("-h") {
            // Unbuffered, so it comes before transitionc's own help.
            FileHandle.standardOutput.write(Data((Self.usage + "\n").utf8))
            try run(tool.url, ["check", "--help"], in: packageDirectory)
            return
        }

        let specs: [String]
        if !paths.isEmpty {
            specs = paths
        } else {
            let targets = try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
            var found: [String] = []
            for target in targets {
                guard let module = target as? SourceModuleTarget, let directory = directoryURL(of: module) else { continue }
                let files = Self.specFiles(of: module, in: directory)
                if files.isEmpty, !targetNames.isEmpty {
                    throw LintError("target `\(target.name)` has no spec files (`*.yaml`, `*.yml` in a `Specs` folder inside \(Self.relative(directory, to: packageDirectory)))")
                }
                found += files.map { Self.relative($0, to: packageDirectory) }
            }
            specs = found
        }

        let status = try run(tool.url, ["check"] + passThrough + specs, in: packageDirectory)
        if status != 0 {
            throw LintError(status == 1
                ? "the transition specs have problems (transitionc check exited with 1)"
                : "transitionc check exited with \(status)")
        }
    }

    /// The spec files of a target: YAML under a `Specs` folder inside the
    /// target's directory, not declared as resources, in transitionc's reading order.
    static func specFiles(of target: SourceModuleTarget, in directory: URL) -> [URL] {
        let base = directory.standardizedFileURL.pathComponents
        return inReadingOrder(target.sourceFiles.compactMap { file -> URL? in
            guard file.type != .resource, extensions.contains(file.url.pathExtension) else { return nil }
            let components = file.url.standardizedFileURL.pathComponents
            guard components.count > base.count, Array(components.prefix(base.count)) == base,
                  components.dropFirst(base.count).dropLast().contains(specFolder) else { return nil }
            return file.url
        })
    }

    /// A path relative to the package directory when it is inside it, so the
    /// diagnostics read `Sources/App/Specs/app.yaml:3:5: error: …`.
    static func relative(_ url: URL, to directory: URL) -> String {
        let path = url.standardizedFileURL.pathComponents
        let base = directory.standardizedFileURL.pathComponents
        guard path.count > base.count, Array(path.prefix(base.count)) == base else {
            return url.path(percentEncoded: false)
        }
        return path.dropFirst(base.count).joined(separator: "/")
    }

    /// Runs transitionc with the plugin's standard output and error, and
    /// returns its exit status (a crash counts as a failure).
    @discardableResult
    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw LintError("transitionc check ended by signal \(process.terminationStatus)")
        }
        return process.terminationStatus
    }

    static let usage = """
        USAGE: swift package lint-transitions [--target <name> ...] [--path <path> ...] [<check options>]

        Checks the package's transition specs with `transitionc check`, run in the package directory.
          --target <name>   Lint the spec files of this target (repeatable). Default: every target's.
                            A target's specs are the *.yaml / *.yml files in a `Specs` folder inside it.
          --path <path>     Lint this file or directory instead (repeatable; relative to the package).
        Every other option goes to `transitionc check`:

        """
}

/// The order `transitionc` reads a directory in, so the generated enums list
/// ids as `transitionc generate swift Sources/App/Specs` would: a directory's
/// own files (sorted), then its subdirectories (sorted), depth first.
func inReadingOrder(_ files: [URL]) -> [URL] {
    // Names compare by their bytes, as transitionc lists a directory; a file's
    // name gets a leading 0 byte so it sorts before its siblings' folders.
    func key(_ url: URL) -> [[UInt8]] {
        let components = url.standardizedFileURL.pathComponents
        return components.dropLast().map { Array($0.utf8) } + [[0] + Array((components.last ?? "").utf8)]
    }
    return files.sorted { key($0).lexicographicallyPrecedes(key($1)) { $0.lexicographicallyPrecedes($1) } }
}

/// A source module's directory. `Target.directoryURL` needs tools version 6.1;
/// the concrete target types have it in 6.0.
func directoryURL(of target: SourceModuleTarget) -> URL? {
    switch target {
    case let target as SwiftSourceModuleTarget: target.directoryURL
    case let target as ClangSourceModuleTarget: target.directoryURL
    default: nil
    }
}

struct LintError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
