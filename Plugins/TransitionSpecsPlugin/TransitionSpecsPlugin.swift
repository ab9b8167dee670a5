import Foundation
import PackagePlugin

/// Compiles a target's transition specs into it.
///
/// A target's specs are the `*.yaml` and `*.yml` files in a `Specs` folder
/// inside the target's directory (at any depth: `Sources/App/Specs/app.yaml`,
/// `Sources/App/Compose/Specs/compose.yaml`). YAML files elsewhere in the
/// target belong to other tools and are left alone, and so are files the
/// manifest declares as resources.
///
/// One build command runs
/// `transitionc generate swift SPEC... --output <work directory>/Transitions.swift`
/// with the specs as its inputs, so the build regenerates the table when a spec
/// changes and compiles it into the target. transitionc prints its diagnostics
/// (`file:line:column: error: …`) to standard error, which the build shows, and
/// exits 1 on spec errors, which fails the build.
///
/// The generated declarations are `internal`, inside `enum Transitions`. The
/// value types come from `TransitionRuntime` when the target depends on that
/// library (`import TransitionRuntime` in the generated file); otherwise the
/// file declares them itself (`--runtime none`).
@main
struct TransitionSpecsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget, let directory = directoryURL(of: module) else { return [] }
        let specs = SpecFiles.select(module.sourceFiles.map { ($0.url, $0.type == .resource) }, in: directory)
        guard !specs.isEmpty else {
            Diagnostics.warning("""
                TransitionSpecsPlugin: target `\(target.name)` has no spec files; \
                put them in a `Specs` folder inside \(directory.path(percentEncoded: false))
                """)
            return []
        }
        let runtime = dependsOnRuntime(module) ? "TransitionRuntime" : "none"
        let configuration = SpecFiles.configurationFile(in: [directory, context.package.directoryURL])
        return [
            try SpecFiles.generateCommand(
                tool: context.tool(named: "transitionc").url,
                specs: specs, configuration: configuration, runtime: runtime,
                workDirectory: context.pluginWorkDirectoryURL, targetName: target.name),
        ]
    }

    /// True when the target itself depends on the `TransitionRuntime` library
    /// (the product, or the target inside this package), so the generated file
    /// can import it.
    private func dependsOnRuntime(_ target: SourceModuleTarget) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .product(let product):
                product.name == SpecFiles.runtimeModule
                    || product.targets.contains { $0.name == SpecFiles.runtimeModule }
            case .target(let target):
                target.name == SpecFiles.runtimeModule
            @unknown default:
                false
            }
        }
    }
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

/// What the build plugin needs to know about spec files, kept free of the
/// package model so the Xcode entry point shares it.
enum SpecFiles {
    static let runtimeModule = "TransitionRuntime"
    static let folderName = "Specs"
    static let extensions: Set<String> = ["yaml", "yml"]
    static let configurationFileName = ".transitionc.yaml"
    static let outputName = "Transitions.swift"

    /// The spec files among a target's files: YAML under a `Specs` folder
    /// inside `directory`, not resources, in transitionc's reading order, so the
    /// command line (and the generated file) does not depend on listing order.
    static func select(_ files: [(url: URL, isResource: Bool)], in directory: URL) -> [URL] {
        let base = directory.standardizedFileURL.pathComponents
        return inReadingOrder(files.compactMap { file -> URL? in
            guard !file.isResource, extensions.contains(file.url.pathExtension) else { return nil }
            let components = file.url.standardizedFileURL.pathComponents
            guard components.count > base.count, Array(components.prefix(base.count)) == base else { return nil }
            // A `Specs` folder between the target directory and the file.
            let folders = components.dropFirst(base.count).dropLast()
            return folders.contains(folderName) ? file.url : nil
        })
    }

    /// The first `.transitionc.yaml` in these directories, if any: it regrades
    /// or turns off rules for the build as it does for `transitionc check`.
    static func configurationFile(in directories: [URL]) -> URL? {
        directories.lazy
            .map { $0.appending(path: configurationFileName) }
            .first { FileManager.default.fileExists(atPath: $0.path(percentEncoded: false)) }
    }

    /// The design token files the specs import (`tokens.import`), so that
    /// the build regenerates the table when a token file changes. Read from
    /// each spec's text, as written: `import: [a.json, b.json]` on the line,
    /// in a `tokens: { import: [...] }` mapping, or as a block list under
    /// it. (The plugin runs before transitionc does; an import behind a YAML
    /// anchor is not seen here, and the table then follows it on the next
    /// change of a spec.)
    static func tokenImports(of specs: [URL]) -> [URL] {
        var found: [URL] = []
        for spec in specs {
            guard let text = try? String(contentsOf: spec, encoding: .utf8) else { continue }
            let directory = spec.deletingLastPathComponent()
            for path in importPaths(in: text) where path != "material3" {
                let url = directory.appending(path: path).standardizedFileURL
                if FileManager.default.fileExists(atPath: url.path(percentEncoded: false)), !found.contains(url) {
                    found.append(url)
                }
            }
        }
        return found
    }

    /// The paths under `import:` in the top-level `tokens` of a spec's text.
    static func importPaths(in text: String) -> [String] {
        func words(_ list: Substring) -> [String] {
            list.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }.filter { !$0.isEmpty }
        }
        func withoutComment(_ line: Substring) -> Substring {
            guard let hash = line.range(of: " #") else { return line }
            return line[..<hash.lowerBound]
        }
        var paths: [String] = []
        var inTokens = false, inImportList = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = withoutComment(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if !line.hasPrefix(" ") && !line.hasPrefix("-") {
                inTokens = line.hasPrefix("tokens:")
                inImportList = false
            }
            guard inTokens else { continue }
            if inImportList, trimmed.hasPrefix("- ") {
                paths += words(trimmed.dropFirst(2)[...])
                continue
            }
            inImportList = false
            guard let key = line.range(of: "import:") else { continue }
            let rest = line[key.upperBound...].trimmingCharacters(in: .whitespaces)
            if rest.isEmpty {
                inImportList = true
            } else if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                paths += words(rest[rest.index(after: rest.startIndex)..<close])
            } else {
                paths += words(rest.prefix { $0 != "," && $0 != "}" })
            }
        }
        return paths
    }

    static func generateCommand(tool: URL, specs: [URL], configuration: URL?, runtime: String,
                                workDirectory: URL, targetName: String) -> Command {
        let output = workDirectory.appending(path: outputName)
        var arguments = ["generate", "swift"]
        arguments += specs.map { $0.path(percentEncoded: false) }
        arguments += [
            "--output", output.path(percentEncoded: false),
            "--access-level", "internal",
            "--runtime", runtime,
            "--color", "never",
        ]
        if let configuration { arguments += ["--config", configuration.path(percentEncoded: false)] }
        return .buildCommand(
            displayName: "Generating \(outputName) for \(targetName) from \(specs.count) transition spec file\(specs.count == 1 ? "" : "s")",
            executable: tool,
            arguments: arguments,
            inputFiles: specs + (configuration.map { [$0] } ?? []) + tokenImports(of: specs),
            outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// In an Xcode project the target's specs are its files under a `Specs` folder
// in the project's directory. Xcode lists a YAML file in a target as a
// resource (Copy Bundle Resources), so resources count here. The generated
// file declares its own value types (`--runtime none`), so the app target
// needs no other library.
extension TransitionSpecsPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map { ($0.url, false) }
        let specs = SpecFiles.select(files, in: context.xcodeProject.directoryURL)
        guard !specs.isEmpty else { return [] }
        return [
            try SpecFiles.generateCommand(
                tool: context.tool(named: "transitionc").url,
                specs: specs, configuration: SpecFiles.configurationFile(in: [context.xcodeProject.directoryURL]),
                runtime: "none", workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName),
        ]
    }
}
#endif
