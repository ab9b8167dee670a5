import TransitionRuntime

/// The text of the values a run of table rows has written, by value. A spec
/// set repeats a handful of curves, gestures and durations thousands of
/// times, and building, measuring and writing a tree for each was most of a
/// row's cost. A value's layout depends only on the value and the indent,
/// so texts kept for one indent are exactly what `SwiftExpression.write`
/// would write again; each is that writer's own output, kept on first use.
///
/// Five values a row are looked up, so the lookup is its own small table:
/// a `Dictionary` hashed each key with SipHash and handed back an array to
/// retain and release, several hundred instructions a value. Here a key is
/// mixed into one word (`MemoKey`), found by linear probing, and its text
/// copied from one shared array.
struct WrittenValues<Key: MemoKey> {
    private struct Entry {
        let key: Key
        /// The entry's text is `texts[start..<end]`.
        let start: Int
        let end: Int
    }

    /// The indent `texts` were written at (rows give the same one every time).
    private var indent = 0
    /// Open addressing; the count is a power of two, at most half used.
    private var entries: [Entry?] = Array(repeating: nil, count: 64)
    private var used = 0
    private var texts: [UInt8] = []
    /// Mixed into every hash, and different in every process (it comes from
    /// Swift's randomly seeded `Hasher`), so no spec can be written to make
    /// its values collide.
    private let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }()

    /// Appends the text of the value `key` stands for; `expression` makes its
    /// tree only when it is not yet known at this indent.
    mutating func write(_ key: Key, indent: Int, to output: inout ByteBuffer, _ expression: () -> SwiftExpression) {
        if indent != self.indent {
            self = WrittenValues()
            self.indent = indent
        }
        let mask = entries.count - 1
        var slot = Int(truncatingIfNeeded: MemoHash.finished(key.memoHash(MemoHash(seed)))) & mask
        while let entry = entries[slot] {
            if entry.key == key {
                output.append(texts[entry.start..<entry.end])
                return
            }
            slot = (slot + 1) & mask
        }
        let start = output.count
        expression().write(to: &output, indent: indent)
        let textStart = texts.count
        output.withBytes(from: start) { texts.append(contentsOf: $0) }
        entries[slot] = Entry(key: key, start: textStart, end: texts.count)
        used += 1
        if used * 2 > entries.count { grow() }
    }

    /// Twice the slots, every entry placed again.
    private mutating func grow() {
        let old = entries
        entries = Array(repeating: nil, count: old.count * 2)
        let mask = entries.count - 1
        for case let entry? in old {
            var slot = Int(truncatingIfNeeded: MemoHash.finished(entry.key.memoHash(MemoHash(seed)))) & mask
            while entries[slot] != nil { slot = (slot + 1) & mask }
            entries[slot] = entry
        }
    }
}

/// A memo key's hash, built a word at a time. Keys are a few words, and
/// the table needs only well-spread bits, not a keyed cryptographic hash.
struct MemoHash {
    private(set) var value: UInt64

    init(_ seed: UInt64) { value = seed }

    /// Folds one word in.
    func combining(_ word: UInt64) -> MemoHash {
        var hash = self
        hash.value = (hash.value ^ word) &* 0x9E37_79B9_7F4A_7C15
        hash.value ^= hash.value >> 29
        return hash
    }

    /// The final mix (MurmurHash3's), so the low bits the table uses depend on every bit.
    static func finished(_ hash: MemoHash) -> UInt64 {
        var value = hash.value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}

/// A key `WrittenValues` can hash. Equal keys must fold in the same words;
/// unequal ones may too (a few cases of an enum need not be told apart).
protocol MemoKey: Equatable {
    func memoHash(_ hash: MemoHash) -> MemoHash
}

extension Optional: MemoKey where Wrapped: MemoKey {
    func memoHash(_ hash: MemoHash) -> MemoHash {
        switch self {
        case .none: hash.combining(0)
        case .some(let value): value.memoHash(hash.combining(1))
        }
    }
}

extension UInt64: MemoKey {
    func memoHash(_ hash: MemoHash) -> MemoHash { hash.combining(self) }
}

/// Memo keys: a value with its doubles as bit patterns. A value holding
/// doubles cannot be its own key: 0.0 == -0.0, but the two are written
/// differently.
enum ValueKey {
    enum Curve: Hashable {
        /// One of the named curves, which hold no doubles.
        case named(TimingCurve)
        case cubicBezier(UInt64, UInt64, UInt64, UInt64)
        case dampingRatio(UInt64, response: UInt64, initialVelocity: UInt64)
        case physical(mass: UInt64, stiffness: UInt64, damping: UInt64, initialVelocity: UInt64)

        init(_ curve: TimingCurve) {
            switch curve {
            case .linear, .easeIn, .easeOut, .easeInOut:
                self = .named(curve)
            case .cubicBezier(let x1, let y1, let x2, let y2):
                self = .cubicBezier(x1.bitPattern, y1.bitPattern, x2.bitPattern, y2.bitPattern)
            case .spring(let spring):
                let velocity = spring.initialVelocity.bitPattern
                switch spring.parameters {
                case .dampingRatio(let ratio, let response):
                    self = .dampingRatio(ratio.bitPattern, response: response.bitPattern, initialVelocity: velocity)
                case .physical(let mass, let stiffness, let damping):
                    self = .physical(mass: mass.bitPattern, stiffness: stiffness.bitPattern,
                                     damping: damping.bitPattern, initialVelocity: velocity)
                }
            }
        }
    }

    struct Gesture: Hashable {
        let direction: GestureDirection
        /// nil for `.container`.
        let points: UInt64?
        let velocity: UInt64?
        let edge: Bool
        let startsWhen: GestureStart

        init(_ gesture: TransitionRuntime.Gesture) {
            direction = gesture.direction
            switch gesture.distance {
            case .container: points = nil
            case .points(let value): points = value.bitPattern
            }
            velocity = gesture.velocity?.bitPattern
            edge = gesture.edge
            startsWhen = gesture.startsWhen
        }
    }

    struct Speed: Hashable {
        /// nil for `.remaining`.
        let constant: UInt64?

        init(_ speed: CompletionSpeed) {
            switch speed {
            case .remaining: constant = nil
            case .constant(let value): constant = value.bitPattern
            }
        }
    }

    struct Hint: Hashable {
        let delay: UInt64
        let duration: UInt64
        let travel: UInt64

        init(_ hint: GestureHint) {
            delay = hint.delay.bitPattern
            duration = hint.duration.bitPattern
            travel = hint.travel.bitPattern
        }
    }
}

// What each key folds in: its doubles' bit patterns and a tag for its case.
// The enums with no payload (a named curve, a gesture's direction and start)
// are left out: at most a handful of keys share their words.

extension ValueKey.Curve: MemoKey {
    func memoHash(_ hash: MemoHash) -> MemoHash {
        switch self {
        case .named: hash.combining(0)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            hash.combining(1).combining(x1).combining(y1).combining(x2).combining(y2)
        case .dampingRatio(let ratio, let response, let initialVelocity):
            hash.combining(2).combining(ratio).combining(response).combining(initialVelocity)
        case .physical(let mass, let stiffness, let damping, let initialVelocity):
            hash.combining(3).combining(mass).combining(stiffness).combining(damping).combining(initialVelocity)
        }
    }
}

extension ValueKey.Gesture: MemoKey {
    func memoHash(_ hash: MemoHash) -> MemoHash {
        velocity.memoHash(points.memoHash(hash.combining(edge ? 1 : 0)))
    }
}

extension ValueKey.Speed: MemoKey {
    func memoHash(_ hash: MemoHash) -> MemoHash { constant.memoHash(hash) }
}

extension ValueKey.Hint: MemoKey {
    func memoHash(_ hash: MemoHash) -> MemoHash {
        hash.combining(delay).combining(duration).combining(travel)
    }
}
