/// `ScreenID` or `TransitionID`: an enum of the spec's ids whose raw values
/// are the ids, and the lookups behind its raw values.
///
/// The enum declares `RawRepresentable` itself rather than taking Swift's
/// synthesized `String` raw values: the synthesized `init(rawValue:)` is one
/// `switch` over every id's text, which an optimised build compiles in time
/// and memory that grow with the square of the ids (a 1 000-case enum cost
/// more than the rest of the table together). Here the raw value is read by
/// ordinal from `RowBlocks`' blocks, and `init(rawValue:)` hashes the text
/// into a table of slots laid out at generation time, as `SparseLookup`s.
struct IDEnum {
    /// `ScreenID`.
    var name: String
    /// `screen`: the lookups are `screenRawValue(at:)` and `screenID(rawValue:)`.
    var prefix: String
    var doc: String
    var ids: [String]
    var identifiers: IdentifierTexts

    func writeEnum(_ printer: inout SwiftPrinter, access: String, namespace: String) {
        printer.line("/// \(doc)")
        printer.block("\(access) enum \(name): RawRepresentable, CaseIterable, Hashable, Sendable") { printer in
            // One case a line, tens of thousands of them: on all cores.
            let level = printer.indentLevel
            let identifiers = identifiers
            printer.lines(count: ids.count, runState: {}) { index, _, output in
                SwiftExpression.indent(level, into: &output)
                output.append(static: "case ")
                identifiers.cases.append(index, to: &output)
                output.append(UInt8(ascii: "\n"))
            }
            if !ids.isEmpty { printer.line() }
            printer.line("/// The id as the specs spell it.")
            printer.block("\(access) var rawValue: String") { printer in
                printer.line(ids.isEmpty ? RowBlocks.unreachable(name) : "\(namespace).\(prefix)RawValue(at: \(namespace).ordinal(of: self))")
            }
            printer.line()
            printer.line("/// The id whose text is exactly `rawValue`, byte for byte, if the specs have one.")
            printer.block("\(access) init?(rawValue: String)") { printer in
                guard !ids.isEmpty else {
                    printer.line("return nil")
                    return
                }
                printer.line("guard let id = \(namespace).\(prefix)ID(rawValue: rawValue) else { return nil }")
                printer.line("self = id")
            }
        }
    }

    /// Nothing for an enum without cases: it has no raw values to look up.
    func writeLookups(_ printer: inout SwiftPrinter) {
        let ids = ids, count = ids.count
        guard count > 0 else { return }
        let slots = Self.slots(for: ids)
        printer.line("/// \(name)'s raw values, by ordinal.")
        RowBlocks.writeDense(&printer, dispatcher: "\(prefix)RawValue(at", functionPrefix: prefix + "RawValues",
                             result: "String", count: count, short: true, runState: {}) { index, _, output, _ in
            SwiftLiteral.append(string: ids[index], to: &output)
        }
        printer.line()
        printer.line("/// The \(name) whose raw value is `rawValue`: the slot its text hashes to, or a later one.")
        printer.block("private static func \(prefix)ID(rawValue: String) -> \(name)?") { printer in
            printer.line("var slot = Int(\(Self.hashFunction)(rawValue) % \(slots.count))")
            printer.block("while let id = \(prefix)ID(atSlot: slot)") { printer in
                printer.line("if id.rawValue.utf8.elementsEqual(rawValue.utf8) { return id }")
                printer.line("slot = (slot + 1) % \(slots.count)")
            }
            printer.line("return nil")
        }
        printer.line()
        let members = identifiers.members
        let occupied = slots.indices.filter { slots[$0] != nil }
        SparseLookup(name: "\(prefix)ID", label: "atSlot", result: name, rows: occupied,
                     answers: occupied.map { slots[$0]! }, writeAnswer: { ordinal, output in
                         members.append(ordinal, to: &output)
                     })
            .write(&printer, doc: "\(name)'s slots: each id in the slot its text hashes to, or the next free one.")
    }

    /// The name of the generated file's copy of `hash`, which both enums share.
    private static let hashFunction = "rawValueHash"

    /// Each id's ordinal placed at the slot `hash(id) % slots` or the next
    /// free one after it, in twice as many slots as ids, so that a search
    /// meets a free slot after a few steps.
    static func slots(for ids: [String]) -> [Int?] {
        var slots = [Int?](repeating: nil, count: max(1, 2 * ids.count))
        for (ordinal, id) in ids.enumerated() {
            var slot = Int(hash(id) % UInt64(slots.count))
            while slots[slot] != nil { slot = (slot + 1) % slots.count }
            slots[slot] = ordinal
        }
        return slots
    }

    /// FNV-1a over the text's UTF-8 bytes: the same here and in the generated file.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The generated file's copy of `hash`.
    static func writeHashFunction(_ printer: inout SwiftPrinter) {
        printer.line("/// FNV-1a over a raw value's UTF-8 bytes: the hash the ids' slots were laid out by.")
        printer.block("private static func \(hashFunction)(_ text: String) -> UInt64") { printer in
            printer.line("var hash: UInt64 = 0xcbf2_9ce4_8422_2325")
            printer.line("for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }")
            printer.line("return hash")
        }
    }
}
