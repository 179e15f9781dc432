#!/usr/bin/env bash
# The house's limits, checked on the code as it stands (CI runs it):
#   - World (its stored state and every member its extensions declare, in any module) has at most
#     60 members, and its own files (Sources/ScrollTapeCore/World/World*.swift) at most 900 lines:
#     World coordinates the types it holds; what it does lives in them.
#   - No file in Sources/ is over 450 lines.
#   - No array of the model (ScrollTapeCore) is indexed by a scroll view id's number outside the
#     id-keyed collections (ScrollViewTable, ScrollViewMachines).
# Prints the numbers; exits 1 when a limit is passed.
set -euo pipefail
cd "$(dirname "$0")/.."

world_files=(Sources/ScrollTapeCore/World/World*.swift)
# Members: the declarations at the first level of `struct World` and of every `extension World`,
# in any file of Sources/.
members=$(python3 - <<'PY'
import pathlib, re
member = re.compile(r'^    (@\w+ )*((public|package|private|fileprivate|internal)(\(\w+\))? )*'
                    r'(static |mutating |nonisolated )*(func|var|let|init|subscript)\b')
opening = re.compile(r'^(public |package )?(struct|extension) World\b')
count = 0
for path in pathlib.Path('Sources').rglob('*.swift'):
    inside = False
    for line in path.read_text().splitlines():
        if opening.match(line):
            inside = True
        elif line and not line[0].isspace() and not line.startswith('//'):
            inside = False
        elif inside and member.match(line):
            count += 1
print(count)
PY
)
lines=$(cat "${world_files[@]}" | wc -l)
echo "World: $members members (at most 60), ${lines} lines in its files (at most 900)"

status=0
[ "$members" -le 60 ] || { echo "error: World has $members members, more than 60" >&2; status=1; }
[ "$lines" -le 900 ] || { echo "error: World's files have $lines lines, more than 900" >&2; status=1; }

# report FINDINGS ERROR OK: FINDINGS (lines) under ERROR on stderr, failing the run; else OK.
report() {
    if [ -n "$1" ]; then
        echo "error: $2" >&2
        echo "$1" >&2
        status=1
    else
        echo "$3"
    fi
}

long=$(find Sources -name '*.swift' -print0 | xargs -0 wc -l | grep -v ' total$' | awk '$1 > 450 { print $2 " (" $1 " lines)" }')
report "$long" "files over 450 lines:" "files: none over 450 lines"

raw=$(grep -rnE '\[[a-zA-Z.]*\.number\]' Sources/ScrollTapeCore --include='*.swift' \
    | grep -vE '^Sources/ScrollTapeCore/ScrollView/(ScrollViewTable|ScrollViewMachines)\.swift:' || true)
report "$raw" "indexed by a scroll view id's number outside ScrollViewTable and ScrollViewMachines:" \
    "scroll view ids: no raw index outside ScrollViewTable and ScrollViewMachines"
exit $status
