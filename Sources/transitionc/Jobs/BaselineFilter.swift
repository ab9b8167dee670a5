import ArgumentParser
import TransitionCompiler

/// `check --baseline FILE [--update-baseline]`: record today's findings once,
/// then report only new ones. Status lines go to standard error, so that
/// standard output stays one document in every format.
struct BaselineFilter: Equatable {
    /// The baseline file; nil reports every finding.
    var file: String?
    /// Rewrite `file` with today's findings.
    var update = false

    /// Why these options cannot be used together, if they cannot.
    var problem: String? {
        update && file == nil ? "--update-baseline needs --baseline FILE" : nil
    }

    /// The findings to report: all of them without a baseline, the new ones
    /// with one, none right after recording. Exit 2 for a baseline file that
    /// cannot be read or written.
    func apply(to set: FindingSet) throws -> FindingSet {
        guard let path = file else { return set }
        let existing: Baseline?
        do throws(BaselineReadError) {
            existing = try Driver.readBaseline(path)
        } catch {
            switch error {
            case .unreadable(let error): Output.error("error: \(error.message)")
            case .malformed(let location, let source, let message):
                let renderer = TextDiagnosticRenderer(sources: [location.file: source], colored: false)
                Output.error(renderer.renderError("cannot read the baseline: \(message)", at: location))
            }
            throw ExitCode(2)
        }
        do throws(DriverError) {
            if let existing, !update { return report(existing.match(set), path: path) }
            let blocking = set.findings.count(where: { !Baseline.canHold($0.diagnostic) })
            guard blocking == 0 else {
                Output.error("""
                    error: not recording the baseline `\(path)`: \(count(blocking, "finding")) of always-error rules \
                    cannot be baselined (and graph rules that need what they leave unread do not run); fix them first
                    """)
                return existing.map { $0.match(set).remaining } ?? set
            }
            let recorded = Baseline(recording: set)
            let written = try Driver.writeBaseline(recorded, to: path)
            Output.error(written
                ? "recorded \(count(recorded.entries.count, "finding")) in `\(path)`"
                : "`\(path)` is up to date: \(count(recorded.entries.count, "finding"))")
            return set.keeping([])
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
    }

    private func report(_ match: Baseline.Match, path: String) -> FindingSet {
        var notes: [String] = []
        if match.matched > 0 { notes.append("\(count(match.matched, "finding")) in the baseline `\(path)` not shown") }
        if match.stale > 0 {
            notes.append("\(count(match.stale, "baseline entry", plural: "baseline entries")) no longer found; "
                         + "--update-baseline drops them")
        }
        if !notes.isEmpty { Output.error(notes.joined(separator: "; ")) }
        return match.remaining
    }

    private func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
}
