import JSONCodec

/// Reading the parts of a message: a member, a string, a number, with nil
/// for anything of another type, so that a handler checks what it needs and
/// answers `invalidParams` rather than trapping on a client's mistake.
extension JSONValue {
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    public subscript(path: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in path { value = value?[key] }
        return value
    }

    public var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    public var int: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value == value.rounded() && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }
}
