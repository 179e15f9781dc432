#!/usr/bin/env bash
# The release build, run as a user runs it: `swift build -c release`, then `scrolltape check
# recordings` (every bundled recording, exit 0) and a short `scrolltape-bench` (every benchmark
# once). The test suite runs debug builds; this catches what only the optimizer shows (a chain of
# 16 built-in invariants was miscompiled in release builds with Swift 6.3, see
# `Invariants.builtInChain`). Usage: tools/check-release.sh (from anywhere in the repository).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product scrolltape 2>&1 | tail -1
swift build -c release --product scrolltape-bench 2>&1 | tail -1
bin="$(swift build -c release --show-bin-path)"
echo "== scrolltape check recordings (release)"
"$bin/scrolltape" check recordings 2>/dev/null | tail -1
echo "== scrolltape-bench 2000 (release)"
"$bin/scrolltape-bench" 2000 > /dev/null
echo "== scrolltape-bench scale 2000 1000, updates 200 100000, page 2000 (release)"
"$bin/scrolltape-bench" scale 2000 1000 > /dev/null
"$bin/scrolltape-bench" updates 200 100000 > /dev/null
"$bin/scrolltape-bench" page 2000 > /dev/null
echo "ok: the release build checks every recording and runs every benchmark"
