#!/usr/bin/env bash
# The SwiftPM plugins end to end, the way an app uses them (Docs/plugins.md).
# CI runs this after `swift test`; it takes a few minutes, most of it the first
# build of transitionc as the plugins' tool.
#
#  1. `swift build` this fixture: TransitionSpecsPlugin compiles each target's
#     specs into it; run the app and compare what it prints.
#  2. `swift package lint-transitions`: the command plugin checks the specs.
#  3. In a copy: change a value in a spec, add a spec file, and build again;
#     the app prints the new values (the specs are inputs of the build).
#  4. In the copy: misspell a key. The build fails and shows transitionc's
#     `file:line:column: error: unknown key …`; so does the lint.
#
# Every build uses one scratch directory, so transitionc is compiled once:
# .build-check/ here (ignored by git; PLUGIN_FIXTURE_SCRATCH moves it), not the
# fixture's own .build/. The fixture and its copy are two root packages in one
# scratch directory, so every build plans afresh (--disable-build-manifest-caching):
# a cached build plan would build the other one.
set -euo pipefail

fixture="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$fixture/../.." && pwd)"
scratch="${PLUGIN_FIXTURE_SCRATCH:-$fixture/.build-check}"
work="$(mktemp -d "${TMPDIR:-/tmp}/plugin-fixture.XXXXXX")"
trap 'rm -rf "$work"' EXIT
log="$work/output.log"
started=$SECONDS

step() { printf '== %s (%ds)\n' "$*" $((SECONDS - started)); }
fail() {
    printf 'check.sh: FAIL: %s\n--- output:\n' "$*" >&2
    cat "$log" >&2
    exit 1
}
# Runs a command with its output (both streams) in $log; passes its status on.
quietly() { "$@" >"$log" 2>&1; }
# The output holds this exact text.
expect() { grep -qF -- "$1" "$log" || fail "$2: expected \`$1\` in the output"; }
swift_in() {  # swift_in PACKAGE SUBCOMMAND ARGUMENT...
    local package="$1" subcommand="$2"
    shift 2
    if [ "$subcommand" = build ]; then set -- --disable-build-manifest-caching "$@"; fi
    swift "$subcommand" --package-path "$package" --scratch-path "$scratch" "$@"
}

# 1. Build the fixture and run its app.
step "build the fixture with TransitionSpecsPlugin"
quietly swift_in "$fixture" build || fail "the fixture does not build"
if grep -qi "unhandled" "$log"; then fail "SwiftPM warns about files no plugin handles"; fi
bin="$(swift_in "$fixture" build --show-bin-path)"
"$bin/App" >"$log" 2>&1 || fail "the fixture's app failed"
expected="$work/expected.txt"
cat >"$expected" <<'EOF'
app: openCompose, closeCompose
openCompose: 0.35s
closeCompose: dismiss from compose to home, 0.25s, threshold 0.3, curve at 0.5 = 0.5
manager: modal for compose, interactive ["closeCompose"]
lite: showDetail, hideDetail; push 0.3s, pop back to feed
resource: greeting: hello from a bundled resource
EOF
diff -u "$expected" "$log" >&2 || fail "the app printed something else"

# 2. Lint it with the command plugin: both targets' specs, not the resource.
step "lint the fixture with lint-transitions"
quietly swift_in "$fixture" package lint-transitions || fail "lint-transitions failed on clean specs"
expect "checked 2 files: no problems" "lint-transitions"
quietly swift_in "$fixture" package lint-transitions --target Lite --format json || fail "lint-transitions --format json failed"
expect '"files": 1' "lint-transitions --target Lite --format json"

# 3. A copy of the fixture that finds transitionc at this repository's path.
copy="$work/PluginFixture"
mkdir "$copy"
cp -R "$fixture/Package.swift" "$fixture/Sources" "$copy/"
manifest="$(<"$copy/Package.swift")"
relative='let transitioncPath = "../.."'
absolute="let transitioncPath = \"$root\""
[[ "$manifest" == *"$relative"* ]] || fail "Package.swift no longer sets \`$relative\`"
printf '%s\n' "${manifest/"$relative"/"$absolute"}" >"$copy/Package.swift"
spec="$copy/Sources/App/Specs/app.yaml"
edit_spec() {  # edit_spec OLD NEW: replace the one line that is exactly OLD
    local text
    text="$(<"$spec")"
    [[ "$text" == *"$1"* ]] || fail "the spec no longer has \`$1\`"
    printf '%s\n' "${text/"$1"/"$2"}" >"$spec"
}

step "change a spec and add one in a copy, and rebuild"
edit_spec "    threshold: 0.3" "    threshold: 0.45"
mkdir "$copy/Sources/App/Specs/Settings"
cat >"$copy/Sources/App/Specs/Settings/settings.yaml" <<'EOF'
version: 1
screens:
  settings: {}
transitions:
  openSettings: { kind: present, from: home, to: settings, duration: 0.3 }
  closeSettings: { kind: dismiss, from: settings, duration: $durations.quick }
EOF
quietly swift_in "$copy" build || fail "the edited copy does not build"
expect "Generating Transitions.swift for App from 2 transition spec files" "the build plugin did not rerun with the new spec"
"$bin/App" >"$log" 2>&1 || fail "the edited copy's app failed"
expect "threshold 0.45" "the app did not pick up the spec change"
# A folder's own files come before its subfolders', as `transitionc generate swift Specs` reads them.
expect "app: openCompose, closeCompose, openSettings, closeSettings" "the app did not pick up the new spec"

# 3b. Change a token in the imported design token file: the build plugin
# declared it as an input, so the table is generated again.
step "change an imported token in the copy, and rebuild"
tokens="$copy/Sources/App/Specs/motion.tokens.json"
text="$(<"$tokens")"
[[ "$text" == *'"value": 350'* ]] || fail "the token file no longer has \`\"value\": 350\`"
printf '%s\n' "${text/'"value": 350'/'"value": 500'}" >"$tokens"
quietly swift_in "$copy" build || fail "the copy does not build after a token change"
expect "Generating Transitions.swift for App" "the build plugin did not rerun when a token file changed"
"$bin/App" >"$log" 2>&1 || fail "the copy's app failed after a token change"
expect "openCompose: 0.5s" "the app did not pick up the token change"

# 4. Misspell a key: the build and the lint fail and show where.
step "misspell a key in the copy: the build must fail"
edit_spec "    threshold: 0.45" "    treshold: 0.45"
line="$(grep -n '^    treshold:' "$spec" | cut -d: -f1)"
diagnostic="PluginFixture/Sources/App/Specs/app.yaml:$line:5: error: unknown key \`treshold\`"
if quietly swift_in "$copy" build; then fail "the build succeeded with an unknown key in a spec"; fi
expect "$diagnostic" "the build did not show transitionc's diagnostic"
expect "did you mean \`threshold\`?" "the build did not show the suggestion"

step "misspell a key in the copy: the lint must fail"
if quietly swift_in "$copy" package lint-transitions; then fail "lint-transitions passed with an unknown key"; fi
expect "Sources/App/Specs/app.yaml:$line:5: error: unknown key \`treshold\`" "lint-transitions did not show the diagnostic"
expect "checked 3 files: 1 error" "lint-transitions summary"

step "plugins OK"
