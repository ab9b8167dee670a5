#if os(Linux)
import CYAML

/// Whether the executable's replacements of libyaml's reader step and
/// allocator (LibYAMLReading.swift, LibYAMLAllocation.swift) are used, by
/// the version of libyaml loaded.
///
/// Both were written against libyaml 0.2.5: the reader step copies what that
/// version keeps `static` (filling the raw buffer, choosing the encoding),
/// and the allocator relies on that version calling `malloc` and `free`
/// only through its own wrappers. Another version may differ in either
/// without a sign, and a misread file is worse than a slower one: for any
/// other version, every call goes to libyaml's own functions.
enum LibYAMLVersionCheck {
    struct Version: Equatable, CustomStringConvertible {
        var major: Int32, minor: Int32, patch: Int32
        var description: String { "\(major).\(minor).\(patch)" }
    }

    /// The one version the replacements were written against.
    static let supported = Version(major: 0, minor: 2, patch: 5)

    /// The version of the libyaml loaded, as it reports itself.
    static func loadedVersion() -> Version {
        var version = Version(major: 0, minor: 0, patch: 0)
        yaml_get_version(&version.major, &version.minor, &version.patch)
        return version
    }

    /// Turns the replacements on for the supported version and off for any
    /// other; made at start-up, before libyaml is first called, and by tests
    /// with a version of their choosing. Returns whether they are on.
    @discardableResult
    static func apply(for version: Version = loadedVersion()) -> Bool {
        let replaced = version == supported
        setLibYAMLReaderInUse(replaced)
        setLibYAMLCacheInUse(replaced)
        return replaced
    }
}
#endif
