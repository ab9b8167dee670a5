// swift-tools-version:6.0
// A package that uses transitionc's SwiftPM plugins the way an app does:
// `swift build` compiles each target's specs into it (TransitionSpecsPlugin),
// and `swift package lint-transitions` checks them. Built by check.sh in CI.
import Foundation
import PackageDescription

// The transitionc package: this repository. check.sh rewrites this path when
// it builds a copy of the fixture elsewhere.
let transitioncPath = "../.."
// A package found by path is named after its directory, whatever the checkout is called.
let transitionc = URL(fileURLWithPath: transitioncPath,
                      relativeTo: URL(fileURLWithPath: Context.packageDirectory, isDirectory: true))
    .standardizedFileURL.lastPathComponent

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: transitioncPath),
    ],
    targets: [
        // Depends on TransitionRuntime, so its table imports it. Specs in
        // Sources/App/Specs/; Specs/Bundled is a resource and is not compiled.
        .executableTarget(
            name: "App",
            dependencies: [
                "Lite",
                .product(name: "TransitionRuntime", package: transitionc),
            ],
            resources: [.copy("Specs/Bundled")],
            plugins: [.plugin(name: "TransitionSpecsPlugin", package: transitionc)]
        ),
        // No TransitionRuntime: its table declares its own value types.
        .target(
            name: "Lite",
            plugins: [.plugin(name: "TransitionSpecsPlugin", package: transitionc)]
        ),
    ]
)
