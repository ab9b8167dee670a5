/// Cuts a byte stream into LSP messages: a header block of `Name: value`
/// lines ended by an empty line, whose `Content-Length` says how many bytes
/// of body follow.
///
/// A header block that cannot be read is reported and skipped up to its
/// blank line, so the next message is read as if nothing happened. The
/// limits keep a client that never ends its headers, or announces a huge
/// body, from taking the server's memory.
public struct MessageFramer: Sendable {
    public enum Frame: Equatable, Sendable {
        /// A message body, not yet read as JSON.
        case message([UInt8])
        /// A header block that said nothing usable, with why.
        case malformed(String)
    }

    /// The largest header block read before it is given up on.
    public static let maxHeaderBytes = 8 * 1024
    public let maxBodyBytes: Int

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer`: consumed bytes are dropped in
    /// bulk, not one message at a time, so a burst of small messages does
    /// not move the rest of the buffer each time.
    private var start = 0
    /// After a bad header block: what follows it (a body of unknown length,
    /// or more garbage) is skipped up to the next `Content-Length`, where
    /// the next message must start.
    private var resynchronizing = false

    public init(maxBodyBytes: Int = 64 * 1024 * 1024) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Bytes read but not yet part of a returned frame.
    public var pendingByteCount: Int { buffer.count - start }

    public mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole frame, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        if resynchronizing {
            guard let found = nextContentLength(from: start) else {
                // Keep a tail that may be the start of a split `Content-Length`.
                start = max(start, buffer.count - Self.headerName.count)
                return nil
            }
            start = found
            resynchronizing = false
        }
        guard let headerEnd = endOfHeaders() else {
            if pendingByteCount > Self.maxHeaderBytes {
                // No blank line in sight: drop what is there, as one bad frame.
                start = buffer.count
                resynchronizing = true
                return .malformed("no end of the header block within \(Self.maxHeaderBytes) bytes")
            }
            return nil
        }
        let headers = buffer[start..<headerEnd.headersEnd]
        switch Self.contentLength(in: headers) {
        case .failure(let problem):
            start = headerEnd.bodyStart
            resynchronizing = true
            return .malformed(problem.message)
        case .success(let length):
            guard length <= maxBodyBytes else {
                start = headerEnd.bodyStart
                resynchronizing = true
                // The body is not read: skipping it would mean trusting a
                // length already found to be wrong.
                return .malformed("Content-Length \(length) is over the limit of \(maxBodyBytes) bytes")
            }
            guard buffer.count - headerEnd.bodyStart >= length else { return nil }
            let body = Array(buffer[headerEnd.bodyStart..<headerEnd.bodyStart + length])
            start = headerEnd.bodyStart + length
            return .message(body)
        }
    }

    /// Where the header block's last line ends and where the body starts:
    /// after the first `\r\n\r\n` (a bare `\n\n` is accepted too, as some
    /// clients write it).
    private func endOfHeaders() -> (headersEnd: Int, bodyStart: Int)? {
        var index = start
        let limit = min(buffer.count, start + Self.maxHeaderBytes + 4)
        while index < limit {
            if buffer[index] == 0x0A {
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A {
                    return (index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }

    private static let headerName = Array("content-length".utf8)

    /// Where the next `Content-Length` (in any case) starts, at or after `from`.
    private func nextContentLength(from: Int) -> Int? {
        let name = Self.headerName
        guard buffer.count - from >= name.count else { return nil }
        outer: for index in from...(buffer.count - name.count) {
            for (offset, byte) in name.enumerated() where buffer[index + offset] | 0x20 != byte { continue outer }
            return index
        }
        return nil
    }

    struct HeaderProblem: Error {
        var message: String
    }

    /// The value of the one `Content-Length` header: case-insensitive name,
    /// decimal digits only.
    static func contentLength(in headers: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        var length: Int?
        for rawLine in headers.split(separator: 0x0A, omittingEmptySubsequences: true) {
            var line = rawLine
            if line.last == 0x0D { line = line.dropLast() }
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(HeaderProblem(message: "a header line without `:`"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            guard name == "content-length" else { continue }
            let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
            let digits = value.prefix { $0 != 0x20 && $0 != 0x09 }
            guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ (0x30...0x39).contains($0) }),
                  value.dropFirst(digits.count).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
                return .failure(HeaderProblem(message: "Content-Length is not a number"))
            }
            guard length == nil else { return .failure(HeaderProblem(message: "Content-Length given twice")) }
            length = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard let length else { return .failure(HeaderProblem(message: "no Content-Length header")) }
        return .success(length)
    }

    /// A message with its header, ready to write.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
