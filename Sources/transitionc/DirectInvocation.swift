import ArgumentParser
import TransitionCompiler

/// The invocations that builds, editors and CI repeat on every run, read
/// without ArgumentParser: `check` and `generate swift` with paths and their
/// everyday options, spelled `--name value` or `--name=value`.
///
/// ArgumentParser reflects over the whole command tree to read any command
/// line, a large part of `check` of a small spec: a price the build plugin
/// paid on every build. Anything not
/// recognized here goes to ArgumentParser as before, so every error, help
/// text, repeated option and rarely used option is still its business; this
/// only takes the spellings whose meaning is certain. Tests check that both
/// read each recognized command line into the same job.
enum DirectInvocation {
    enum Job: Equatable {
        case check(CheckJob)
        case generateSwift(GenerateSwiftJob)
    }

    /// The job `arguments` (without the program name) ask for, or nil when
    /// ArgumentParser should read them.
    static func job(for arguments: [String]) -> Job? {
        if arguments.first == "check" {
            return checkJob(arguments.dropFirst()).map(Job.check)
        }
        if arguments.starts(with: ["generate", "swift"]) {
            return generateSwiftJob(arguments.dropFirst(2)).map(Job.generateSwift)
        }
        return nil
    }

    private static func checkJob(_ arguments: ArraySlice<String>) -> CheckJob? {
        guard let line = Spelling(arguments, options: ["--format", "--color", "--config", "--baseline"],
                                  flags: ["--strict", "--update-baseline"])
        else { return nil }
        var job = CheckJob(paths: line.paths)
        guard line.read("--format", into: &job.format), line.read("--color", into: &job.color) else { return nil }
        job.strict = line.flags.contains("--strict")
        job.configuration = line.configuration
        job.baseline = BaselineFilter(file: line.values["--baseline"], update: line.flags.contains("--update-baseline"))
        return job.baseline.problem == nil ? job : nil
    }

    private static func generateSwiftJob(_ arguments: ArraySlice<String>) -> GenerateSwiftJob? {
        guard let line = Spelling(arguments, options: ["--output", "--access-level", "--namespace", "--runtime",
                                                       "--color", "--config"],
                                  flags: ["--force", "--check"], short: ["-o": "--output"]),
              let output = line.values["--output"]
        else { return nil }
        var job = GenerateSwiftJob(paths: line.paths, output: output)
        guard line.read("--access-level", into: &job.accessLevel), line.read("--runtime", into: &job.runtime),
              line.read("--color", into: &job.color)
        else { return nil }
        job.namespace = line.values["--namespace"] ?? job.namespace
        job.force = line.flags.contains("--force")
        job.check = line.flags.contains("--check")
        job.configuration = line.configuration
        return GenerateSwiftJob.namespaceProblem(job.namespace) == nil ? job : nil
    }
}

/// One command's arguments split into paths, option values and flags, for
/// the few options given; nil for anything that might mean something else
/// (another option, `--`, `-`, an empty argument, a value that looks like an
/// option, a missing value, an option given twice).
private struct Spelling {
    var paths: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    init?(_ arguments: ArraySlice<String>, options: Set<String>, flags flagNames: Set<String>,
          short: [String: String] = [:]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard !argument.isEmpty, argument != "-", argument != "--" else { return nil }
            guard argument.hasPrefix("-") else {
                paths.append(argument)
                continue
            }
            var name = argument
            var value: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            name = short[name] ?? name
            if flagNames.contains(name) {
                guard value == nil, flags.insert(name).inserted else { return nil }
            } else if options.contains(name) {
                guard values[name] == nil, let given = value ?? remaining.popFirst(),
                      !given.isEmpty, !given.hasPrefix("-")
                else { return nil }
                values[name] = given
            } else {
                return nil
            }
        }
    }

    var configuration: ConfigurationChoice {
        ConfigOptions.choice(values["--config"])
    }

    /// Sets `value` from the option `name` if it was given; false if its
    /// value is not one ArgumentParser would accept.
    func read<Value: ExpressibleByArgument>(_ name: String, into value: inout Value) -> Bool {
        guard let given = values[name] else { return true }
        guard let read = Value(argument: given) else { return false }
        value = read
        return true
    }
}
