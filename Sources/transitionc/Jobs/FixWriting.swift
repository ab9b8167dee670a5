import ArgumentParser
import TransitionCompiler

/// `check --fix`: writes each file's fixes in place, atomically (a reader
/// sees the old file or the new one, never half of each), and says what
/// changed on standard error, so that standard output stays the one report
/// of what is left in every format.
enum FixWriting {
    /// Enough for a fix to uncover another and that one a third; a set that
    /// still changes after that is left for the next run, not looped on.
    static let maximumRounds = 10

    /// Compiles, writes the fixes, and again, until nothing is left to fix.
    static func fixUntilDone(_ compile: () throws -> Compilation) throws {
        var count = 0
        var files: Set<String> = []
        for _ in 0..<maximumRounds {
            let fixes = SpecFixer.fixes(for: try compile())
            guard !fixes.isEmpty else { break }
            try write(fixes)
            count += fixes.reduce(0) { $0 + $1.applied.count }
            files.formUnion(fixes.map(\.path))
        }
        if count > 0 {
            Output.error("fixed \(count) problem\(count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s"); checking again")
        }
    }

    /// Each file replaced whole, then what changed in it, at the positions
    /// of the file before.
    private static func write(_ fixes: [SpecFixer.FileFix]) throws {
        for file in fixes {
            do throws(DriverError) {
                _ = try OutputFile.write(file.bytes, to: file.path)
            } catch {
                Output.error("error: \(error.message)")
                throw ExitCode(2)
            }
            for fix in file.applied {
                Output.error(fix.summary)
            }
        }
    }
}
