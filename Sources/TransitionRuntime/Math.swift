#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(ucrt)
import ucrt
#endif

/// The few elementary functions the springs need. The Swift standard library
/// has none of its own, so they come from the platform's C library, which is
/// part of every platform an app runs on: no package dependency.
enum Math {
    static func exp(_ x: Double) -> Double { cExp(x) }
    static func log(_ x: Double) -> Double { cLog(x) }
    static func sin(_ x: Double) -> Double { cSin(x) }
    static func cos(_ x: Double) -> Double { cCos(x) }
}

// The C functions under other names, so `Math`'s members do not shadow them.
private func cExp(_ x: Double) -> Double { exp(x) }
private func cLog(_ x: Double) -> Double { log(x) }
private func cSin(_ x: Double) -> Double { sin(x) }
private func cCos(_ x: Double) -> Double { cos(x) }
