/// How the CI formats and the baseline name a file: relative to the
/// directory transitionc ran in, with `.` segments and doubled slashes gone,
/// so that `Specs/a.yaml`, `./Specs//a.yaml` and `/repo/Specs/a.yaml` (run in
/// `/repo`) are one file, and a finding keeps its identity however the path
/// was typed. Lexical only: symlinks are not resolved.
public enum ReportedPath {
    public static func relative(_ path: String, currentDirectory: String) -> String {
        if path.hasPrefix("/") {
            return Path.relative(Path.normalized(path), from: Path.normalized(currentDirectory))
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
