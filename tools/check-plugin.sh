#!/usr/bin/env bash
# Checks the command plugin the way an app's team uses it: a new package beside nothing, that
# depends on this checkout by path and keeps its recordings in `Recordings/`. There,
# `swift package scrolltape check Recordings` must build the tool from source and pass; a folder
# with a recording whose `expect` line does not hold must fail with the tool's diagnostic, then
# the plugin's line naming the tool's exit code; no command at all must fail; and `html` and
# `check --junit`, given SwiftPM's permission to write into the package, must write their files.
# Usage: tools/check-plugin.sh (from anywhere in the repository).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

app="$work/MyApp"
mkdir -p "$app/Sources/MyApp" "$app/Recordings" "$app/Broken"
cat > "$app/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [.package(path: "$repo")],
    targets: [.target(name: "MyApp")]
)
SWIFT
echo 'public let greeting = "the app"' > "$app/Sources/MyApp/MyApp.swift"
cp "$repo/recordings/iphone11-collapsing-header.jsonl" "$repo/recordings/pinned-header.jsonl" "$app/Recordings/"
cp "$repo/recordings/pinned-header.jsonl" "$app/Broken/header-too-short.jsonl"
echo '{"type":"expect","t":99,"that":{"header.height":10}}' >> "$app/Broken/header-too-short.jsonl"
cd "$app"

echo "== swift package scrolltape check Recordings   (must pass)"
swift package scrolltape check Recordings 2> "$work/build.log" || { cat "$work/build.log" >&2; exit 1; }

echo "== swift package scrolltape check Broken   (must fail at the expect line)"
if swift package scrolltape check Broken > "$work/broken.log" 2>&1; then
    cat "$work/broken.log" >&2
    echo "error: the plugin passed a recording whose expect line does not hold" >&2
    exit 1
fi
grep -F "Broken/header-too-short.jsonl:181:1: error: [expect] expected header.height = 10" "$work/broken.log"
# The plugin's line naming the tool's exit code comes after the tool's own output.
tail -1 "$work/broken.log" | grep -Fx "error: scrolltape check exited with code 1"

echo "== swift package scrolltape   (no command: must fail, not print the usage and pass)"
if swift package scrolltape > "$work/empty.log" 2>&1; then
    echo "error: the plugin without a command succeeded" >&2
    exit 1
fi
grep -F "error: give scrolltape a command" "$work/empty.log"

echo "== swift package --allow-writing-to-package-directory scrolltape html …   (must write the page)"
swift package --allow-writing-to-package-directory scrolltape html Recordings/pinned-header.jsonl -o page.html \
    2> /dev/null
test -s page.html
swift package --allow-writing-to-package-directory scrolltape check --junit report.xml Recordings > /dev/null \
    2> /dev/null
grep -q "<testsuite" report.xml
echo "ok: the plugin checks, fails on a broken recording, and writes with permission"
