#!/usr/bin/env python3
r'''Fails when the folders of Sources/ScrollTapeCore depend on each other in a cycle.

    tools/folder-cycles.sh [--names] [--order A,B,...] [--move WHAT=FOLDER]... [--scratch-path DIR]
    tools/folder-cycles.sh --self-test

Folders: the folders of Sources/ScrollTapeCore, as they are on disk. Folder A depends on folder B
when a file in A names a declaration that B declares. Method:

1. Declarations, from the compiler: ScrollTapeCore's symbol graph at access level `internal`
   (symbolgraphs.py: built, then extracted with swift-symbolgraph-extract), each symbol with the
   file that declares it (`location.uri`). `private` and `fileprivate` declarations are left out:
   no other file can name them. The names looked for:
   - every top-level declaration (type, protocol, type alias, global function or variable): its
     base name (`formatNumber` for `formatNumber(_:decimals:)`), in the folder that declares it;
   - every member declared in an extension in another folder than its type's (`World.state` in
     State/World+State.swift: World's folder is World), since a file can call it without naming
     a type of that folder; only when no other folder declares a member or type of that name (a
     name declared in several folders cannot be told apart by its spelling).
   Operators and initializers are left out (an initializer is named by its type).
2. References, by spelling: each Swift file of a folder is split into tokens, leaving out
   comments (`//`, nested `/* */`) and string literals (`"…"`, `"""…"""`, raw `#"…"#`) but
   keeping the code inside their interpolations (`\(…)`); every identifier token (backticks
   removed) that is one of the names of another folder is a reference to it.

No type checking, so: a local variable or a label spelled like another folder's member counts
(which is why only names unique to one folder are looked for), and so does code in every `#if`
branch; a member reached through an inferred type (`.primary`) names nothing and is not seen. So
an edge may rest on a local of the same spelling (each edge shows an example to check), and an
edge whose only references are such members is missed.

Prints the folder graph (each edge with its number of references and one example, file:line and
the name), then the strongly connected components (Tarjan's algorithm) and the edges inside each
cycle; exits 1 when a component has more than one folder (a cycle), 0 otherwise. `--names` lists
every name behind each edge; `--order` prints the edges that go against a given order of the
folders (the intended flow); `--move WHAT=FOLDER` previews a move without making it (a file below
Sources/ScrollTapeCore, or one declared name alone, as when a file is split). `--self-test` runs
this script's own unit tests (the tokenizer and the graph algorithm).
'''

import argparse
import bisect
import os
import re
import sys
import time
import unittest
from collections import defaultdict

TOOLS = os.path.dirname(os.path.abspath(__file__))
if TOOLS not in sys.path:
    sys.path.insert(0, TOOLS)

import symbolgraphs  # noqa: E402 (after the path)

MODULE = "ScrollTapeCore"
SOURCES = os.path.join("Sources", MODULE)

# --------------------------------------------------------------------------------------------
# Tokens: identifiers outside comments and string literals (inside interpolations included).
# --------------------------------------------------------------------------------------------

IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
NUMBER = re.compile(r"[0-9][0-9A-Za-z_]*(?:\.[0-9][0-9A-Za-z_]*)*")  # 0x1Fp2, 1.5e10: no names
DOLLAR = re.compile(r"\$[0-9A-Za-z_]*")  # $0, $binding
STRING_START = re.compile(r'(#*)("""|")')


def identifiers(text):
    """[(name, offset)]: the identifiers of Swift source `text` in code, in order."""
    out = []
    end = _code(text, 0, out, interpolation=False)
    assert end == len(text)
    return out


def _code(text, i, out, interpolation):
    """Scans code from i; in an interpolation, up to and past its closing `)`. Returns the end."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "/" and text.startswith("//", i):
            newline = text.find("\n", i)
            i = n if newline < 0 else newline
        elif c == "/" and text.startswith("/*", i):
            i = _block_comment(text, i)
        elif c == '"' or (c == "#" and STRING_START.match(text, i)):
            i = _string(text, i, out)
        elif c == "`":
            close = text.find("`", i + 1)
            if close < 0:
                return n
            if IDENTIFIER.fullmatch(text, i + 1, close):
                out.append((text[i + 1:close], i + 1))
            i = close + 1
        elif c.isalpha() or c == "_":
            match = IDENTIFIER.match(text, i)
            out.append((match.group(), i))
            i = match.end()
        elif c.isdigit():
            i = NUMBER.match(text, i).end()
        elif c == "$":
            i = DOLLAR.match(text, i).end()
        elif c == "(":
            depth += 1
            i += 1
        elif c == ")":
            i += 1
            if interpolation:
                if depth == 0:
                    return i
                depth -= 1
        else:
            i += 1
    return n


def _block_comment(text, i):
    """The end of the (nested) block comment that starts at i."""
    depth = 0
    n = len(text)
    while i < n:
        if text.startswith("/*", i):
            depth += 1
            i += 2
        elif text.startswith("*/", i):
            depth -= 1
            i += 2
            if depth == 0:
                return i
        else:
            i += 1
    return n


def _string(text, i, out):
    """The end of the string literal that starts at i (`#`s of a raw string included); the
    identifiers of its interpolations go to `out`."""
    match = STRING_START.match(text, i)
    hashes, quotes = match.group(1), match.group(2)
    close = quotes + hashes
    escape = "\\" + hashes
    i = match.end()
    n = len(text)
    while i < n:
        if text.startswith(close, i):
            return i + len(close)
        if text.startswith(escape, i):
            i += len(escape)
            if i < n and text[i] == "(":
                i = _code(text, i + 1, out, interpolation=True)
            elif hashes == "" and i < n:
                i += 1  # \" \\ \n \u{…}: the character after the backslash is not the end
        elif quotes == '"' and text[i] == "\n":
            return i  # an unterminated single-line string ends at the line's end
        else:
            i += 1
    return n


# --------------------------------------------------------------------------------------------
# Graph: strongly connected components (Tarjan), iterative.
# --------------------------------------------------------------------------------------------

def components(nodes, edges):
    """The strongly connected components of the graph (`edges`: node → iterable of nodes), each a
    sorted list, in a deterministic order (by their first node)."""
    index = {}
    low = {}
    stack = []
    on_stack = set()
    result = []
    counter = 0
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = counter
                    counter += 1
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(edges.get(successor, ())))))
                    advanced = True
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                result.append(sorted(component))
    return sorted(result)


# --------------------------------------------------------------------------------------------
# Declarations and references.
# --------------------------------------------------------------------------------------------

def folder_of(path, moves=None):
    """`Effects` for Sources/ScrollTapeCore/Effects/X.swift; `.` for a file directly in it; the
    folder `moves` gives for its path below Sources/ScrollTapeCore (`--move`), if any."""
    relative = os.path.relpath(path, SOURCES)
    if moves and relative in moves:
        return moves[relative]
    parts = relative.split(os.sep)
    return parts[0] if len(parts) > 1 else "."


def base_name(component):
    return component.split("(")[0]


def declared_names(graphs, root, moves=None):
    """{name: folder}: the names looked for (see the module's comment), and the count of names
    left out as declared in several folders."""
    symbols = []
    for graph in graphs:
        for symbol in graph["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            if symbol["accessLevel"] in ("private", "fileprivate") or not uri.startswith("file://"):
                continue
            path = os.path.relpath(os.path.realpath(uri[len("file://"):]), root)
            if not path.startswith(SOURCES + os.sep):
                continue
            symbols.append((symbol, folder_of(path, moves)))
    folders_of_name = defaultdict(set)
    type_folder = {}
    for symbol, folder in symbols:
        folders_of_name[base_name(symbol["pathComponents"][-1])].add(folder)
        if len(symbol["pathComponents"]) == 1:
            type_folder[symbol["pathComponents"][0]] = folder
    candidates = defaultdict(set)  # name → the folders it is looked for in
    left_out = set()
    for symbol, folder in symbols:
        kind = symbol["kind"]["identifier"]
        if kind in ("swift.init", "swift.deinit", "swift.func.op") or kind.endswith(".subscript"):
            continue
        name = base_name(symbol["pathComponents"][-1])
        if not IDENTIFIER.fullmatch(name):
            continue
        if len(symbol["pathComponents"]) == 1:
            candidates[name].add(folder)
        elif type_folder.get(symbol["pathComponents"][0], folder) != folder:
            if len(folders_of_name[name]) == 1:
                candidates[name].add(folder)
            else:
                left_out.add(name)
    names = {}
    for name, folders in candidates.items():
        if len(folders) == 1:
            names[name] = next(iter(folders))
        else:
            left_out.add(name)  # global functions of one name in two folders
    ambiguous = left_out - set(names)
    for name, folder in (moves or {}).items():
        if name in names:
            names[name] = folder  # `--move NAME=FOLDER`: the declaration alone moves
    return names, len(ambiguous)


def references(root, names, moves=None):
    """({(from, to): {name: [(file, line), ...]}}, folders) over every Swift file of SOURCES."""
    edges = defaultdict(lambda: defaultdict(list))
    folders = set()
    base = os.path.join(root, SOURCES)
    for entry in sorted(os.listdir(base)):
        if os.path.isdir(os.path.join(base, entry)):
            folders.add(entry)
    for directory, subdirectories, files in os.walk(base):
        subdirectories.sort()
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(directory, file), root)
            source = folder_of(path, moves)
            folders.add(source)
            with open(os.path.join(root, path), encoding="utf-8") as handle:
                text = handle.read()
            newlines = [m.start() for m in re.finditer("\n", text)]
            for name, offset in identifiers(text):
                target = names.get(name)
                if target is not None and target != source:
                    line = bisect.bisect_left(newlines, offset) + 1
                    edges[source, target][name].append((path, line))
    folders.update(names.values())  # a new folder that `--move` names
    return edges, folders


def report(edges, folders, show_names, order):
    """Prints the graph and its components; returns the components with more than one folder."""
    graph = defaultdict(set)
    for source, target in edges:
        graph[source].add(target)
    print(f"{len(folders)} folders in {SOURCES}: {', '.join(sorted(folders))}")
    print(f"{len(edges)} dependencies (A -> B: a file in A names a declaration of B), "
          "references and one example each:")
    for (source, target), by_name in sorted(edges.items()):
        count = sum(len(places) for places in by_name.values())
        files = len({path for places in by_name.values() for path, _ in places})
        name, places = min(by_name.items(), key=lambda item: (item[1][0], item[0]))
        path, line = places[0]
        print(f"  {source} -> {target}  ({count} in {files} files; e.g. {path}:{line} `{name}`)")
        if show_names:
            for name, places in sorted(by_name.items()):
                path, line = places[0]
                print(f"      {name}: {len(places)}, first {path}:{line}")
    parts = components(folders, graph)
    cycles = [part for part in parts if len(part) > 1]
    print(f"{len(parts)} strongly connected components:")
    for part in parts:
        print(f"  {'CYCLE ' if len(part) > 1 else ''}{', '.join(part)}")
    for part in cycles:
        inside = [edge for edge in sorted(edges) if edge[0] in part and edge[1] in part]
        print(f"edges inside the cycle of {len(part)} folders ({len(inside)}):")
        for source, target in inside:
            by_name = edges[source, target]
            print(f"  {source} -> {target}: " + ", ".join(
                f"{name} ({len(places)})" for name, places in sorted(
                    by_name.items(), key=lambda item: (-len(item[1]), item[0]))))
    if order:
        rank = {folder: position for position, folder in enumerate(order)}
        unknown = sorted(folders - set(rank))
        if unknown:
            print(f"note: --order leaves out {', '.join(unknown)}")
        against = [(s, t) for s, t in sorted(edges)
                   if s in rank and t in rank and rank[s] < rank[t]]
        print(f"{len(against)} edges against the order {' -> '.join(order)} "
              "(an earlier folder naming a later one):")
        for source, target in against:
            names = sorted(edges[source, target].items(), key=lambda item: (-len(item[1]), item[0]))
            print(f"  {source} -> {target}: " + ", ".join(
                f"{name} ({len(places)}, {places[0][0]}:{places[0][1]})" for name, places in names))
    return cycles


# --------------------------------------------------------------------------------------------
# Self-test: `--self-test`.
# --------------------------------------------------------------------------------------------

class SelfTest(unittest.TestCase):
    def names(self, text):
        return [name for name, _ in identifiers(text)]

    def test_comments_and_strings_are_left_out(self):
        text = 'let a = B() // C\n/* D /* E */ F */ let g = "H \\" I" + `J`\n'
        self.assertEqual(self.names(text), ["let", "a", "B", "let", "g", "J"])

    def test_interpolations_are_code(self):
        text = 'x("a \\(f(B(c))) d \\(e) \\\\(z)") + G'
        self.assertEqual(self.names(text), ["x", "f", "B", "c", "e", "G"])

    def test_raw_and_multiline_strings(self):
        text = 'a(#"b "c" \\(d) \\#(e)"#)\nlet f = """\n  g "h" \\(i)\n  """\nJ'
        self.assertEqual(self.names(text), ["a", "e", "let", "f", "i", "J"])

    def test_numbers_and_dollars_are_not_names(self):
        text = "1e10 + 0x1Fp2 + 1.5e-3 + $0.count + t.0.y + _x"
        self.assertEqual(self.names(text), ["count", "t", "y", "_x"])

    def test_offsets_point_at_the_name(self):
        text = "let  abc = 1"
        self.assertEqual([text[o:o + len(n)] for n, o in identifiers(text)], ["let", "abc"])

    def test_components_of_a_graph_with_two_cycles_and_a_tail(self):
        edges = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": {"e"}, "e": {"d"}, "f": {"a"}}
        self.assertEqual(components("abcdefg", edges), [["a", "b", "c"], ["d", "e"], ["f"], ["g"]])

    def test_a_chain_has_no_cycle(self):
        edges = {"Geometry": set(), "Scene": {"Geometry"}, "World": {"Scene", "Geometry"}}
        self.assertEqual(components(edges, edges), [["Geometry"], ["Scene"], ["World"]])

    def test_a_self_loop_is_no_cycle_of_folders(self):
        self.assertEqual(components("ab", {"a": {"a", "b"}}), [["a"], ["b"]])

    def test_a_long_cycle_is_one_component(self):
        nodes = [f"n{i:04}" for i in range(3000)]  # deeper than Python's recursion limit
        edges = {node: {nodes[(i + 1) % len(nodes)]} for i, node in enumerate(nodes)}
        self.assertEqual(components(nodes, edges), [nodes])


def main():
    parser = argparse.ArgumentParser(
        prog="tools/folder-cycles.sh", description=__doc__.split("\n")[0])
    parser.add_argument("--names", action="store_true",
                        help="list every name behind each dependency")
    parser.add_argument("--order", help="comma-separated folders in their intended order: print "
                        "the dependencies of a folder on a later one")
    parser.add_argument("--move", action="append", default=[], metavar="WHAT=FOLDER",
                        help="preview a move: WHAT is a file below Sources/ScrollTapeCore (its "
                        "declarations and references move) or a declared name (the declaration "
                        "alone moves, as when a file is split); repeatable")
    parser.add_argument("--scratch-path", help="the build folder (default: .build/symbol-graphs)")
    parser.add_argument("--self-test", action="store_true",
                        help="run the unit tests of this script")
    options = parser.parse_args()
    if options.self_test:
        suite = unittest.defaultTestLoader.loadTestsFromTestCase(SelfTest)
        sys.exit(0 if unittest.TextTestRunner(verbosity=2).run(suite).wasSuccessful() else 1)

    start = time.monotonic()
    root = symbolgraphs.ROOT
    graphs = symbolgraphs.graphs([MODULE], [MODULE], "internal", options.scratch_path)[MODULE]
    moves = {}
    for move in options.move:
        what, _, folder = move.partition("=")
        if not what or not folder:
            parser.error(f"--move {move}: expected WHAT=FOLDER")
        moves[os.path.normpath(what)] = folder
    names, ambiguous = declared_names(graphs, root, moves)
    print(f"{len(names)} names declared in {SOURCES} looked for ({ambiguous} left out: declared in "
          "several folders)")
    edges, folders = references(root, names, moves)
    unused = [what for what in moves
              if what not in names and not os.path.isfile(os.path.join(root, SOURCES, what))]
    if unused:
        parser.error(f"--move: no file or name {', '.join(unused)} in {SOURCES}")
    order = options.order.split(",") if options.order else None
    cycles = report(edges, folders, options.names, order)
    elapsed = time.monotonic() - start
    if cycles:
        for part in cycles:
            print(f"error: the folders {', '.join(part)} of {SOURCES} depend on each other in a "
                  "cycle (see the edges inside it above)", file=sys.stderr)
        print(f"({elapsed:.1f} s)", file=sys.stderr)
        sys.exit(1)
    print(f"ok: no cycle among the folders of {SOURCES} ({elapsed:.1f} s)")


if __name__ == "__main__":
    main()
