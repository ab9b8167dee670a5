#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONCodec
import LanguageServerProtocol

/// The editor's side: after a one-character edit, how long until the
/// language server has published the diagnostics of every file of the set,
/// against the time `check` takes on the same files (a fresh process, as
/// CI runs it), measured in the same rounds.
enum EditorBench {
    struct Result {
        var label: String
        var edit: Double
        var check: Double
    }

    /// `root`'s spec set: `files` its spec files, `edited` the one the edits go to.
    static func measure(label: String, root: String, files: [String], edited: String, edits: Int,
                        transitionc: String) -> Result? {
        guard let session = EditorSession(transitionc: transitionc, root: root),
              let text = readText(edited) else { return nil }
        let uri = FileURI.uri(of: edited)
        // The first analysis, on `initialized`: one publication a file.
        session.awaitPublications(files.count)
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(JSONValue.string(text).serialized())}}}"#)
        session.awaitPublications(files.count)
        var editTimes: [Double] = [], checkTimes: [Double] = []
        for edit in 0..<edits {
            // A space typed at the end of the first line, then deleted: one character each time.
            let character = text.prefix { $0 != "\n" }.utf16.count
            let change = edit % 2 == 0
                ? #"{"range":{"start":{"line":0,"character":\#(character)},"end":{"line":0,"character":\#(character)}},"text":" "}"#
                : #"{"range":{"start":{"line":0,"character":\#(character)},"end":{"line":0,"character":\#(character + 1)}},"text":""}"#
            let start = now()
            session.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(edit + 2)},"contentChanges":[\#(change)]}}"#)
            session.awaitPublications(files.count)
            editTimes.append(now() - start)
            if edit % 5 == 0 { checkTimes.append(ChildProcess.run(transitionc, ["check", "--format", "json"] + files).seconds) }
        }
        session.finish()
        return Result(label: label, edit: median(editTimes), check: median(checkTimes))
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func readText(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
