#!/usr/bin/env bash
# Builds the DocC documentation of the library products (ScrollTape, ScrollTapeTesting,
# ScrollTapeRecorder) with the toolchain's own docc, warnings as errors, into .build/docs, and
# fails when a public symbol has no documentation comment or is not grouped in a topic
# (tools/symbolgraph/docs.py says how). Usage: tools/docs.sh [--output DIR]
set -euo pipefail
exec python3 "$(dirname "$0")/symbolgraph/docs.py" "$@"
