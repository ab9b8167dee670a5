import JSONCodec
import LanguageServerProtocol

/// What `initialize` answers: the features of the contract, and nothing more.
enum Capabilities {
    static func result(encoding: PositionEncoding) -> JSONValue {
        .object([
            ("capabilities", .object([
                ("positionEncoding", .string(encoding.rawValue)),
                // Incremental: a keystroke sends a few bytes, not the file.
                ("textDocumentSync", .object([
                    ("openClose", .bool(true)), ("change", .int(2)), ("save", .object([("includeText", .bool(false))])),
                ])),
                ("completionProvider", .object([
                    ("triggerCharacters", .array([" ", "$", ":", "[", ",", "."].map { .string($0) })),
                ])),
                ("hoverProvider", .bool(true)),
                ("definitionProvider", .bool(true)),
                ("referencesProvider", .bool(true)),
                ("renameProvider", .object([("prepareProvider", .bool(true))])),
                ("documentSymbolProvider", .bool(true)),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
                ("workspace", .object([
                    ("workspaceFolders", .object([("supported", .bool(true))])),
                ])),
            ])),
            ("serverInfo", .object([("name", .string("transitionc"))])),
        ])
    }
}
