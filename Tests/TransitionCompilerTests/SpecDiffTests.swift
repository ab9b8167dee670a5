import CompileHelpers
import Testing
import TransitionRuntime
@testable import TransitionCompiler
import YAMLSource

/// What `diff` finds between two spec sets, compared in process; the
/// command line, the formats and git are in TransitionCLITests.
struct SpecDiffTests {
    func compile(_ text: String, as path: String) throws -> Compilation {
        let compilation = Compile.spec(text, path: path)
        try #require(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        return compilation
    }

    func diff(_ old: String, _ new: String, failOn: Set<ChangeCategory> = ChangeCategory.defaultFailing) throws -> SpecDiff {
        SpecDiff(old: try compile(old, as: "old.yaml"), new: try compile(new, as: "new.yaml"), against: "old.yaml", failOn: failOn)
    }

    static let modal = """
        version: 1
        tokens:
          durations: { quick: 0.25 }
        defaults:
          duration: $durations.quick
        screens:
          home: { root: true }
          card: {}
        transitions:
          open: { kind: present, from: home, to: card, duration: 0.4 }
          close:
            kind: dismiss
            from: card
            curve: linear
            interaction: standard
            threshold: 0.3

        """

    func edited(_ old: String, _ new: String) -> String {
        Self.modal.replacingOccurrences(of: old, with: new)
    }

    @Test func theSameSpecWrittenOtherwiseHasNoChanges() throws {
        let rewritten = """
            version: 1

            # the same, in another order and style
            screens:
              card: {}
              home:
                root: true
            transitions:
              close: { kind: dismiss, from: card, curve: [0, 0, 1, 1], interaction: standard, threshold: 0.3, duration: 250ms }
              open: { kind: present, to: card, from: home, duration: 0.4s, presentation: custom }

            """
        let result = try diff(Self.modal, rewritten)
        #expect(result.changes.isEmpty, "\(result.changes.map(DiffPhrasing.message))")
        #expect(!result.fails)
    }

    @Test func aThresholdIsBehaviourWithItsPointsInTheDefaultContainer() throws {
        let result = try diff(Self.modal, edited("threshold: 0.3", "threshold: 0.6"))
        let change = try #require(result.changes.only)
        #expect(change.category == .behavior)
        #expect(change.field == "threshold")
        #expect(change.old == .number(0.3) && change.new == .number(0.6))
        // A drag down over the 844 pt height.
        #expect(abs(try #require(change.oldPoints) - 253.2) < 1e-9)
        #expect(abs(try #require(change.newPoints) - 506.4) < 1e-9)
        #expect(change.place == ChangePlace(file: "new.yaml", line: 16))
        #expect(change.oldPlace == ChangePlace(file: "old.yaml", line: 16))
        #expect(result.fails)
        #expect(!SpecDiff(against: "", changes: result.changes, failOn: [.feel, .accessibility]).fails)
    }

    @Test func aDistanceGivesItsPointsToo() throws {
        let result = try diff(Self.modal, edited("threshold: 0.3", "threshold: 0.3\n    gesture: { distance: 300 }"))
        let change = try #require(result.changes.only)
        #expect(change.field == "gesture.distance")
        #expect(change.old == .distance(.container) && change.new == .distance(.points(300)))
        #expect(change.oldPoints == 844 && change.newPoints == 300)
    }

    @Test func aDurationIsFeelAndDoesNotFailByDefault() throws {
        let result = try diff(Self.modal, edited("duration: 0.4", "duration: 0.5"))
        let change = try #require(result.changes.only)
        #expect(change.category == .feel)
        #expect(change.old == .seconds(0.4) && change.new == .seconds(0.5))
        #expect(change.oldToken == nil && change.newToken == nil && !change.inherited)
        #expect(!result.fails)
    }

    @Test func aChangedTokenIsReportedOnEveryTransitionItChangesWithTheToken() throws {
        let old = Self.modal.replacingOccurrences(of: "duration: 0.4", with: "duration: $durations.quick")
        let new = old.replacingOccurrences(of: "quick: 0.25", with: "quick: 0.3")
        let result = try diff(old, new)
        // In the order of their places: `close` takes it from `defaults`, above `open`.
        #expect(result.changes.map(\.id) == ["close", "open"])
        for change in result.changes {
            #expect(change.field == "duration")
            #expect(change.old == .seconds(0.25) && change.new == .seconds(0.3))
            #expect(change.oldToken == "$durations.quick" && change.newToken == "$durations.quick")
        }
        #expect(result.changes.map(\.inherited) == [true, false])
        #expect(DiffPhrasing.message(result.changes[0])
            == "transition `close`: duration 0.25s → 0.3s (token `$durations.quick` in `defaults`)")
    }

    @Test func aChangedDefaultIsReportedOnTheTransitionsThatInheritIt() throws {
        let old = Self.modal.replacingOccurrences(of: "duration: $durations.quick", with: "duration: 0.2")
            .replacingOccurrences(of: "  durations: { quick: 0.25 }\n", with: "").replacingOccurrences(of: "tokens:\n", with: "")
        let new = old.replacingOccurrences(of: "duration: 0.2", with: "duration: 0.3")
        let change = try #require(try diff(old, new).changes.only)
        #expect(change.id == "close" && change.inherited && change.newToken == nil)
        #expect(DiffPhrasing.message(change) == "transition `close`: duration 0.2s → 0.3s (from `defaults`)")
    }

    @Test func aCurveGivesTheLargestDifferenceOfTheEasedValue() throws {
        // x(t) = t and y(t) = 3t² − 2t³: the largest distance from linear is √3 / 18, at t = 1/2 − √3/6.
        let result = try diff(Self.modal, edited("curve: linear", "curve: [0.3333333333333333, 0, 0.6666666666666666, 1]"))
        let change = try #require(result.changes.only)
        #expect(change.category == .feel)
        #expect(abs(try #require(change.curveDifference) - 3.0.squareRoot() / 18) < 1e-4)
        #expect(SpecComparison.largestDifference(.linear, .linear) == 0)
        #expect(SpecComparison.largestDifference(.easeIn, .easeOut) == SpecComparison.largestDifference(.easeOut, .easeIn))
    }

    @Test func aRenameThatKeepsEveryValueIsOneChange() throws {
        let result = try diff(Self.modal, edited("  close:\n", "  dismissCard:\n"))
        let change = try #require(result.changes.only)
        #expect(change.category == .api)
        #expect(change.kind == .renamed(from: "close") && change.id == "dismissCard")
        #expect(change.oldSwift == "TransitionID.close" && change.newSwift == "TransitionID.dismissCard")
    }

    @Test func aRenameThatChangesAValueIsARemovalAndAnAddition() throws {
        let result = try diff(Self.modal, edited("  close:\n", "  dismissCard:\n").replacingOccurrences(of: "0.3", with: "0.4"))
        #expect(result.changes.map(\.kind) == [.removed, .added])
        #expect(result.changes.map(\.category) == [.api, .added])
        #expect(result.changes.map(\.id) == ["close", "dismissCard"])
    }

    @Test func aScreenRenamedIsFollowedIntoItsTransitions() throws {
        let result = try diff(Self.modal, Self.modal.replacingOccurrences(of: "card", with: "sheet"))
        let change = try #require(result.changes.only)
        #expect(change.subject == .screen && change.kind == .renamed(from: "card") && change.category == .api)
    }

    @Test func aKindIsAPIAndWhatComesWithItIsNotRepeated() throws {
        let old = """
            version: 1
            screens:
              home: { root: true, container: navigation }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }

            """
        let result = try diff(old, old.replacingOccurrences(of: "kind: present", with: "kind: push"))
        // The kind, and the managers it moves between: not the presentation that went with it.
        #expect(result.changes.map(\.category) == [.api, .behavior])
        #expect(result.changes.map(\.field) == ["kind", "managers"])
        #expect(result.changes[1].id == "card" && result.changes[1].old == .words(["modal"]) && result.changes[1].new == .words([]))
    }

    @Test func becomingInteractiveIsOneChange() throws {
        let result = try diff(Self.modal.replacingOccurrences(of: "    interaction: standard\n    threshold: 0.3\n", with: ""),
                              Self.modal)
        let change = try #require(result.changes.only)
        #expect(change.field == "interaction" && change.category == .behavior)
        #expect(change.old == .word("none") && change.new == .word("standard"))
    }

    @Test func aRemovedTransitionIsAPIAndAnAddedOneNeverFails() throws {
        let open = "  open: { kind: present, from: home, to: card, duration: 0.4 }\n"
        let withAnother = Self.modal.replacingOccurrences(of: open, with: open + "  peek: { kind: push, from: home, to: card, duration: 0.4 }\n")
            .replacingOccurrences(of: "home: { root: true }", with: "home: { root: true, container: navigation }")
        let withoutIt = Self.modal.replacingOccurrences(of: "home: { root: true }", with: "home: { root: true, container: navigation }")
        let removed = try #require(try diff(withAnother, withoutIt).changes.only)
        #expect(removed.kind == .removed && removed.category == .api && removed.id == "peek")
        #expect(removed.place == nil && removed.oldPlace == ChangePlace(file: "old.yaml", line: 11))
        let added = try diff(withoutIt, withAnother, failOn: Set(ChangeCategory.failable))
        #expect(added.changes.map(\.kind) == [.added] && !added.fails)
    }

    @Test func changesFollowTheOrderTheNewSideReadItsFiles() throws {
        let screens = "version: 1\nscreens:\n  home: { root: true }\n  card: {}\n"
        let transitions = """
            version: 1
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3 }

            """
        let old = Compile.files([("a.yaml", screens), ("b.yaml", transitions)])
        let new = Compile.files([("z.yaml", transitions.replacingOccurrences(of: "from: card, duration: 0.3 }", with: "from: card, duration: 0.3, interruptible: true }")),
                           ("a.yaml", screens.replacingOccurrences(of: "card: {}", with: "card: { scrollable: true }"))])
        #expect(!old.diagnostics.hasErrors && !new.diagnostics.hasErrors)
        // Both `behavior`: in file order, not in the order of the files' names.
        let changes = SpecDiff(old: old, new: new, against: "", failOn: []).changes
        #expect(changes.map(\.reportedPlace) == [ChangePlace(file: "z.yaml", line: 4), ChangePlace(file: "a.yaml", line: 4)],
                "\(changes.map(DiffPhrasing.message))")
        #expect(changes.map(\.oldPlace) == [ChangePlace(file: "b.yaml", line: 4), ChangePlace(file: "a.yaml", line: 4)])
    }

    /// A field the projection leaves out would change unseen.
    @Test func everyTransitionFieldIsCompared() throws {
        let side = DiffProjection.side(try compile(Self.modal, as: "a.yaml"))
        let names = try #require(side.transitions.first).fields.map(\.name)
        // `timing` is compared through the duration, delay and curve it sets.
        for field in TransitionField.resolved {
            #expect(names.contains { $0 == field.rawValue || $0.hasPrefix(field.rawValue + ".") }, "\(field) is not compared")
        }
    }

    @Test func everyFieldHasACategory() throws {
        let side = DiffProjection.side(try compile(Self.modal, as: "a.yaml"))
        let names = (side.screens + side.transitions).flatMap { $0.fields.map(\.name) }
        #expect(Set(names.map(SpecComparison.category(of:))) == [.api, .behavior, .feel, .accessibility])
        #expect(names.filter { SpecComparison.category(of: $0) == .api } == ["kind", "kind"])
    }
}

extension Array {
    /// The only element, or nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
