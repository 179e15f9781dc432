#!/usr/bin/env bash
# Rewrites the golden outputs of Tests/ScrollTapeCLITests/Golden/ from what the commands print now:
#   tools/bless-golden.sh [extra `swift test` flags…]
#
# Runs `SCROLLTAPE_BLESS=1 swift test --filter GoldenOutputTests`, which builds the package and, for
# every case file (each `$ scrolltape …` line), replaces the recorded exit code, stdout and stderr
# with the actual ones; a new case file needs only its command lines. Then shows what changed:
# review it (`git diff Tests/ScrollTapeCLITests/Golden`) and commit only the changes you meant.
set -euo pipefail
cd "$(dirname "$0")/.."

folder=Tests/ScrollTapeCLITests/Golden
SCROLLTAPE_BLESS=1 swift test --filter GoldenOutputTests "$@"

echo "== changed golden files (git diff --stat -- $folder)"
git diff --stat -- "$folder"
new=$(git ls-files --others --exclude-standard -- "$folder")
if [ -n "$new" ]; then
    echo "== new, not yet committed:"
    echo "$new"
fi
