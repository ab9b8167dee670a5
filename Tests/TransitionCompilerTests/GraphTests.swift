import CompileHelpers
import Foundation
import Testing
import TransitionRuntime
import ParallelWork
import YAMLSource
@testable import TransitionCompiler

/// The graph's structure: managers, stacks, reachability, for the bundled
/// seed specs and small cases.
struct GraphTests {
    static func graph(of yaml: String) throws -> TransitionGraph {
        let compilation = Compile.spec(yaml, path: "spec.yaml")
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        return try #require(compilation.graph)
    }

    static func specsGraph() throws -> TransitionGraph {
        try #require(try Compile.bundledSpecs().graph)
    }

    func summary(_ graph: TransitionGraph, owner: String) -> (kind: TransitionManager.Kind, animators: [String], interactions: [String])? {
        guard let manager = graph.managers.first(where: { $0.owner == owner }) else { return nil }
        return (manager.kind, manager.animators.map { graph.transitions[$0].id },
                manager.interactionControllers.map { graph.transitions[$0].id })
    }

    @Test func eachGraphRuleFiresOnceInItsFixture() throws {
        let compilation = try DiagnosticGoldenTests.compile("graph-rules.yaml")
        let expected = GraphCheck.all.map(\.rule.id).filter { $0 != .noRoot && $0 != .identifierCollision }
        #expect(compilation.diagnostics.all.map(\.rule).sorted() == expected.sorted())
    }

    @Test func dragDownToDismissHasOneModalManagerWithAnInteractiveDismissal() throws {
        let graph = try Self.specsGraph()
        let modal = try #require(summary(graph, owner: "dragModal"))
        #expect(modal.kind == .modal)
        #expect(modal.interactions == ["dragCloseModal"])
    }

    @Test func transitionManagerHasTwoPresentedScreensEachWithItsOwnManager() throws {
        let graph = try Self.specsGraph()
        let tags = try #require(summary(graph, owner: "tmTags"))
        let addGame = try #require(summary(graph, owner: "tmAddGame"))
        #expect(tags.kind == .modal && addGame.kind == .modal)
        #expect(tags.animators == ["tmShowTags", "tmHideTags"])
        #expect(addGame.animators == ["tmShowAddGame", "tmHideAddGame"])
        #expect(tags.interactions.map { id in graph.transitions.first { $0.id == id }!.interaction } == [.standard])
        #expect(addGame.interactions.map { id in graph.transitions.first { $0.id == id }!.interaction } == [.input])
        let manager = try #require(graph.managers.first { $0.owner == "tmTags" })
        #expect(manager.vendsPresentationController)
    }

    @Test func transitionMattersHasTabNavigationAndModalManagers() throws {
        let graph = try Self.specsGraph()
        #expect(summary(graph, owner: "mattersTabs")?.kind == .tab)
        #expect(summary(graph, owner: "mattersHome")?.kind == .navigation)
        #expect(summary(graph, owner: "mattersHome")?.interactions == ["mattersBackFromDetail"])
        #expect(summary(graph, owner: "mattersNewEvent")?.kind == .modal)
        let sheet = try #require(graph.managers.first { $0.owner == "mattersNewEvent" })
        #expect(sheet.presentation == .sheet)
        #expect(!sheet.vendsPresentationController)
    }

    /// One `tab` transition from the tab bar, without `to`, is the bar's
    /// manager's animator for every switch; no pair of tabs needs its own.
    @Test func aTabTransitionFromTheBarIsTheBarsAnimator() throws {
        let graph = try Self.graph(of: """
            version: 1
            screens:
              bar: { root: true, container: tabBar, tabs: [feed, profile] }
              feed: {}
              profile: {}
            transitions:
              switchTabs: { kind: tab, from: bar, duration: 0.25 }

            """)
        let tab = try #require(graph.managers.first { $0.kind == .tab })
        #expect(tab.owner == "bar")
        #expect(tab.animators.map { graph.transitions[$0].id } == ["switchTabs"])
    }

    /// A sheet's duration is UIKit's: one left out is no error.
    @Test func aSheetNeedsNoDuration() throws {
        let graph = try Self.graph(of: """
            version: 1
            screens:
              home: { root: true }
              settings: {}
            transitions:
              open: { kind: present, from: home, to: settings, presentation: sheet }
              close: { kind: dismiss, from: settings, duration: 0.3 }

            """)
        #expect(graph.transitions.first?.duration == 0.5)
    }

    @Test func everyBundledScreenIsReachable() throws {
        let graph = try Self.specsGraph()
        #expect(graph.screens.filter { !graph.isReachable($0.id) }.map(\.id) == [])
    }

    @Test func stackMembershipFollowsPushes() throws {
        let graph = try Self.graph(of: """
            version: 1
            screens:
              home: { root: true, container: navigation }
              a: {}
              b: {}
              modal: {}
            transitions:
              toA: { kind: push, from: home, to: a, duration: 0.3 }
              toB: { kind: push, from: a, to: b, duration: 0.3 }
              backB: { kind: pop, from: b, duration: 0.3 }
              show: { kind: present, from: b, to: modal, duration: 0.3 }
              hide: { kind: dismiss, from: modal, duration: 0.3 }

            """)
        #expect(graph.screens.map { graph.navigationRoot(of: $0.id) } == ["home", "home", "home", nil])
        #expect(graph.targets(of: graph.transitions[2]) == ["a"])
        #expect(graph.targets(of: graph.transitions[4]) == ["b"])
        #expect(graph.managers.map(\.kind) == [.navigation, .modal])
        #expect(summary(graph, owner: "home")?.animators == ["toA", "toB", "backB"])
    }

    /// A presented screen with `container: navigation` is the root of a stack
    /// of its own, with a navigation manager, as language.md says: the modal
    /// flow with its own navigation controller that apps present.
    @Test func aPresentedNavigationScreenStartsAStack() throws {
        let graph = try Self.graph(of: """
            version: 1
            screens:
              home: { root: true }
              flow: { container: navigation }
              step: {}
            transitions:
              open: { kind: present, from: home, to: flow, duration: 0.3 }
              close: { kind: dismiss, from: flow, duration: 0.3 }
              next: { kind: push, from: flow, to: step, duration: 0.3 }
              back: { kind: pop, from: step, duration: 0.3 }

            """)
        #expect(graph.screens.map { graph.navigationRoot(of: $0.id) } == [nil, "flow", "flow"])
        let managers = graph.managers.map { ($0.kind, $0.owner, $0.animators.map { graph.transitions[$0].id }) }
        #expect(managers.map(\.0) == [.modal, .navigation])
        #expect(managers.map(\.1) == ["flow", "flow"])
        #expect(managers.map(\.2) == [["open", "close"], ["next", "back"]])
    }

    /// `check` leaves the managers to be made when first read; whoever reads
    /// them then, on any number of threads at once, gets what `generate`
    /// gets made beside the rules.
    @Test func managersMadeOnFirstReadAreTheOnesMadeBesideTheRules() throws {
        let specs = Golden.repositoryRoot.appendingPathComponent("Specs").path
        let besideRules = try #require(try Driver.compile(paths: [specs], managers: .besideRules).graph).managers
        #expect(besideRules.count > 10)
        let lazy = try #require(try Driver.compile(paths: [specs], managers: .onFirstRead).graph)
        let reads = Slots<[TransitionManager]>(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { reads[$0] = lazy.managers }
        for read in reads.takeValues() { #expect(read == besideRules) }
    }
}
