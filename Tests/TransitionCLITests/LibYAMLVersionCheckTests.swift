#if os(Linux)
import CYAML
import Testing
import TransitionCompiler
import YAMLSource
@testable import LibYAMLInterposition

/// The executable uses its replacements of libyaml's reader and allocator
/// only with the libyaml they were written against (0.2.5), and libyaml's
/// own functions with any other (`LibYAMLVersionCheck`). The version is
/// passed in here, as if another libyaml were loaded.
struct LibYAMLVersionCheckTests {
    typealias Version = LibYAMLVersionCheck.Version

    /// Past libyaml's 16 KiB reads, so that its reader is asked many times,
    /// with an accented word and a tag on the way.
    static let source = SourceText(Array(((0..<900).map { "key\($0): a plain value \($0), caf\u{E9}\n" }.joined()
        + "tagged: !!str 12\n").utf8))

    @Test func theVersionIsTheOneLibyamlReports() throws {
        let version = LibYAMLVersionCheck.loadedVersion()
        let reported = try #require(yaml_get_version_string()).withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
        #expect(version.description == reported)
    }

    @Test func anyOtherVersionReadsWithLibyamlsOwnReaderAndAllocator() {
        LibYAMLReplacementsInUse.whileUnswitched {
            defer { LibYAMLVersionCheck.apply() }
            #expect(LibYAMLVersionCheck.apply(for: Version(major: 0, minor: 2, patch: 5)))
            let (replaced, fastCalls, reuses) = Self.readCounting()
            #expect(fastCalls > 0, "0.2.5: the replaced reader answers")
            #expect(reuses > 0, "0.2.5: the replaced allocator serves")
            for version in [Version(major: 0, minor: 2, patch: 6), Version(major: 0, minor: 2, patch: 4),
                            Version(major: 0, minor: 3, patch: 0), Version(major: 1, minor: 2, patch: 5)] {
                #expect(!LibYAMLVersionCheck.apply(for: version))
                let (own, fastCalls, reuses) = Self.readCounting()
                #expect(fastCalls == 0, "\(version): libyaml's own reader answers")
                #expect(reuses == 0, "\(version): libyaml's own allocator serves")
                #expect(own.utf8.elementsEqual(replaced.utf8), "\(version): the same document")
            }
        }
    }

    /// A block handed out while the replacements were on is taken back by
    /// address after they are turned off (tests turn them off and on while
    /// other tests hold libyaml's blocks), and libyaml's own blocks are
    /// grown and freed by its own functions.
    @Test func blocksOutlastASwitch() throws {
        try LibYAMLReplacementsInUse.whileUnswitched {
            defer { LibYAMLVersionCheck.apply() }
            LibYAMLVersionCheck.apply(for: LibYAMLVersionCheck.supported)
            var cached = try #require(libYAMLAllocate(16))
            cached.storeBytes(of: 7, as: UInt8.self)
            LibYAMLVersionCheck.apply(for: Version(major: 0, minor: 2, patch: 6))
            cached = try #require(libYAMLReallocate(cached, 4096))
            #expect(cached.load(as: UInt8.self) == 7)
            libYAMLFree(cached)
            var own = try #require(libYAMLAllocate(16))
            own.storeBytes(of: 9, as: UInt8.self)
            own = try #require(libYAMLReallocate(own, 64))
            #expect(own.load(as: UInt8.self) == 9)
            libYAMLFree(own)
            let copy = try #require(libYAMLDuplicate("text"))
            #expect(String(cString: copy) == "text")
            libYAMLFree(copy)
        }
    }

    /// Reads the file whole on this thread: what `inspect` would print, and
    /// how many requests the replacements answered on the way.
    static func readCounting() -> (json: String, fastCalls: Int, reuses: Int) {
        let fastBefore = libYAMLFastReaderCalls(), reusesBefore = libYAMLCacheReuses()
        let result = YAMLReader.read(source, parallelism: .serial)
        let json = result.document.map(InspectRenderer.render) ?? "no document: \(result.problems)"
        return (json, libYAMLFastReaderCalls() - fastBefore, libYAMLCacheReuses() - reusesBefore)
    }
}
#endif
