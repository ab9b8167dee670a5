// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "transitionc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "transitionc", targets: ["transitionc"]),
        .library(name: "TransitionRuntime", targets: ["TransitionRuntime"]),
        .library(name: "TransitionCompiler", targets: ["TransitionCompiler"]),
        // SwiftPM plugins (Docs/plugins.md): compile a target's specs into it,
        // and lint a package's specs with `swift package lint-transitions`.
        .plugin(name: "TransitionSpecsPlugin", targets: ["TransitionSpecsPlugin"]),
        .plugin(name: "LintTransitionsPlugin", targets: ["LintTransitionsPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Property-based tests of the runtime; only a test target uses it.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The system libyaml, found through pkg-config `yaml-0.1`.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The threads every parallel stage runs on (a pool awake between a
        // one-shot run's stages, or asleep in a long-running process), slots
        // the workers fill, one ordered parallel fill, and huge pages.
        .target(name: "ParallelWork"),
        // libyaml events -> a node tree with source ranges, anchors, merges and limits.
        .target(name: "YAMLSource", dependencies: ["CYAML", "CTreeBuilder", "ParallelWork"]),
        // The tree builder's common case, a plain scalar, added in C.
        .systemLibrary(name: "CTreeBuilder"),
        // What an app links: the value types of a transition, curve evaluation
        // and the interaction model. No dependencies.
        .target(name: "TransitionRuntime"),
        // JSON values in key order and a strict reader: the reports, the
        // baseline and the language server's messages share it.
        .target(name: "JSONCodec"),
        // Diagnostics, Model, Sema, Rules, Emit, Driver.
        .target(name: "TransitionCompiler", dependencies: ["YAMLSource", "TransitionRuntime", "ParallelWork", "JSONCodec"]),
        // The Language Server Protocol's plumbing, knowing nothing of specs:
        // Content-Length framing, JSON-RPC messages, the lifecycle and
        // dispatch to a handler, and LSP positions over a document's bytes.
        .target(name: "LanguageServerProtocol", dependencies: ["JSONCodec"]),
        // `transitionc lsp`'s features over the compiler's values; its
        // `Compiler/` folder is the only place that reads compiler internals.
        .target(
            name: "TransitionLanguageServer",
            dependencies: ["LanguageServerProtocol", "TransitionCompiler", "YAMLSource", "JSONCodec", "ParallelWork"]
        ),
        // libyaml's small blocks, from a reserved region with a list per
        // thread of freed ones, behind the executable's replacements of
        // libyaml's allocation functions.
        .systemLibrary(name: "CLibYAMLAllocator"),
        // libyaml's reader step for plain ASCII input, behind the
        // executable's replacement of `yaml_parser_update_buffer`.
        .systemLibrary(name: "CLibYAMLReader"),
        // libyaml's allocator and reader step replaced, glibc's allocator
        // tuned: linked only by an executable that wants them (symbol
        // interposition works from an executable alone), never by the compiler.
        .target(
            name: "LibYAMLInterposition",
            dependencies: ["CYAML", "CLibYAMLAllocator", "CLibYAMLReader"]
        ),
        .executableTarget(
            name: "transitionc",
            dependencies: [
                "TransitionCompiler",
                "TransitionLanguageServer",
                "YAMLSource",
                "ParallelWork",
                "LibYAMLInterposition",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift run -c release transitionc-bench`: check and generate against a raw libyaml scan,
        // and the language server's diagnostics after an edit against check.
        .executableTarget(
            name: "transitionc-bench",
            dependencies: [
                "transitionc", "transitionc-floor", "YAMLSource", "ParallelWork", "LanguageServerProtocol", "JSONCodec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The bench's floor: a plain C libyaml event scan.
        .executableTarget(name: "transitionc-floor", dependencies: ["CYAML"]),
        // Build tool plugin: `transitionc generate swift` over the target's
        // Specs/ folder into the plugin work directory, compiled into the target.
        .plugin(
            name: "TransitionSpecsPlugin",
            capability: .buildTool(),
            dependencies: ["transitionc"]
        ),
        // Command plugin: `transitionc check` over the package's specs.
        .plugin(
            name: "LintTransitionsPlugin",
            capability: .command(
                intent: .custom(verb: "lint-transitions", description: "Check the package's transition specs with transitionc")
            ),
            dependencies: ["transitionc"]
        ),
        .testTarget(name: "ParallelWorkTests", dependencies: ["ParallelWork"]),
        .testTarget(
            name: "YAMLSourceTests",
            dependencies: ["YAMLSource", "ParallelWork", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "TransitionRuntimeTests",
            dependencies: [
                "TransitionRuntime",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["References"]
        ),
        // The tools some tests need and `swift test` must not: each such
        // test is skipped, naming its tool, when the tool is missing.
        .target(name: "TestTools", path: "Tests/TestTools"),
        // How tests compile specs: from text, examples, fixtures, `Specs/`.
        .target(name: "CompileHelpers", dependencies: ["TransitionCompiler", "YAMLSource"], path: "Tests/CompileHelpers"),
        .testTarget(
            name: "TransitionCompilerTests",
            dependencies: ["TransitionCompiler", "YAMLSource", "ParallelWork", "TestTools", "CompileHelpers"],
            exclude: ["Fixtures"]
        ),
        // The numbers the bench judges the performance targets by, and what
        // the generated table costs the app's build.
        .testTarget(name: "BenchTests", dependencies: ["transitionc-bench", "TransitionCompiler"]),
        .testTarget(
            name: "LanguageServerTests",
            // `transitionc` itself, for the tests that drive the server process.
            dependencies: ["transitionc", "LanguageServerProtocol", "TransitionLanguageServer", "TransitionCompiler", "TestTools"],
            exclude: ["Clients"]
        ),
        .testTarget(
            name: "TransitionCLITests",
            dependencies: [
                "transitionc",
                "TestTools",
                "CompileHelpers",
                // To scan with libyaml directly, with and without the executable's reader.
                "CYAML",
                "LibYAMLInterposition",
                // To compare `DirectInvocation` with how ArgumentParser reads the same line.
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)
