#if os(Linux)
import Foundation
@testable import LibYAMLInterposition

/// The replacements of libyaml's reader and allocator are switched for the
/// whole process (`LibYAMLVersionCheck`): a test that switches them holds
/// this lock, and so does each test that counts what the replacements
/// answered, so that one never counts while the other has them off.
/// Recursive: a counting test calls helpers that hold it too.
enum LibYAMLReplacementsInUse {
    private static let lock = NSRecursiveLock()

    static func whileUnswitched<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
#endif
