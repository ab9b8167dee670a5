// The JSON codec lives in its own target so that the language server's
// protocol layer shares it without depending on the compiler; re-exported
// here so the compiler's users (emitters, baseline, tests) see `JSONValue`
// as before.
@_exported import JSONCodec
