import Foundation
import Testing
import TestTools

/// `transitionc preview` as a person sees it: the page opened in headless
/// Chromium, paused at set scrub positions (`#t=…`), and the moving screen
/// found in the screenshot by its colour. Where it is drawn must be where the
/// runtime says it is (`simulate --at`, the same `TransitionDriver`).
@Suite(.serialized, .requires(.chromium), .requires(.python3)) struct PreviewBrowserTests {
    /// A card that slides up from the bottom: its position shows in y.
    static let slideUp = """
        version: 1
        screens:
          home: { root: true }
          card: {}
        transitions:
          openCard:
            kind: present
            from: home
            to: card
            presentation: fullScreen
            duration: 0.6
            curve: easeInOut

        """

    /// The page draws points at this scale (PreviewRenderer.phoneScale).
    static let scale = 0.36

    @Test func theMovingScreenIsWhereTheRuntimePutsIt() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.slideUp.utf8).write(to: directory.appendingPathComponent("card.yaml"))
        let written = try CLI.run(["preview", "card.yaml", "--output", "preview.html"], in: directory)
        #expect(written.status == 0, "\(written.stderr)")
        let page = directory.appendingPathComponent("preview.html")
        // At its end the card fills the phone: that is where the phone is.
        let phone = try #require(try measure(try screenshot(page, fragment: "t=0.6", in: directory))).moving
        #expect(abs((phone[2] - phone[0]) - 390 * Self.scale) <= 1.5)
        #expect(abs((phone[3] - phone[1]) - 844 * Self.scale) <= 1.5)
        for time in [0.1, 0.2, 0.3, 0.45] {
            let expected = try runtimeY(at: time, in: directory)
            let probe = try #require(try measure(try screenshot(page, fragment: "t=\(time)", in: directory)))
            let top = probe.moving[1] - phone[1]
            #expect(abs(top - expected * Self.scale) <= 1.5,
                    "at \(time) s the runtime puts the card at y \(expected) pt, \(expected * Self.scale) px; drawn at \(top) px")
        }
    }

    /// With Reduce Motion the card does not move: it fades in place, so at
    /// its end it fills the phone and before that no pixel has its full colour.
    @Test func reduceMotionFadesInPlace() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.slideUp.utf8).write(to: directory.appendingPathComponent("card.yaml"))
        _ = try CLI.run(["preview", "card.yaml", "--output", "preview.html"], in: directory)
        let page = directory.appendingPathComponent("preview.html")
        let halfway = try #require(try measure(try screenshot(page, fragment: "t=0.3&reduce=1", in: directory)))
        #expect(halfway.count == 0)
        let end = try #require(try measure(try screenshot(page, fragment: "t=0.6&reduce=1", in: directory)))
        let moved = try #require(try measure(try screenshot(page, fragment: "t=0.6", in: directory)))
        #expect(end.moving == moved.moving)
        #expect(end.count > 40_000)
    }

    // MARK: Helpers

    struct Probe: Decodable {
        /// The moving screen's box: x0, y0, x1, y1 in pixels.
        var moving: [Double]
        /// Pixels of the moving screen's full colour.
        var count: Int
    }

    func runtimeY(at time: Double, in directory: URL) throws -> Double {
        let result = try CLI.run(["simulate", "card.yaml", "--transition", "openCard", "--at", "\(time)",
                                  "--format", "json"], in: directory)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let sample = try #require((object?["samples"] as? [[String: Any]])?.first)
        return try #require((sample["moving"] as? [String: Any])?["y"] as? Double)
    }

    func screenshot(_ page: URL, fragment: String, in directory: URL) throws -> URL {
        let shot = directory.appendingPathComponent("shot.png")
        try? FileManager.default.removeItem(at: shot)
        let chromium = try #require(OptionalTool.executableOnPath("chromium"))
        let result = try CLI.run(["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                  "--force-device-scale-factor=1", "--window-size=1200,900",
                                  "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
                                  "--screenshot=\(shot.path)", page.absoluteString + "#" + fragment],
                                 in: directory, timeout: 90, program: chromium)
        #expect(FileManager.default.fileExists(atPath: shot.path), "no screenshot: \(result.stderr)")
        return shot
    }

    /// Reads the PNG with python3's zlib (an independent decoder) and finds
    /// the moving screen's colour.
    func measure(_ png: URL) throws -> Probe? {
        let python = try #require(OptionalTool.executableOnPath("python3"))
        let result = try CLI.run(["-c", Self.probe, png.path], timeout: 60, program: python)
        guard result.status == 0 else {
            Issue.record("the probe failed: \(result.stderr)")
            return nil
        }
        return try JSONDecoder().decode(Probe.self, from: Data(result.stdout.utf8))
    }

    /// The moving screen is #2f6fed (PreviewAssets.style).
    static let probe = #"""
        import json, struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        pos, idat = 8, b""
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
                assert depth == 8 and colour in (2, 6) and interlace == 0
            elif kind == b"IDAT":
                idat += body
            pos += 12 + length
        channels = 4 if colour == 6 else 3
        raw = zlib.decompress(idat)
        stride = width * channels
        rows, previous = [], bytearray(stride)
        for y in range(height):
            start = y * (stride + 1)
            kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                up = previous[i]
                corner = previous[i - channels] if i >= channels else 0
                if kind == 1: line[i] = (line[i] + left) & 255
                elif kind == 2: line[i] = (line[i] + up) & 255
                elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
                elif kind == 4:
                    p = left + up - corner
                    pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                    line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
            rows.append(line)
            previous = line
        def box(target, tolerance):
            xs, ys, count = [], [], 0
            for y, line in enumerate(rows):
                for x in range(width):
                    r, g, b = line[x * channels:x * channels + 3]
                    if abs(r - target[0]) <= tolerance and abs(g - target[1]) <= tolerance and abs(b - target[2]) <= tolerance:
                        xs.append(x); ys.append(y); count += 1
            return ([min(xs), min(ys), max(xs) + 1, max(ys) + 1] if xs else [0, 0, 0, 0]), count
        moving, count = box((0x2f, 0x6f, 0xed), 3)
        print(json.dumps({"moving": moving, "count": count}))
        """#
}
