#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ParallelWork
import YAMLSource

// transitionc-bench: how fast `check` and `generate swift` are, as ratios to
// a raw libyaml event scan of the same bytes measured in the same run (the
// `transitionc-floor` tool, plain C).
//
//   swift run -c release transitionc-bench [--runs N]
//   swift run -c release transitionc-bench --write DIR   (the spec sets, to profile by hand)
//   swift run -c release transitionc-bench --help
//
// Each measurement is a fresh process (start-up included, as a build pays it).
// Each round runs start-up, floor, check and generate of every spec set in turn, N
// rounds (default 21: about forty seconds here, and medians that a few slow
// rounds on a shared machine do not move); the median time, the median of
// the rounds' ratios and the largest peak memory are reported, and check's
// time per transition in wall time and in CPU time; then each target of the
// performance issue, met or not (Docs/performance.md).

let options = BenchOptions.parseOrExit()

struct Size {
    var transitions: Int
    var files: Int
    var ids: SpecGenerator.IDs = .short
    /// Anchors, aliases and merge keys (`SpecGenerator.files`).
    var reusing = false
    /// Values in every form the language has (`SpecGenerator.everyForm`).
    var everyForm = false
    /// How many of the transitions the first file holds (`SpecGenerator.files`).
    var inFirstFile: Int?

    var directoryName: String {
        "\(transitions)-\(files)" + (ids == .long ? "-long-ids" : "") + (reusing ? "-anchors" : "")
            + (everyForm ? "-every-form" : "") + (inFirstFile.map { "-\($0)-in-first" } ?? "")
    }
    var label: String {
        (files == 1 ? "\(transitions) in 1 file" : "\(transitions) in \(files) files") + (ids == .long ? ", long ids" : "")
            + (reusing ? ", anchors" : "") + (everyForm ? ", every form" : "")
            + (inFirstFile.map { ", \($0) in one" } ?? "")
    }
}
let sizes = [Size(transitions: 1_000, files: 1), Size(transitions: 10_000, files: 1),
             Size(transitions: 40_000, files: 1), Size(transitions: 40_000, files: 20),
             Size(transitions: 40_000, files: 1, ids: .long), Size(transitions: 40_000, files: 1, reusing: true),
             Size(transitions: 40_000, files: 1, everyForm: true),
             Size(transitions: 42_000, files: 11, inFirstFile: 40_000)]

func writeSpecSet(_ size: Size, into parent: String) -> (paths: [String], bytes: Int) {
    let directory = parent + "/" + size.directoryName
    makeDirectory(directory)
    var paths: [String] = []
    var bytes = 0
    let texts = size.everyForm ? [SpecGenerator.everyForm(transitions: size.transitions)]
        : SpecGenerator.files(transitions: size.transitions, files: size.files, ids: size.ids, reusing: size.reusing,
                              inFirstFile: size.inFirstFile)
    for (name, text) in texts {
        let path = directory + "/" + name
        writeFile(path, text)
        paths.append(path)
        bytes += text.utf8.count
    }
    return (paths, bytes)
}

// Write the spec sets and stop: for profiling one by hand.
if let directory = options.write {
    makeDirectory(directory)
    for size in sizes { print(writeSpecSet(size, into: directory).paths.joined(separator: " ")) }
    exit(0)
}

let runs = options.runs

let executable = String(cString: realpath(CommandLine.arguments[0], nil))
let directoryOfTools = String(executable[..<executable.lastIndex(of: "/")!])
let transitionc = directoryOfTools + "/transitionc"
let floorScan = directoryOfTools + "/transitionc-floor"
for tool in [transitionc, floorScan] where access(tool, X_OK) != 0 {
    print("transitionc-bench: no \(tool) next to this tool; run `swift build -c release` first")
    exit(2)
}

let workspace = makeTemporaryDirectory()
defer { removeDirectory(workspace) }

print("transitionc-bench: \(runs) rounds; in each, for every spec set in turn: start-up, floor, check and generate;")
print("median wall time (process start included), ratio = median of each round's ratio to its floor, peak memory of the largest run")
// The ratios depend on it: the floor reads on one core, check on all of them.
print("cores this process may run on: \(AvailableCores.count)")
#if DEBUG
// It times the `transitionc` next to it, built as this tool was.
print("transitionc-bench: THIS IS A DEBUG BUILD, timing a debug transitionc; for numbers that mean anything:"
      + " swift run -c release transitionc-bench")
#endif

struct MeasuredSet {
    var size: Size
    var paths: [String]
    var bytes: Int
    var output: String
    var floors: [ChildProcess.Measurement] = [], checks: [ChildProcess.Measurement] = []
    var generates: [ChildProcess.Measurement] = []
    /// The start-up measured next to each round's check of this set.
    var startUps: [ChildProcess.Measurement] = []

    /// Check's time per transition, start-up excluded: the median of each
    /// round's check less the start-up measured next to it, so that both
    /// sides of the difference ran in the same moment of the machine.
    func perTransition(_ time: KeyPath<ChildProcess.Measurement, Double>) -> Double {
        Statistics.medianDifference(checks, less: startUps, in: time) * 1e6 / Double(size.transitions)
    }
}
// What every run pays before reading a byte of spec: process start, and
// checking a one-transition spec. Taken out of the time per transition, which
// is about how the work grows with the spec, not about start-up. Measured
// the way every set's check is, right after a floor (a process started
// after one that ran on one core, as the floor does, reaches `main` later
// here than one started after a check or a generate, which ran on all of
// them: about a millisecond, with a 1 000-transition check taking 2–3 ms
// beyond start-up), and next to every set's check in every round, each
// check less the start-up just before its floor: a busy moment of a shared
// machine lasts long enough to slow a few processes in a row, and a
// start-up measured once a round, away from most of the checks it is taken
// from, moved the smallest set's time per transition more (on the same
// runs, flatness 1.34× and 1.31× that way, 1.18× and 1.23× paired).
let startUpPaths = writeSpecSet(Size(transitions: 1, files: 1), into: workspace).paths
// The sets are written by a child process (this tool with `--write`), so
// that this one stays small: the peak memory the kernel reports for a child
// is at least its parent's at the moment the child was started (it starts in
// the parent's memory, until it runs its program), and tens of megabytes of
// generated text would show as a 1 000-transition check's peak.
guard ChildProcess.run(executable, ["--write", workspace]).status == 0 else {
    print("transitionc-bench: could not write the spec sets into \(workspace)")
    exit(2)
}
var sets = sizes.map { size in
    let directory = workspace + "/" + size.directoryName
    let paths = (0..<size.files).map { directory + "/" + SpecGenerator.fileName($0, of: size.files) }
    let bytes = paths.reduce(0) { total, path in
        var status = stat()
        return total + (stat(path, &status) == 0 ? Int(status.st_size) : 0)
    }
    return MeasuredSet(size: size, paths: paths, bytes: bytes, output: directory + "/Transitions.swift")
}
// Every set in every round, rather than one set's rounds after another: on a
// shared machine the load drifts over minutes, and a busy stretch then
// weighs on every set alike instead of on whichever was being measured. Each
// round's ratio compares runs made moments apart.
for _ in 0..<runs {
    for index in sets.indices {
        let set = sets[index]
        _ = ChildProcess.run(floorScan, startUpPaths)
        sets[index].startUps.append(ChildProcess.run(transitionc, ["check", "--format", "json"] + startUpPaths))
        sets[index].floors.append(ChildProcess.run(floorScan, set.paths))
        sets[index].checks.append(ChildProcess.run(transitionc, ["check", "--format", "json"] + set.paths))
        unlink(set.output)
        sets[index].generates.append(ChildProcess.run(transitionc, ["generate", "swift", "--output", set.output] + set.paths))
    }
}
let startUp = Statistics.summary(sets.flatMap(\.startUps))
print("start-up (check of a one-transition spec, right after its floor, next to every set's): "
      + "\(format(startUp.seconds * 1e3, decimals: 2)) ms")
print("")
// Wall time per transition shows how long a user waits; CPU time per
// transition shows how the work grows, apart from how much of it the second
// core takes (little for a small spec: its parallel stages are short).
print(row(["spec set", "bytes", "floor (scan)", "check", "ratio", "generate", "ratio", "check peak",
           "check µs/transition, start-up excluded: wall", "CPU"]))
var results: [(size: Size, check: ChildProcess.Measurement, checkRatio: Double, generateRatio: Double,
               perTransition: Double)] = []
for set in sets {
    let floor = Statistics.summary(set.floors), check = Statistics.summary(set.checks)
    let generate = Statistics.summary(set.generates)
    let checkRatio = Statistics.medianRatio(set.checks, to: set.floors)
    let generateRatio = Statistics.medianRatio(set.generates, to: set.floors)
    let perTransition = set.perTransition(\.seconds)
    print(row([
        set.size.label, "\(set.bytes)", seconds(floor.seconds), seconds(check.seconds), ratio(checkRatio),
        seconds(generate.seconds), ratio(generateRatio), mebibytes(check.peakBytes),
        format(perTransition, decimals: 2), format(set.perTransition(\.cpuSeconds), decimals: 2),
    ]))
    if check.status != 0 || generate.status != 0 {
        print("  (check exited \(check.status), generate exited \(generate.status): the generated specs should be clean)")
    }
    results.append((set.size, check, checkRatio, generateRatio, perTransition))
}

// MARK: Targets

// Each target of the performance issue, judged on this run's numbers.
print("")
print("targets:")
func verdict(_ label: String, _ value: String, _ met: Bool) {
    print("  " + label.padding(to: 76) + value.padding(to: 24) + (met ? "met" : "NOT MET"))
}
// The anchors set is shown above but not judged here: it says the same
// transitions in a fifth fewer bytes, so its floor is lower for the same
// work, and the issue's targets are for the plain file (Docs/performance.md).
// The set with every form is judged as the plain one is: a spec that writes
// its values in other forms is still a spec of that size. The set of one
// large file and ten small ones is not judged either (no target is about
// it); it is there to show that small files beside a large one do not cost
// the large one its cores, which they did until the compiler read large
// files on their own (Docs/performance.md).
for result in results where result.size.transitions == 40_000 && result.size.files == 1 && !result.size.reusing {
    verdict("check, \(result.size.label), within 1.5× the floor", ratio(result.checkRatio), result.checkRatio <= 1.5)
    verdict("generate swift, \(result.size.label), within 2× the floor", ratio(result.generateRatio),
            result.generateRatio <= 2)
    verdict("check peak memory, \(result.size.label), under 100 MiB", mebibytes(result.check.peakBytes),
            result.check.peakBytes < 100 << 20)
}
// Flat: the slowest single-file set per transition within 25 % of the fastest.
let flatSets = results.filter { $0.size.files == 1 && $0.size.ids == .short && !$0.size.reusing && !$0.size.everyForm }
if let spread = Statistics.spread(flatSets.map(\.perTransition), tolerance: 0.25) {
    let sizes = flatSets.map { "\($0.size.transitions)" }.joined(separator: ", ")
    verdict("check time per transition flat within 25 % (\(sizes) in 1 file)",
            "\(format(spread.fastest, decimals: 2))–\(format(spread.slowest, decimals: 2)) µs, \(ratio(spread.ratio))",
            spread.isFlat)
}
for result in results where result.size.files > 1 && result.size.inFirstFile == nil {
    verdict("check, \(result.size.label), faster than the floor reading them in turn", ratio(result.checkRatio),
            result.checkRatio < 1)
}
// What the build plugin pays on every build: the bundled specs, when run
// from the package (as `swift run` is).
var status = stat()
if stat("Specs", &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
    let bundled = Statistics.summary((0..<runs).map { _ in ChildProcess.run(transitionc, ["check", "Specs"]) })
    verdict("check of Specs/ under 40 ms, process start included", "\(format(bundled.seconds * 1e3, decimals: 1)) ms",
            bundled.seconds < 0.040)
}

// MARK: The editor

// The language server's diagnostics after a one-character edit (Docs/editors.md).
if options.editorEdits > 0 {
    print("")
    print("the editor: `transitionc lsp`, from a one-character edit to the diagnostics of every file of the set,")
    print("median of \(options.editorEdits) edits; against a fresh `check` of the same files (process start included)")
    var editorSets: [(label: String, root: String, files: [String], target: (EditorBench.Result) -> (String, Bool))] = []
    if stat("Specs", &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
        let root = String(cString: realpath(".", nil))
        let files = (try? listSpecFiles(root + "/Specs")) ?? []
        editorSets.append(("Specs/", root, files, { ("under 30 ms", $0.edit < 0.030) }))
    }
    let editorRoot = workspace + "/editor-4000"
    makeDirectory(editorRoot)
    makeDirectory(editorRoot + "/Specs")
    var editorFiles: [String] = []
    for (name, text) in SpecGenerator.files(transitions: 4_000, files: 4) {
        writeFile(editorRoot + "/Specs/" + name, text)
        editorFiles.append(editorRoot + "/Specs/" + name)
    }
    editorSets.append(("4000 in 4 files", editorRoot, editorFiles, { ("within 10× check", $0.edit <= 10 * $0.check) }))
    var editorResults: [(EditorBench.Result, (EditorBench.Result) -> (String, Bool))] = []
    print(row(["spec set", "", "edit → diagnostics", "check", "ratio"]))
    for set in editorSets {
        guard let result = EditorBench.measure(label: set.label, root: set.root, files: set.files, edited: set.files[0],
                                               edits: options.editorEdits, transitionc: transitionc) else {
            fail("could not run `transitionc lsp` on \(set.label)")
        }
        print(row([set.label, "", seconds(result.edit), seconds(result.check), ratio(result.edit / result.check)]))
        editorResults.append((result, set.target))
    }
    print("")
    print("targets (the editor):")
    for (result, target) in editorResults {
        let (goal, met) = target(result)
        verdict("diagnostics after an edit, \(result.label), \(goal)",
                "\(format(result.edit * 1e3, decimals: 1)) ms, \(ratio(result.edit / result.check)) check", met)
    }
}

// MARK: The generated Swift in the app's build

// What an app pays to compile the file `generate swift` writes: its own
// section, after the compiler's, since each compile takes seconds to minutes.
if options.appRuns > 0 {
    print("")
    print("the generated Swift in the app's build: swiftc over tables of \(AppBuild.sizes.dropFirst().map(String.init).joined(separator: ", ")) transitions,")
    print("\(options.appRuns) round(s); median time, largest peak memory; per transition less the one-transition table's time")
    guard let swiftc = AppBuild.findOnPath("swiftc") else { fail("no swiftc on the PATH, for the app's build") }
    let appBuild = AppBuild(swiftc: swiftc, modules: directoryOfTools + "/Modules", transitionc: transitionc,
                            workspace: workspace)
    let appSpecs = { (size: Int) -> [String] in
        writeSpecSet(Size(transitions: size, files: 1), into: workspace + "/app").paths
    }
    makeDirectory(workspace + "/app")
    guard let results = appBuild.measure(rounds: options.appRuns, specPaths: appSpecs) else {
        fail("generate swift failed on a generated spec set")
    }
    let appRow = { (cells: [String]) in
        zip(cells, [32, 18, 10, 10, 12, 30]).map { cell, width in cell.padding(to: width) }.joined(separator: " ")
    }
    print(appRow(["transitions, runtime", "compile", "time", "CPU", "peak", "µs/transition, wall and CPU"]))
    for result in results where result.transitions > 1 {
        let startUp = results.first { $0.transitions == 1 && $0.mode == result.mode && $0.compile == result.compile }
        print(appRow(["\(result.transitions), \(result.mode.label)", result.compile.rawValue,
                      seconds(result.measurement.seconds), seconds(result.measurement.cpuSeconds),
                      mebibytes(result.measurement.peakBytes),
                      format(result.perTransition(startUp: startUp, in: \.seconds) * 1e6, decimals: 0) + "  "
                        + format(result.perTransition(startUp: startUp, in: \.cpuSeconds) * 1e6, decimals: 0)]))
        if result.measurement.status != 0 { print("  (swiftc exited \(result.measurement.status))") }
    }
    print("")
    print("targets (the generated Swift in the app's build):")
    for mode in AppBuild.Mode.allCases {
        let of = { (transitions: Int, compile: AppBuild.Compile) in
            results.first { $0.transitions == transitions && $0.mode == mode && $0.compile == compile }!
        }
        let largest = of(10_000, .typeCheck)
        verdict("10 000 transitions type-check in under 1 GiB (\(mode.label))", mebibytes(largest.measurement.peakBytes),
                largest.measurement.peakBytes < 1 << 30 && largest.measurement.status == 0)
        // Judged in CPU time: a busy shared machine stretches the wall time
        // of whichever compile it falls on, and these run for minutes.
        for compile in AppBuild.Compile.allCases {
            let perTransition = [1_000, 4_000, 10_000].map {
                of($0, compile).perTransition(startUp: of(1, compile), in: \.cpuSeconds) * 1e6
            }
            if let spread = Statistics.spread(perTransition, tolerance: 0.5) {
                verdict("\(compile.rawValue) CPU time per transition flat within 1.5× (\(mode.label))",
                        "\(format(spread.fastest, decimals: 0))–\(format(spread.slowest, decimals: 0)) µs, \(ratio(spread.ratio))",
                        spread.isFlat)
            }
        }
    }
    if stat("Specs", &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
        let table = workspace + "/app-Specs.swift"
        if ChildProcess.run(transitionc, ["generate", "swift", "--output", table, "Specs"]).status == 0 {
            let typeCheck = Statistics.summary((0..<max(3, options.appRuns)).map { _ in
                ChildProcess.run(swiftc, AppBuild.Compile.typeCheck.arguments(table, object: "") + ["-I", appBuild.modules])
            })
            verdict("the table of Specs/ type-checks in under 1 s", seconds(typeCheck.seconds),
                    typeCheck.seconds < 1 && typeCheck.status == 0)
        }
    }
}

// MARK: Helpers

/// The `.yaml` and `.yml` files of a folder, sorted (the bundled specs are one folder deep).
func listSpecFiles(_ directory: String) throws -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { names.append(directory + "/" + name) }
    }
    return names.sorted()
}

func row(_ cells: [String]) -> String {
    let widths = [32, 10, 14, 10, 7, 10, 7, 12, 44, 4]
    return zip(cells, widths).map { cell, width in cell.padding(to: width) }.joined(separator: " ")
}

func seconds(_ value: Double) -> String { format(value, decimals: 3) + " s" }
func ratio(_ value: Double) -> String { format(value, decimals: 2) + "×" }
func mebibytes(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576, decimals: 1) + " MiB" }

func format(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale), fraction = scaled % Int(scale)
    let digits = String(fraction)
    return decimals == 0 ? String(whole) : "\(whole).\(String(repeating: "0", count: decimals - digits.count))\(digits)"
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

/// Stops the bench with a message on standard error and exit status 1.
func fail(_ message: String) -> Never {
    let line = "transitionc-bench: \(message)\n"
    _ = write(2, line, line.utf8.count)
    exit(1)
}

/// Makes `path` a directory unless it is one already.
func makeDirectory(_ path: String) {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
    guard mkdir(path, 0o755) == 0 else { fail("cannot create the directory \(path): \(String(cString: strerror(errno)))") }
}

func writeFile(_ path: String, _ text: String) {
    guard let file = fopen(path, "wb") else { fail("cannot write \(path): \(String(cString: strerror(errno)))") }
    fputs(text, file)
    fclose(file)
}

func makeTemporaryDirectory() -> String {
    var template = Array("/tmp/transitionc-bench-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fail("cannot create a temporary directory in /tmp") }
    return String(cString: made)
}

func removeDirectory(_ path: String) {
    _ = ChildProcess.run("/bin/rm", ["-rf", path])
}
