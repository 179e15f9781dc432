#!/usr/bin/env bash
# Fuzzes the recording reader with libFuzzer for SECONDS seconds (default 60):
#   tools/fuzz-reader.sh [SECONDS] [extra libFuzzer flags…]
#
# Builds tools/fuzz/ReaderFuzzTarget.swift together with the reader's sources
# (Sources/ScrollTape/{Reading,Diagnostics,Writing}) and the model (Sources/ScrollTapeCore) with
# `swiftc -sanitize=fuzzer,address`, seeds the corpus with recordings/ and JSONTestSuite, and runs
# with -max_total_time. Everything it writes goes to tools/fuzz/.out/ (git-ignored): the binary,
# the growing corpus (kept between runs), crash-*/timeout-*/oom-* inputs and fuzz.log.
# Exit status: 0 when the run found nothing, non-zero (libFuzzer's) when it found a crash.
# Add each finding to Tests/ScrollTapeTests/FuzzRegressionTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
out=tools/fuzz/.out
mkdir -p "$out/build" "$out/corpus" "$out/seeds" "$out/artifacts"

swiftc=swiftc
if [[ -x /opt/swift/usr/bin/swiftc ]] && ! command -v swiftc >/dev/null; then swiftc=/opt/swift/usr/bin/swiftc; fi
# -sanitize=fuzzer alone instruments and links libFuzzer; address adds the memory checks that make
# out-of-bounds reads in unsafe buffer code crash at once.
sanitize=(-sanitize=fuzzer,address)
flags=(-O -g -parse-as-library -enforce-exclusivity=checked -swift-version 6 -package-name ScrollTape)

# Runs a build step, showing its output only without the linker's noise about ASan's symbols.
quiet() {
    local log
    log=$(mktemp)
    if ! "$@" >"$log" 2>&1; then
        cat "$log"
        rm -f "$log"
        return 1
    fi
    grep -v "Cannot export local symbol" "$log" || true
    rm -f "$log"
}

echo "== building the model (ScrollTapeCore)"
core_sources=$(find Sources/ScrollTapeCore -name '*.swift' | sort)
# shellcheck disable=SC2086
quiet "$swiftc" "${flags[@]}" "${sanitize[@]}" -wmo -module-name ScrollTapeCore \
    -emit-module -emit-module-path "$out/build/ScrollTapeCore.swiftmodule" \
    -c $core_sources -o "$out/build/ScrollTapeCore.o"

echo "== building the fuzz target"
reader_sources=$(find Sources/ScrollTape/Reading Sources/ScrollTape/Diagnostics Sources/ScrollTape/Writing \
    -name '*.swift' | sort)
# Built beside the binary and moved over it, so that a run in progress keeps its own.
# shellcheck disable=SC2086
quiet "$swiftc" "${flags[@]}" "${sanitize[@]}" -wmo -module-name ScrollTape -I "$out/build" \
    $reader_sources tools/fuzz/ReaderFuzzTarget.swift "$out/build/ScrollTapeCore.o" \
    -o "$out/build/fuzz-reader.new"
mv -f "$out/build/fuzz-reader.new" "$out/build/fuzz-reader"

# Seeds: every recording, its first lines on their own, and the JSON test documents.
for file in $(find recordings -name '*.jsonl'); do
    name=$(echo "$file" | tr '/' '_')
    cp "$file" "$out/seeds/$name"
    head -c 4096 "$file" > "$out/seeds/head-$name"
done
cp Tests/ScrollTapeTests/Conformance/JSONTestSuite/test_parsing/*.json "$out/seeds/"

echo "== fuzzing for ${seconds}s (log: $out/fuzz.log)"
status=0
# The Swift runtime's backtracer and ASan's report fight over a crash; let ASan report it.
export SWIFT_BACKTRACE=enable=no
"$out/build/fuzz-reader" "$out/corpus" "$out/seeds" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=8192 \
    -dict=tools/fuzz/recording.dict -artifact_prefix="$out/artifacts/" -print_final_stats=1 \
    "$@" >"$out/fuzz.log" 2>&1 || status=$?
tail -n 25 "$out/fuzz.log"
if [[ $status -ne 0 ]]; then
    echo "fuzzing found a problem (status $status); inputs in $out/artifacts/:"
    ls -1 "$out/artifacts/"
fi
exit $status
