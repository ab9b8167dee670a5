import ArgumentParser
import Testing
@testable import transitionc

/// `DirectInvocation` reads the everyday `check` and `generate swift` lines
/// without ArgumentParser. Whatever it takes, it must read exactly as
/// ArgumentParser does; whatever it is not sure of, it must leave alone.
struct DirectInvocationTests {
    /// The job ArgumentParser reads from `arguments`, or nil if it reads
    /// something else (help, an error, another command).
    static func parsedJob(_ arguments: [String]) -> DirectInvocation.Job? {
        switch try? TransitionCommand.parseAsRoot(arguments) {
        case let check as Check: return .check(check.job)
        case let generate as GenerateSwift: return .generateSwift(generate.job)
        default: return nil
        }
    }

    static let recognized: [[String]] = [
        ["check"],
        ["check", "Specs"],
        ["check", "--format", "json", "a.yaml", "b.yml"],
        ["check", "a.yaml", "--format=sarif", "--strict", "dir"],
        ["check", "--color", "never", "--config", "ci.yaml", "--format", "github", "x"],
        ["check", "--baseline", "base.json", "--update-baseline", "--format", "junit"],
        ["check", "--baseline=base.json", "help"],
        ["check", "--config=dir/a=b.yaml", "x=y.yaml", "--color=always"],
        ["generate", "swift", "Specs", "--output", "Out.swift"],
        ["generate", "swift", "-o", "Out.swift", "a.yaml", "b.yaml", "--check"],
        ["generate", "swift", "a.yaml", "--output", "/tmp/T.swift", "--access-level", "internal",
         "--runtime", "none", "--color", "never", "--config", "/p/.transitionc.yaml"],
        ["generate", "swift", "--output=T.swift", "--namespace", "AppTransitions", "--force",
         "--runtime", "TransitionRuntime"],
    ]

    @Test(arguments: recognized) func readsAsArgumentParserDoes(_ arguments: [String]) throws {
        let direct = try #require(DirectInvocation.job(for: arguments))
        #expect(direct == Self.parsedJob(arguments))
    }

    @Test func readsTheDefaultsAsArgumentParserDoes() {
        #expect(DirectInvocation.job(for: ["check"]) == .check(CheckJob()))
        #expect(DirectInvocation.job(for: ["generate", "swift", "-o", "T.swift"])
                == .generateSwift(GenerateSwiftJob(output: "T.swift")))
    }

    static let leftToArgumentParser: [[String]] = [
        [], ["--version"], ["--help"], ["help", "check"], ["report"], ["generate"], ["generate", "--help"],
        ["check", "--help"], ["check", "-h"], ["check", "--format"], ["check", "--format", "xml"],
        ["check", "--format", "JSON"], ["check", "--format", "--strict"], ["check", "--format="],
        ["check", "--format", "json", "--format", "text"], ["check", "--strict", "--strict"],
        ["check", "--strict=yes"], ["check", "--update-baseline"], ["check", "--max-depth", "4"],
        ["check", "--", "--strict"], ["check", "-"], ["check", ""], ["check", "-x"], ["check", "--colour", "never"],
        ["generate", "swift", "Specs"], ["generate", "swift", "-o=T.swift"], ["generate", "swift", "-o"],
        ["generate", "swift", "-o", "T.swift", "--namespace", "class"],
        ["generate", "swift", "-o", "T.swift", "--namespace", "_uX"],
        ["generate", "swift", "-o", "T.swift", "--access-level", "private"],
        ["generate", "swift", "-o", "T.swift", "-o", "U.swift"],
    ]

    @Test(arguments: leftToArgumentParser) func leavesTheRestToArgumentParser(_ arguments: [String]) {
        #expect(DirectInvocation.job(for: arguments) == nil)
    }

    /// Random lines from the words both readers know: every line taken
    /// directly is read the same by ArgumentParser.
    @Test func randomLinesAgreeWithArgumentParser() {
        let words = ["--format", "json", "text", "sarif", "--strict", "--color", "never", "always", "--config",
                     "c.yaml", "--baseline", "b.json", "--update-baseline", "--output", "-o", "O.swift",
                     "--access-level", "internal", "public", "--namespace", "Name", "class", "--runtime", "none",
                     "--force", "--check", "--max-nodes", "9", "--format=json", "--output=X.swift", "spec.yaml",
                     "Specs", "--", "-", "swift"]
        var random = SplitMix(seed: 0x7472_616e_7369_7469)
        var taken = 0
        for _ in 0..<2000 {
            let command = random.next() % 2 == 0 ? ["check"] : ["generate", "swift"]
            let line = command + (0..<Int(random.next() % 7)).map { _ in words[Int(random.next() % UInt64(words.count))] }
            guard let direct = DirectInvocation.job(for: line) else { continue }
            taken += 1
            #expect(direct == Self.parsedJob(line), "\(line)")
        }
        // Enough lines are taken for the comparison to mean something.
        #expect(taken > 200)
    }
}

/// A fixed sequence of pseudo-random numbers, the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
