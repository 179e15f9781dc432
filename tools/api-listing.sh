#!/usr/bin/env bash
# The public API of the library modules, from the compiler's symbol graphs, kept in API.txt:
#   tools/api-listing.sh            rewrite API.txt from the code, print the counts per module
#   tools/api-listing.sh --check    exit 1 with the difference when API.txt is out of date
#   [--scratch-path DIR]            the build folder (default .build/symbol-graphs, its own)
#
# Builds ScrollTapeTesting, ScrollTapeExplorer, ScrollTapePictures and the recorder (on Linux through the test target
# that compiles its UIKit adapter against a stand-in) in debug, extracts each module's public
# symbol graph with swift-symbolgraph-extract, as `swift package dump-symbol-graph` does, and lists
# one declaration or conformance a line, sorted (tools/symbolgraph/api_listing.py says how).
# A change of API.txt in a pull request is a change of the public API: review it as such.
set -euo pipefail
exec python3 "$(dirname "$0")/symbolgraph/api_listing.py" "$@"
