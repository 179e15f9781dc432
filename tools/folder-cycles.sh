#!/usr/bin/env bash
# Fails when the folders of Sources/ScrollTapeCore depend on each other in a cycle:
#   tools/folder-cycles.sh [--names] [--order A,B,...] [--move WHAT=FOLDER]... [--scratch-path DIR]
#   tools/folder-cycles.sh --self-test          the unit tests of the tokenizer and the graph code
#
# Folder A depends on folder B when a file in A names a declaration of B: the declarations come
# from the compiler (ScrollTapeCore's symbol graph, internal and up, each with its file), the
# references from the spelling of the sources (identifiers outside comments and strings);
# tools/symbolgraph/folder_cycles.py says exactly how. Prints each dependency with one example
# (file:line and the name), the strongly connected components and the dependencies inside each
# cycle; exit 1 if there is a cycle. `--names` lists every name behind each dependency, `--order`
# the dependencies that go against an intended order of the folders, and `--move` previews moving
# a file (Invariants/Tolerance.swift=Geometry) or one declaration (TabsEffect=Scene) elsewhere.
set -euo pipefail
exec python3 "$(dirname "$0")/symbolgraph/folder_cycles.py" "$@"
