import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed or interrupted `transitionc generate swift` never loses data:
/// the previous output stays as it was, byte for byte, and no temporary file
/// is left where a finished run could have removed it. Docs/robustness.md
/// lists what is and is not testable here.
@Suite(.serialized) struct OutputSafetyTests {
    /// A workspace whose `Out.swift` was generated from `spec.yaml`; returns
    /// the old output's bytes. `spec.yaml` is then changed, so the next
    /// generate has something new to write.
    func withOldOutput(_ body: (OutputWorkspace, Data) throws -> Void) throws {
        let workspace = try OutputWorkspace.make()
        defer { workspace.remove() }
        try workspace.write(OutputWorkspace.spec(duration: 0.3), to: "spec.yaml")
        let first = try workspace.generate()
        try #require(first.status == 0, "\(first.summary) \(first.stderr)")
        let old = try #require(workspace.contents("Out.swift"))
        try workspace.write(OutputWorkspace.largeSpec(screens: 50, duration: 0.4), to: "spec.yaml")
        try body(workspace, old)
    }

    func expectFailedCleanly(_ run: MeasuredRun, status: Int32 = 2, message: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.signal == nil, "\(run.summary)", sourceLocation: sourceLocation)
        #expect(run.status == status, "\(run.summary)\n\(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.contains(message), "\(run.stderr)", sourceLocation: sourceLocation)
    }

    @Test func aSpecErrorLeavesTheOutputUntouched() throws {
        try withOldOutput { workspace, old in
            try workspace.write("version: 1\nscreens:\n  home: { rooot: true }\n", to: "spec.yaml")
            let modified = try FileManager.default.attributesOfItem(atPath: workspace.path("Out.swift"))[.modificationDate] as? Date
            let run = try workspace.generate()
            expectFailedCleanly(run, status: 1, message: "was not written")
            #expect(workspace.contents("Out.swift") == old)
            #expect(try FileManager.default.attributesOfItem(atPath: workspace.path("Out.swift"))[.modificationDate] as? Date == modified)
            #expect(workspace.temporaries().isEmpty)
        }
    }

    @Test func anOutputPathThatIsADirectoryIsRefused() throws {
        try withOldOutput { workspace, _ in
            try workspace.write("keep me\n", to: "Folder.swift/inside.txt")
            let run = try workspace.generate(output: "Folder.swift")
            expectFailedCleanly(run, message: "cannot write `Folder.swift`: it is a directory")
            #expect(workspace.contents("Folder.swift/inside.txt") == Data("keep me\n".utf8))
            #expect(workspace.temporaries().isEmpty)
        }
    }

    @Test func anOutputWhoseParentIsAFileIsRefused() throws {
        try withOldOutput { workspace, _ in
            try workspace.write("a file\n", to: "notes.txt")
            let run = try workspace.generate(output: "notes.txt/Out.swift")
            expectFailedCleanly(run, message: "cannot write `notes.txt/Out.swift`")
            #expect(workspace.contents("notes.txt") == Data("a file\n".utf8))
            #expect(workspace.temporaries().isEmpty)
        }
    }

    /// As root, permissions do not stop a write; an immutable directory
    /// (`chattr +i`) does. Without root, a directory without write permission.
    @Test(.enabled(if: getuid() != 0 || WriteFailureTools.immutableDirectories,
                   "needs chattr +i when running as root"))
    func aReadOnlyDirectoryKeepsTheOldOutput() throws {
        try withOldOutput { workspace, old in
            let directory = workspace.directory.path
            if getuid() == 0 {
                WriteFailureTools.shell("chattr +i '\(directory)'")
            } else {
                chmod(directory, 0o555)
            }
            defer {
                WriteFailureTools.shell("chattr -i '\(directory)'")
                chmod(directory, 0o755)
            }
            let run = try workspace.generate()
            expectFailedCleanly(run, message: "cannot write `Out.swift`")
            #expect(workspace.contents("Out.swift") == old)
            #expect(workspace.temporaries().isEmpty)
        }
    }

    /// A link to a device is refused before anything is written: the link
    /// stays, and `/dev/full` stays a device.
    @Test func aSymlinkToDevFullIsRefused() throws {
        try withOldOutput { workspace, _ in
            try FileManager.default.createSymbolicLink(atPath: workspace.path("Linked.swift"), withDestinationPath: "/dev/full")
            let run = try workspace.generate(output: "Linked.swift")
            expectFailedCleanly(run, message: "`/dev/full`, where it leads, is a character device, not a regular file")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("Linked.swift")) == "/dev/full")
            var info = stat()
            #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
            #expect(workspace.temporaries().isEmpty)

            let direct = try workspace.generate(output: "/dev/full")
            expectFailedCleanly(direct, message: "cannot write `/dev/full`: it is a character device")
        }
    }

    /// A link to a regular file is written through: the file it leads to
    /// gets the new output, and the link is kept.
    @Test func aSymlinkToAFileIsWrittenThrough() throws {
        try withOldOutput { workspace, old in
            try FileManager.default.createDirectory(atPath: workspace.path("shared"), withIntermediateDirectories: true)
            try FileManager.default.moveItem(atPath: workspace.path("Out.swift"), toPath: workspace.path("shared/Out.swift"))
            try FileManager.default.createSymbolicLink(atPath: workspace.path("Out.swift"), withDestinationPath: "shared/Out.swift")
            let run = try workspace.generate()
            #expect(run.status == 0, "\(run.summary) \(run.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("Out.swift")) == "shared/Out.swift")
            let new = try #require(workspace.contents("shared/Out.swift"))
            #expect(new != old)
            #expect(String(decoding: new, as: UTF8.self).contains("case push49"))
            #expect(workspace.temporaries().isEmpty && workspace.temporaries(in: "shared").isEmpty)
        }
    }

    /// A write that fails part way: the file-size limit (`ulimit -f`) makes
    /// `write` fail with EFBIG once the temporary file reaches 1 KiB, as a
    /// full disk would with ENOSPC. SIGXFSZ is ignored so the write fails
    /// instead of the process dying.
    @Test func aWriteFailingPartWayKeepsTheOldOutput() throws {
        try withOldOutput { workspace, old in
            let run = try workspace.generate(shell: "ulimit -f 2; trap '' XFSZ; exec \"$@\"")
            expectFailedCleanly(run, message: "cannot write `Out.swift`: File too large")
            #expect(workspace.contents("Out.swift") == old)
            #expect(workspace.temporaries().isEmpty)
        }
    }

    /// A really full disk: a 256 KiB tmpfs, filled up after the first output.
    @Test(.enabled(if: WriteFailureTools.smallFileSystems, "needs to mount a tmpfs"))
    func aFullDiskKeepsTheOldOutput() throws {
        let workspace = try OutputWorkspace.make()
        defer { workspace.remove() }
        let disk = workspace.path("disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        try #require(WriteFailureTools.shell("mount -t tmpfs -o size=256k tmpfs '\(disk)'") == 0)
        defer { WriteFailureTools.shell("umount '\(disk)'") }
        try workspace.write(OutputWorkspace.spec(duration: 0.3), to: "spec.yaml")
        try #require(try workspace.generate(output: "disk/Out.swift").status == 0)
        let old = try #require(workspace.contents("disk/Out.swift"))
        // Fill what is left; `dd` stops with ENOSPC, which is the point.
        WriteFailureTools.shell("dd if=/dev/zero of='\(disk)/filler' bs=4k")
        try workspace.write(OutputWorkspace.largeSpec(screens: 50), to: "spec.yaml")
        let run = try workspace.generate(output: "disk/Out.swift")
        expectFailedCleanly(run, message: "No space left on device")
        #expect(workspace.contents("disk/Out.swift") == old)
        #expect(workspace.temporaries(in: "disk").isEmpty)
    }

    /// A process killed in the middle of writing (here by SIGXFSZ, at a
    /// byte the test chooses): the old output is intact; the temporary file
    /// it could not remove is hidden, and the next write removes it.
    @Test func aProcessKilledMidWriteKeepsTheOldOutput() throws {
        try withOldOutput { workspace, old in
            let killed = try workspace.generate(shell: "ulimit -f 2; exec \"$@\"")
            #expect(killed.signal == SIGXFSZ, "\(killed.summary)")
            #expect(workspace.contents("Out.swift") == old)
            let left = workspace.temporaries()
            #expect(left.count == 1 && left.allSatisfy { $0.hasPrefix(".Out.swift.transitionc-") })

            let next = try workspace.generate()
            #expect(next.status == 0, "\(next.summary) \(next.stderr)")
            #expect(workspace.temporaries().isEmpty, "the abandoned temporary is removed")
        }
    }

    /// SIGKILL during the write of a large output (a few hundred KiB), at
    /// twelve moments from the first sign of writing on: each time, the
    /// output is the old file or the new one, whole.
    @Test func sigkillDuringTheWriteLeavesOneWholeFile() throws {
        let workspace = try OutputWorkspace.make()
        defer { workspace.remove() }
        try workspace.write(OutputWorkspace.largeSpec(screens: 400, duration: 0.3), to: "old.yaml")
        try workspace.write(OutputWorkspace.largeSpec(screens: 400, duration: 0.5), to: "new.yaml")
        try #require(try workspace.generate("new.yaml").status == 0)
        let new = try #require(workspace.contents("Out.swift"))
        try #require(try workspace.generate("old.yaml").status == 0)
        let old = try #require(workspace.contents("Out.swift"))

        for step in 0..<12 {
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["generate", "swift", "new.yaml", "--output", "Out.swift"]
            process.currentDirectoryURL = workspace.directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait for the write to begin (a temporary file, or the output
            // itself changing), then kill 0, 0.3, 0.6, … ms into it.
            while process.isRunning, workspace.temporaries().isEmpty, workspace.contents("Out.swift") == old {
                usleep(50)
            }
            usleep(useconds_t(step * 300))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = workspace.contents("Out.swift")
            #expect(now == old || now == new, "step \(step): the output is neither the old file nor the new one")
            if now != old {
                // Start again from the old output for the next kill.
                try old.write(to: workspace.directory.appendingPathComponent("Out.swift"))
            }
        }
        // Whatever the kills left behind is hidden, and is not output.
        #expect(workspace.temporaries().allSatisfy { $0.hasPrefix(".Out.swift.transitionc-") })
        try #require(try workspace.generate("new.yaml").status == 0)
        #expect(workspace.contents("Out.swift") == new)
        #expect(workspace.temporaries().isEmpty)
    }

    /// Eight generates of eight different specs into one file at once: the
    /// file ends up exactly one of the eight outputs, whole.
    @Test func concurrentGeneratesLeaveOneWholeFile() throws {
        let workspace = try OutputWorkspace.make()
        defer { workspace.remove() }
        let count = 8
        var expected: [Data] = []
        for index in 0..<count {
            try workspace.write(OutputWorkspace.largeSpec(screens: 100, duration: 0.1 + 0.05 * Double(index)), to: "s\(index)/spec.yaml")
            let alone = try workspace.generate("s\(index)/spec.yaml", output: "alone\(index).swift")
            try #require(alone.status == 0, "\(alone.summary)")
            // The header names the spec relative to the output's folder, the same for both.
            expected.append(try #require(workspace.contents("alone\(index).swift")))
        }
        let processes = try (0..<count).map { index in
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["generate", "swift", "s\(index)/spec.yaml", "--output", "Shared.swift"]
            process.currentDirectoryURL = workspace.directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationReason == .exit && $0.terminationStatus == 0 })
        let shared = try #require(workspace.contents("Shared.swift"))
        #expect(expected.contains(shared), "the shared output is not one of the eight whole outputs")
        #expect(workspace.temporaries().isEmpty)
    }

    /// `--check` reads and never writes, even when the output is stale.
    @Test func checkModeNeverWrites() throws {
        try withOldOutput { workspace, old in
            let run = try MeasuredRun.run(["generate", "swift", "spec.yaml", "--output", "Out.swift", "--check"],
                                          in: workspace.directory)
            #expect(run.status == 1)
            #expect(workspace.contents("Out.swift") == old)
            #expect(workspace.temporaries().isEmpty)
        }
    }
}
