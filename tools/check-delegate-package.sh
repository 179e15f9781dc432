#!/usr/bin/env bash
# Checks the delegate API (recordings/FORMAT.md, "The app's code as UIKit calls it") from
# outside, as a user's package meets it: a fresh clone of this repository in a
# folder named `scrolltape`, and next to it tools/delegate-package, a package that depends on it by
# path and uses only that API's names — a ScrollViewDelegate with every callback that reads and sets
# every settable property — replayed on bundled recordings. Its `swift test` must build and pass.
# It checks what is committed. Usage: tools/check-delegate-package.sh (from anywhere in the repository).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

git clone --quiet "$repo" "$work/scrolltape"
cp -R "$work/scrolltape/tools/delegate-package" "$work/DelegatePackage"
cd "$work/DelegatePackage"
echo "== a package that depends on ScrollTape by path and uses only the delegate API's names: swift test"
swift test 2>&1 | tail -3
echo "ok: the delegate package builds against ScrollTape and its replays hear the callbacks"
