import Foundation
import Lite
import TransitionRuntime

// Transitions.swift is generated from Specs/app.yaml by TransitionSpecsPlugin
// at build time; nothing in this folder declares `Transitions`.
let ids = Transitions.TransitionID.allCases.map(\.rawValue)
print("app: \(ids.joined(separator: ", "))")

print("openCompose: \(Transitions.transition(.openCompose).duration)s")

let close = Transitions.transition(.closeCompose)
let threshold = close.threshold.map { "\($0)" } ?? "none"
// TimingCurve comes from TransitionRuntime, and so does its evaluation.
let halfway = close.curve.value(at: 0.5)
print("closeCompose: \(close.kind) from \(close.from.rawValue) to \(close.to?.rawValue ?? "?"), "
    + "\(close.duration)s, threshold \(threshold), curve at 0.5 = \(halfway)")
if let manager = Transitions.manager(for: .closeCompose) {
    print("manager: \(manager.kind) for \(manager.owner.rawValue), interactive \(manager.interactionControllers.map(\.rawValue))")
}

print(Lite.summary())

// The resource under Specs/Bundled ships as-is in the bundle.
if let url = Bundle.module.url(forResource: "welcome", withExtension: "yaml", subdirectory: "Bundled"),
   let text = try? String(contentsOf: url, encoding: .utf8),
   let line = text.split(separator: "\n").first(where: { $0.hasPrefix("greeting:") }) {
    print("resource: \(line)")
} else {
    print("resource: missing")
}
