#!/usr/bin/env bash
# Counts the heap allocations ScrollTapeRecorder makes per touch sample and per display frame once
# warm: valgrind's total allocation count for two run lengths of
# `scrolltape-bench recorder N --only-recorder` (N touch samples and N frames), and their
# difference per added sample. Usage: tools/recorder-allocations.sh [SMALL] [LARGE]
set -euo pipefail
cd "$(dirname "$0")/.."
small=${1:-2000}
large=${2:-12000}
command -v valgrind > /dev/null || { echo "error: valgrind is not installed" >&2; exit 2; }
swift build -c release --product scrolltape-bench > /dev/null
count() {
    valgrind --tool=memcheck --leak-check=no .build/release/scrolltape-bench recorder "$1" "$2" 2>&1 \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
for mode in --only-touches --only-recorder; do
    a=$(count "$small" "$mode")
    b=$(count "$large" "$mode")
    if [ -z "$a" ] || [ -z "$b" ]; then
        echo "error: valgrind reported no allocation count (run it by hand to see why)" >&2
        exit 1
    fi
    what=$([ "$mode" = --only-touches ] && echo "touch sample" || echo "touch sample + display frame")
    python3 -c "print('per $what, once warm: %.3f allocations ($a for $small, $b for $large)' % (($b - $a) / ($large - $small)))"
done
