import ArgumentParser
import YAMLSource

/// The reader's safety limits, settable for unusual inputs.
struct LimitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Deepest nesting of lists and mappings.", valueName: "levels"))
    var maxDepth: Int = YAMLLimits.default.maxDepth

    @Option(help: ArgumentHelp("Most nodes per file, aliases counted in full.", valueName: "count"))
    var maxNodes: Int = YAMLLimits.default.maxNodes

    @Option(help: ArgumentHelp("Largest spec file, in bytes.", valueName: "bytes"))
    var maxFileSize: Int = YAMLLimits.default.maxInputBytes

    var limits: YAMLLimits {
        YAMLLimits(maxDepth: maxDepth, maxNodes: maxNodes, maxInputBytes: maxFileSize)
    }

    func validate() throws {
        for (name, value) in [("--max-depth", maxDepth), ("--max-nodes", maxNodes), ("--max-file-size", maxFileSize)]
        where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
    }
}
