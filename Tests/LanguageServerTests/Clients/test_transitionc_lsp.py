"""A real LSP client (pytest-lsp, over pygls) against `transitionc lsp` on a
two-file workspace: what an editor sees, message by message."""
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import EXECUTABLE

A = """version: 1
tokens:
  durations:
    quick: 0.2
screens:
  home: { root: true, container: navigation }
  detail: {}
transitions:
  openDetail:
    kind: push
    from: home
    to: detail
    duration: $durations.quick
"""

B = """version: 1
screens:
  settings: {}
transitions:
  openSettings: { kind: push, from: home, to: settings, duration: 0.3 }
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[EXECUTABLE, "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path: pathlib.Path):
    specs = tmp_path / "Specs"
    specs.mkdir()
    (specs / "a.yaml").write_text(A)
    (specs / "b.yaml").write_text(B)
    lsp_client.root = tmp_path
    lsp_client.initialized_with = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(
                general=types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16])
            ),
            root_uri=tmp_path.as_uri(),
        )
    )
    yield
    await lsp_client.shutdown_session()


def uri(client, name):
    return (client.root / "Specs" / name).as_uri()


def at(client, name, line, character):
    return dict(
        text_document=types.TextDocumentIdentifier(uri=uri(client, name)),
        position=types.Position(line=line, character=character),
    )


def open_document(client, name, text):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(client, name), language_id="yaml", version=1, text=text)
        )
    )


def change_document(client, name, text, version):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(client, name), version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def diagnostics_after(client, name, send):
    """Sends, then returns the diagnostics of `name` published for it.

    The server answers in order, and publishes before it answers a request
    that follows a change: once a request made after `send` is answered,
    the diagnostics for the change are in."""
    client.diagnostics.pop(uri(client, name), None)
    send()
    await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri(client, name)))
    )
    return client.diagnostics[uri(client, name)]


async def test_capabilities(client: LanguageClient):
    capabilities = client.initialized_with.capabilities
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    assert capabilities.hover_provider and capabilities.definition_provider and capabilities.references_provider
    assert capabilities.rename_provider.prepare_provider
    assert list(capabilities.code_action_provider.code_action_kinds) == [types.CodeActionKind.QuickFix]
    assert capabilities.document_symbol_provider
    assert capabilities.completion_provider is not None
    # A second `initialize` is refused.
    with pytest.raises(JsonRpcException):
        await client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities()))


async def test_diagnostics_past_an_emoji_then_cleared(client: LanguageClient):
    open_document(client, "b.yaml", B)
    line = "  t\U0001F600: { kind: push, from: home, to: setings, duration: 1 }"
    found = await diagnostics_after(client, "b.yaml", lambda: change_document(client, "b.yaml", B + line + "\n", 2))
    unknown = [d for d in found if d.code == "unknown-screen"]
    assert len(unknown) == 1
    # UTF-16: the emoji is two code units.
    column = len(line.encode("utf-16-le")) // 2 - len("setings, duration: 1 }")
    assert unknown[0].range.start == types.Position(line=5, character=column)
    assert unknown[0].severity == types.DiagnosticSeverity.Error
    assert unknown[0].source == "transitionc"
    cleared = await diagnostics_after(client, "b.yaml", lambda: change_document(client, "b.yaml", B, 3))
    # The error is gone; what is left is the warning the clean file has: its
    # push has no interactive pop to swipe back with.
    assert [d.code for d in cleared] == ["back-gesture-lost"]


async def test_completion_of_screen_ids(client: LanguageClient):
    typing = B.replace("  openSettings:", "  back:\n    kind: pop\n    from: \n  openSettings:")
    open_document(client, "b.yaml", typing)
    result = await client.text_document_completion_async(types.CompletionParams(**at(client, "b.yaml", 6, 10)))
    items = result.items if isinstance(result, types.CompletionList) else result
    assert sorted(item.label for item in items) == ["detail", "home", "settings"]


async def test_hover_on_a_token(client: LanguageClient):
    result = await client.text_document_hover_async(types.HoverParams(**at(client, "a.yaml", 12, 20)))
    assert result.contents.value == "`$durations.quick` = `0.2s` (200 ms)"


async def test_definition_and_rename_across_files(client: LanguageClient):
    definition = await client.text_document_definition_async(types.DefinitionParams(**at(client, "b.yaml", 4, 40)))
    location = definition[0] if isinstance(definition, list) else definition
    assert location.uri == uri(client, "a.yaml")
    assert location.range.start == types.Position(line=5, character=2)

    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(**at(client, "b.yaml", 4, 40)))
    assert prepared.placeholder == "home"
    edit = await client.text_document_rename_async(types.RenameParams(**at(client, "b.yaml", 4, 40), new_name="start"))
    assert {name: len(edits) for name, edits in edit.changes.items()} == {uri(client, "a.yaml"): 2, uri(client, "b.yaml"): 1}

    with pytest.raises(JsonRpcException) as refused:
        await client.text_document_rename_async(types.RenameParams(**at(client, "b.yaml", 4, 40), new_name="detail"))
    assert "already exists" in str(refused.value)


async def test_quick_fix_from_a_fix_it(client: LanguageClient):
    broken = B.replace("to: settings", "to: setings")
    found = await diagnostics_after(client, "b.yaml", lambda: open_document(client, "b.yaml", broken))
    diagnostic = next(d for d in found if d.code == "unknown-screen")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(client, "b.yaml")),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    assert [action.kind for action in actions] == [types.CodeActionKind.QuickFix]
    (edit,) = actions[0].edit.changes[uri(client, "b.yaml")]
    assert edit.new_text == "settings"
    assert edit.range == diagnostic.range


async def test_a_malformed_message_is_survived(client: LanguageClient):
    client.protocol.writer.write(b"Content-Length: 5\r\n\r\n{bad}")
    client.protocol.writer.write(b"Content-Length: 2\r\n\r\n[]")
    result = await client.text_document_hover_async(types.HoverParams(**at(client, "a.yaml", 12, 20)))
    assert result.contents.value == "`$durations.quick` = `0.2s` (200 ms)"


async def test_shutdown_and_exit_with_status_zero(client: LanguageClient):
    await client.shutdown_session()
    assert client._server.returncode == 0
    # The fixture's own shutdown has nothing left to do.
    client.capabilities = None
