"""pytest-lsp drives `transitionc lsp` as an editor would (Docs/editors.md).

The server is the built executable: TRANSITIONC_EXECUTABLE, else the debug
build. Run with `python3 -m pytest Tests/LanguageServerTests/Clients`;
`swift test` runs it through RealClientTests when pytest-lsp is installed.
"""
import os
import pathlib

REPOSITORY = pathlib.Path(__file__).resolve().parents[3]
EXECUTABLE = os.environ.get("TRANSITIONC_EXECUTABLE", str(REPOSITORY / ".build" / "debug" / "transitionc"))
