#!/usr/bin/env bash
# Checks the "Test your own scroll code" article's section "Your header code, in a package of your
# own" the way a user follows it: a fresh clone of this repository in a folder named `scrolltape`,
# and next to it a new package made of exactly the section's two Swift snippets (Package.swift and
# the test file). Its `swift test` must pass;
# with the article's `??` slip put back into the snippet it must fail at the assertion, pointing at
# the recording's line. It checks what is committed (the clone's article and library alike).
# Usage: tools/check-header-package.sh (from anywhere in the repository).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

git clone --quiet "$repo" "$work/scrolltape"
mkdir -p "$work/MyAppTests/Tests/HeaderTests"
# The first two ```swift blocks after the section heading, as written in the article.
python3 - "$work/scrolltape/Sources/ScrollTape/ScrollTape.docc/TestYourOwnScrollCode.md" "$work/MyAppTests" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
section = text.split("## Your header code, in a package of your own\n", 1)[1]
blocks = re.findall(r"```swift\n(.*?)```", section, re.S)[:2]
assert len(blocks) == 2, "the section must have two swift blocks"
open(sys.argv[2] + "/Package.swift", "w").write(blocks[0])
open(sys.argv[2] + "/Tests/HeaderTests/HeaderTests.swift", "w").write(blocks[1])
PY

cd "$work/MyAppTests"
echo "== the article's package: swift test must pass"
swift test 2>&1 | tail -3

echo "== with the article's '??' slip: swift test must fail at assertReplay, naming the recording"
python3 - Tests/HeaderTests/HeaderTests.swift <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
fixed = "-((screen.statusBarHeight ?? 0.0) + 100.0)"
assert fixed in text, "the article's snippet no longer has the corrected expression"
open(path, "w", encoding="utf-8").write(text.replace(fixed, "-(screen.statusBarHeight ?? 0.0 + 100.0)"))
PY
if swift test > "$work/literal.log" 2>&1; then
    echo "error: the literal code passed" >&2
    exit 1
fi
grep -F "[divergence] at event 10 (../scrolltape/recordings/iphone11-collapsing-header.jsonl:11" "$work/literal.log"
grep -E "recorded an issue.* at HeaderTests.swift:[0-9]+" "$work/literal.log" | head -1
echo "ok: the article's package passes, and catches the literal code"
