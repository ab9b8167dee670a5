import Foundation
import TestTools
import Testing

/// `transitionc diff` as a user runs it, against a real git repository made
/// in a temporary directory: every format against the golden files, exit
/// codes, git's revisions and the project's bounds, and a repository left as
/// it was.
@Suite(.serialized) struct DiffCommandLineTests {
    static let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/TransitionCompilerTests/Fixtures/diff")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// The old spec committed as `Specs/app.yaml`, the new one in the working tree.
    func repositoryWithAChange() throws -> GitRepository {
        let repository = try GitRepository.make()
        try repository.write(try Self.fixture("old.yaml"), to: "Specs/app.yaml")
        try repository.commitAll("old specs")
        try repository.write(try Self.fixture("new.yaml"), to: "Specs/app.yaml")
        return repository
    }

    static let formats = [("text", "txt"), ("json", "json"), ("markdown", "md"), ("github", "github.txt")]

    @Test(arguments: formats)
    func everyFormatAgainstGit(_ format: String, _ suffix: String) throws {
        let repository = try repositoryWithAChange()
        defer { repository.remove() }
        let result = try repository.transitionc(["diff", "--against", "git:HEAD", "--format", format])
        #expect(result.status == 1, "api and behavior changes fail by default")
        #expect(result.stderr.isEmpty)
        GoldenFile.check(result.stdout, against: Self.fixtures.appendingPathComponent("expected.\(suffix)"))
    }

    @Test func againstADirectory() throws {
        let repository = try repositoryWithAChange()
        defer { repository.remove() }
        try repository.write(try Self.fixture("old.yaml"), to: "Old/app.yaml")
        let result = try repository.transitionc(["diff", "--against", "Old", "Specs"])
        #expect(result.status == 1)
        GoldenFile.check(result.stdout, against: Self.fixtures.appendingPathComponent("expected.directory.txt"))
        // The same changes as through git, only the old side's file named otherwise.
        let git = try repository.transitionc(["diff", "--against", "git:HEAD", "--format", "json"]).stdout
        let directory = try repository.transitionc(["diff", "--against", "Old", "Specs", "--format", "json"]).stdout
        #expect(directory.replacingOccurrences(of: "Old/app.yaml", with: "git:HEAD:Specs/app.yaml")
            .replacingOccurrences(of: "\"against\": \"Old\"", with: "\"against\": \"git:HEAD\"") == git)
        let missing = try repository.transitionc(["diff", "--against", "Missing", "Specs"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: no such file or directory: `Missing`\n")
    }

    @Test func exitCodesFollowFailOn() throws {
        let repository = try repositoryWithAChange()
        defer { repository.remove() }
        func status(_ extra: [String]) throws -> Int32 {
            try repository.transitionc(["diff", "--against", "git:HEAD"] + extra).status
        }
        #expect(try status([]) == 1)
        #expect(try status(["--fail-on", "accessibility"]) == 0)
        #expect(try status(["--fail-on", "feel"]) == 1)
        #expect(try status(["--fail-on", "api"]) == 1)
        #expect(try status(["--fail-on", ""]) == 0)
        #expect(try status(["--fail-on", "added"]) == 2, "additions never fail")
        #expect(try status(["--fail-on", "speed"]) == 2)

        // Only a duration changed: feel, which does not fail by default.
        try repository.commitAll("new specs")
        let new = try Self.fixture("new.yaml")
        try repository.write(new.replacingOccurrences(of: "duration: 350ms", with: "duration: 400ms"), to: "Specs/app.yaml")
        let feel = try repository.transitionc(["diff", "--against", "git:HEAD"])
        #expect(feel.status == 0)
        #expect(feel.stdout == """
            Specs/app.yaml:17: feel: transition `openCompose`: duration 0.35s → 0.4s
              old: git:HEAD:Specs/app.yaml:17
            diff against git:HEAD: 0 api, 0 behavior, 1 feel, 0 accessibility, 0 added; failing (api, behavior): 0

            """)
        #expect(try status(["--fail-on", "feel"]) == 1)
        // Nothing changed against the working tree's own revision.
        try repository.commitAll("longer")
        let same = try repository.transitionc(["diff", "--against", "git:HEAD", "--format", "markdown"])
        #expect(same.status == 0)
        #expect(same.stdout == "### transitionc diff against `git:HEAD`\n\nNo changes.\n")
    }

    @Test func theRepositoryIsLeftAsItWas() throws {
        let repository = try repositoryWithAChange()
        defer { repository.remove() }
        try repository.write("stash-worthy\n", to: "notes.txt")
        let before = try repository.snapshot()
        for arguments in [["--format", "json"], ["--format", "github"], []] {
            _ = try repository.transitionc(["diff", "--against", "git:HEAD"] + arguments)
        }
        _ = try repository.transitionc(["diff", "--against", "git:no-such-branch"])
        let after = try repository.snapshot()
        #expect(after == before, "\(firstDifferingLine(before, after).map { "\($0.expected)\n\($0.actual)" } ?? "")")
    }

    @Test func aRevisionThatDoesNotExistExitsTwo() throws {
        let repository = try repositoryWithAChange()
        defer { repository.remove() }
        for ref in ["no-such-branch", "HEAD~5", "--output=x", ""] {
            let result = try repository.transitionc(["diff", "--against", "git:\(ref)"])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == (ref.isEmpty
                ? "error: `git:` needs a revision after it, such as `git:main`\n"
                : "error: no revision `\(ref)` in this repository (for `git:\(ref)`)\n"))
        }
    }

    @Test func outsideARepositoryExitsTwo() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data(try Self.fixture("new.yaml").utf8).write(to: directory.appendingPathComponent("Specs/app.yaml"))
        let result = try CLI.run(["diff", "--against", "git:main"], in: directory,
                                 environment: ["GIT_CEILING_DIRECTORIES": directory.deletingLastPathComponent().path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: `git:main` needs a git repository, and the current directory is not in one"))
    }

    @Test func eitherSideWithErrorsPrintsThemAndExitsOne() throws {
        let repository = try GitRepository.make()
        defer { repository.remove() }
        try repository.write(try Self.fixture("old.yaml").replacingOccurrences(of: "threshold: 0.3", with: "treshold: 0.3"),
                             to: "Specs/app.yaml")
        try repository.commitAll("a misspelt key")
        try repository.write(try Self.fixture("new.yaml"), to: "Specs/app.yaml")
        let result = try repository.transitionc(["diff", "--against", "git:HEAD", "--format", "json"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("git:HEAD:Specs/app.yaml:25:5: error: unknown key `treshold` in transition `closeCompose`"))
    }

    @Test func pathsOutsideTheProjectAreNotRead() throws {
        let repository = try GitRepository.make()
        defer { repository.remove() }
        let spec = try Self.fixture("new.yaml")
        try repository.write(spec, to: "app/Specs/app.yaml")
        try repository.write(spec, to: "shared/app.yaml")
        try repository.write("version: 1\nsecret: hunter2\n", to: "secret.yaml")
        try repository.link("app/Specs/inside.yaml", to: "../Shared/linked.yaml")
        try repository.write("""
            version: 1
            screens:
              extra: {}
            transitions:
              openExtra: { kind: present, from: home, to: extra, duration: 0.3 }
              closeExtra: { kind: dismiss, from: extra, duration: 0.3 }

            """, to: "app/Shared/linked.yaml")
        try repository.commitAll("specs in app/")

        // Run inside `app/`: its specs, a link among them followed inside the project.
        let same = try repository.transitionc(["diff", "--against", "git:HEAD", "Specs/app.yaml", "Specs/inside.yaml"], in: "app")
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout == "diff against git:HEAD: no changes\n")

        let outside = try repository.transitionc(["diff", "--against", "git:HEAD", "../shared/app.yaml"], in: "app")
        #expect(outside.status == 2)
        #expect(outside.stderr == "error: `../shared/app.yaml` is outside the project (`.`): `git:HEAD` reads nothing outside it\n")

        // A link that leads out of the project at the revision, whatever it is in the working tree.
        try repository.link("app/Specs/escape.yaml", to: "../../secret.yaml")
        try repository.commitAll("a link out")
        try FileManager.default.removeItem(at: repository.directory.appendingPathComponent("app/Specs/escape.yaml"))
        try repository.write(spec, to: "app/Specs/escape.yaml")
        let escape = try repository.transitionc(["diff", "--against", "git:HEAD", "Specs/escape.yaml"], in: "app")
        #expect(escape.status == 2)
        #expect(escape.stderr == """
            error: `Specs/escape.yaml` at `git:HEAD` is a symbolic link that leads outside the project; `git:HEAD` reads nothing outside it

            """)
        #expect(!escape.stderr.contains("hunter2"))
    }

    @Test func aSpecFileNewInTheChangeIsAllAdditions() throws {
        let repository = try GitRepository.make()
        defer { repository.remove() }
        try repository.write("# nothing yet\n", to: "README")
        try repository.commitAll("before the specs")
        try repository.write("""
            version: 1
            screens:
              home: { root: true }
              card: {}
            transitions:
              open: { kind: present, from: home, to: card, duration: 0.3 }
              close: { kind: dismiss, from: card, duration: 0.3 }

            """, to: "Specs/app.yaml")
        let result = try repository.transitionc(["diff", "--against", "git:HEAD"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Specs/app.yaml:3: added: screen `home` added
            Specs/app.yaml:4: added: screen `card` added
            Specs/app.yaml:6: added: transition `open` added
            Specs/app.yaml:7: added: transition `close` added
            diff against git:HEAD: 0 api, 0 behavior, 0 feel, 0 accessibility, 4 added; failing (api, behavior): 0

            """)
    }
}
