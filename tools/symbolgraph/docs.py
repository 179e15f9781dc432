#!/usr/bin/env python3
"""The DocC documentation of the library products, built with the toolchain's own `docc`.

    tools/docs.sh [--output DIR] [--scratch-path DIR]

For each of ScrollTape, ScrollTapeTesting and ScrollTapeRecorder: extracts the public symbol graphs
(symbolgraphs.py, the graphs `swift build -Xswiftc -emit-symbol-graph` and `swift package
dump-symbol-graph` give), builds the module's catalog (`Sources/<Module>/<Module>.docc`) with
`docc convert --warnings-as-errors` into DIR/<Module>.doccarchive (default .build/docs), and fails
(exit 1) on:

- any DocC warning: a broken symbol link (``World/state``), a parameter the comment documents that
  the function does not have, an article link that goes nowhere;
- a public symbol written in the package's sources without a documentation comment (members the
  compiler synthesizes, such as an enum's `init(rawValue:)`, have no source and are left out);
- a top-level type or function not listed in the topics of its module's landing page (every
  public symbol is grouped: members under their type, types under a topic).

What the documentation shows as one module is, for ScrollTape, ScrollTape and the ScrollTapeCore
module it re-exports (the graphs merged under ScrollTape's name: users import ScrollTape), and for
ScrollTapeRecorder, its platform-neutral core and its UIKit adapter, whose graph comes on Linux
from the test target that compiles the adapter against Tests/UIKitStandIn (as API.txt does).
ScrollTape's "The recording format" article is generated from recordings/FORMAT.md at each build
(one source: the file the test suite runs), never kept in the catalog. The articles link to one
another as files (`[Time travel](TimeTravel.md)`, `../../../recordings/FORMAT.md#state-and-state-paths`),
so that the links work where GitHub shows them; the build makes those DocC links
(`<doc:TimeTravel>`, `<doc:RecordingFormat#State-and-state-paths>`), and a link to a file outside the
catalog its text. Mentions of the product
contract (SPEC §…), which the sources cite for their writers, are left out of the documentation.
"""

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time

TOOLS = os.path.dirname(os.path.abspath(__file__))
if TOOLS not in sys.path:
    sys.path.insert(0, TOOLS)

import symbolgraphs  # noqa: E402 (after the path)

ROOT = symbolgraphs.ROOT
UIKIT_ADAPTER = "UIKitAdapterOnStandIn"
# Each documented module: the modules whose graphs make it up, its own first.
DOCUMENTED = {
    "ScrollTape": ["ScrollTape", "ScrollTapeCore"],
    "ScrollTapeTesting": ["ScrollTapeTesting"],
    "ScrollTapeRecorder": ["ScrollTapeRecorder", UIKIT_ADAPTER],
}


def without_spec(text):
    """`text` without its mentions of the product contract (`(SPEC §7.1)`, `, SPEC §9`), which the
    sources and FORMAT.md cite for their writers but which is not part of the package."""
    text = re.sub(r"\s*\(SPEC §[^)]*\)", "", text)
    text = re.sub(r"SPEC §[\d.]+; ", "", text)
    text = re.sub(r"SPEC §[\d.]+['’]s invariants, §[\d.]+['’]s and §[\d.]+['’]s", "The built-in invariants", text)
    text = re.sub(r"(of )?SPEC §[\d.]+['’]s", "the built-in", text)
    text = re.sub(r" of SPEC §[\d.]+", "", text)
    return re.sub(r",? ?SPEC §[\d.]+,?", "", text)


def load(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def merged_graphs(raw, module, parts, out):
    """Writes `module`'s graphs into `out`: the main graphs of `parts` joined into one under
    `module`'s name, with the extensions one part makes of another's types; the extensions of
    other modules' types kept apart, renamed (`ScrollTapeRecorder@ScrollTapeCore`)."""
    os.makedirs(out)
    main = None
    extensions = {}
    for part in parts:
        folder = os.path.join(raw, part)
        for name in sorted(os.listdir(folder)):
            graph = load(os.path.join(folder, name))
            extended = name[:-len(".symbols.json")].split("@")
            target = extended[1] if len(extended) == 2 else None
            if target is None or target in parts:
                if main is None:
                    main = graph
                else:
                    main["symbols"] += graph["symbols"]
                    main["relationships"] += graph["relationships"]
                continue
            graph["module"]["name"] = module
            # The stand-in's names are UIKit's.
            target = "UIKit" if target == "UIKitStandIn" else target
            if target in extensions:
                extensions[target]["symbols"] += graph["symbols"]
                extensions[target]["relationships"] += graph["relationships"]
            else:
                extensions[target] = graph
    main["module"]["name"] = module
    for graph in [main, *extensions.values()]:
        for symbol in graph["symbols"]:
            comment = symbol.get("docComment")
            if comment:
                # Joined, as a mention may run over two lines (their source ranges go with them).
                text = without_spec("\n".join(line["text"] for line in comment["lines"]))
                comment["lines"] = [{"text": line} for line in text.split("\n")]
    with open(os.path.join(out, f"{module}.symbols.json"), "w", encoding="utf-8") as file:
        json.dump(main, file)
    for target, graph in extensions.items():
        with open(os.path.join(out, f"{module}@{target}.symbols.json"), "w", encoding="utf-8") as file:
            json.dump(graph, file)
    return main, list(extensions.values())


def undocumented(graphs):
    """`file:line: error: …` for each public symbol written in the sources without a comment."""
    problems = []
    for graph in graphs:
        for symbol in graph["symbols"]:
            location = symbol.get("location")
            if not location or "docComment" in symbol:
                continue
            path = location["uri"].removeprefix("file://")
            path = os.path.relpath(os.path.realpath(path), ROOT)
            line = location["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            kind = symbol["kind"]["displayName"].lower()
            problems.append(f"{path}:{line}: error: public {kind} '{name}' has no documentation comment")
    return sorted(set(problems))


def uncurated(main, landing_path):
    """The top-level symbols of `main` that the landing page does not list in its topics."""
    with open(landing_path, encoding="utf-8") as file:
        landing = file.read()
    topics = landing.split("## Topics", 1)[1] if "## Topics" in landing else ""
    listed = set(re.findall(r"``([^`]+)``", topics))
    # A link may carry a disambiguation suffix (`assertReplay(…)-(String,_)`, `-1a2b3`): compare
    # without it.
    listed |= {re.sub(r"-(\(.*\)|[0-9a-z]{4,6})$", "", link) for link in listed}
    missing = []
    for symbol in main["symbols"]:
        if len(symbol["pathComponents"]) != 1:
            continue
        name = symbol["pathComponents"][0]
        if name not in listed:
            missing.append(name)
    return sorted(set(missing))


def github_anchor(heading):
    """GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def docc_anchor(heading):
    """DocC's anchor of a heading: its spaces as hyphens, other punctuation dropped (`The app's
    code` → `The-apps-code`)."""
    return re.sub(r"[^\w\-]", "", re.sub(r"\s+", "-", without_spec(heading).strip()))


def headings(text):
    """The headings of a Markdown text, outside its code blocks."""
    found, in_code = [], False
    for line in text.split("\n"):
        if line.startswith("```"):
            in_code = not in_code
        elif not in_code and re.match(r"^#{1,6} ", line):
            found.append(re.sub(r"^#{1,6} ", "", line))
    return found


def doc_links(text, source, catalog, module):
    """`text` (the file `source`, a path from the package root) with its links to the catalog's
    articles, and in ScrollTape's catalog to recordings/FORMAT.md, made DocC links with DocC's
    anchors (`[Time travel](<doc:TimeTravel>)`); a link to any other file keeps only its text.
    Links to web pages and DocC links stay."""
    def link(match):
        label, target = match.group(1), match.group(2)
        if "://" in target or target.startswith(("mailto:", "doc:", "<")):
            return match.group(0)
        path, _, anchor = target.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(source), path)) if path else source
        if resolved == "recordings/FORMAT.md" and module == "ScrollTape":
            name = "RecordingFormat"
        elif os.path.dirname(resolved) == catalog and resolved.endswith(".md"):
            name = os.path.basename(resolved)[:-3]
        else:
            return label
        if not anchor:
            return f"[{label}](<doc:{name}>)"
        with open(os.path.join(ROOT, resolved), encoding="utf-8") as file:
            spelled = {github_anchor(h): docc_anchor(h) for h in headings(file.read())}
        if anchor not in spelled:
            sys.exit(f"error: {source} links to {target}, whose file has no such heading")
        return f"[{label}](<doc:{name}#{spelled[anchor]}>)"
    return re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", link, text)


def article_links(catalog, source_catalog, module):
    """Makes the links of every article of the copied `catalog` DocC's (doc_links)."""
    relative = os.path.relpath(source_catalog, ROOT)
    for name in sorted(os.listdir(catalog)):
        if not name.endswith(".md"):
            continue
        path = os.path.join(catalog, name)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        with open(path, "w", encoding="utf-8") as file:
            file.write(doc_links(text, os.path.join(relative, name), relative, module))


def format_article(catalog):
    """recordings/FORMAT.md as the catalog's RecordingFormat article: its title kept, its links to
    its own headings (`#invariants`) and to the catalog's articles made DocC's, and links to other
    files their text (doc_links)."""
    with open(os.path.join(ROOT, "recordings", "FORMAT.md"), encoding="utf-8") as file:
        text = file.read()
    lines = text.split("\n")
    if not lines[0].startswith("# "):
        sys.exit("error: recordings/FORMAT.md must begin with a '# ' title")
    body = "\n".join(lines[1:])

    body = doc_links(without_spec(body), "recordings/FORMAT.md", "Sources/ScrollTape/ScrollTape.docc", "ScrollTape")
    article = (
        "# The recording format\n\n"
        "The JSON Lines format of a recording, field by field, with examples the test suite runs.\n\n"
        "@Metadata {\n    @PageKind(article)\n}\n\n"
        "## Overview\n\n"
        "This article is generated from the repository's `recordings/FORMAT.md` when the "
        "documentation is built.\n" + body)
    with open(os.path.join(catalog, "RecordingFormat.md"), "w", encoding="utf-8") as file:
        file.write(article)


def main():
    parser = argparse.ArgumentParser(prog="tools/docs.sh", description=__doc__.split("\n")[0])
    parser.add_argument("--output", default=os.path.join(ROOT, ".build", "docs"),
                        help="where the .doccarchive folders go (default .build/docs)")
    parser.add_argument("--scratch-path", help="the build folder (default: .build/symbol-graphs)")
    options = parser.parse_args()
    start = time.monotonic()
    docc = shutil.which("docc")
    if docc is None and platform.system() == "Darwin":
        docc = symbolgraphs.run(["xcrun", "--find", "docc"]).strip()
    if docc is None:
        sys.exit("error: docc not found on the PATH (it comes with the Swift toolchain)")
    if platform.system() == "Linux":
        targets = ["ScrollTapeTesting", UIKIT_ADAPTER]
    else:
        print(f"note: on {platform.system()} the recorder's UIKit adapter is left out of its "
              "documentation (it is read from the Linux build against the stand-in)", file=sys.stderr)
        targets = ["ScrollTapeTesting", "ScrollTapeRecorder"]
        DOCUMENTED["ScrollTapeRecorder"] = ["ScrollTapeRecorder"]
    modules = sorted({part for parts in DOCUMENTED.values() for part in parts})
    problems = []
    with tempfile.TemporaryDirectory(prefix="scrolltape-docs-") as work:
        raw = os.path.join(work, "raw")
        symbolgraphs.extract(targets, modules, "public", raw, options.scratch_path)
        os.makedirs(options.output, exist_ok=True)
        for module, parts in DOCUMENTED.items():
            graphs_dir = os.path.join(work, "graphs", module)
            main_graph, extension_graphs = merged_graphs(raw, module, parts, graphs_dir)
            source_catalog = os.path.join(ROOT, "Sources", module, f"{module}.docc")
            catalog = os.path.join(work, "catalogs", f"{module}.docc")
            shutil.copytree(source_catalog, catalog)
            article_links(catalog, source_catalog, module)
            if module == "ScrollTape":
                format_article(catalog)
            problems += undocumented([main_graph] + extension_graphs)
            problems += [
                f"{os.path.relpath(os.path.join(source_catalog, module + '.md'), ROOT)}:1: error: "
                f"'{name}' is not listed in the landing page's topics"
                for name in uncurated(main_graph, os.path.join(catalog, f"{module}.md"))
            ]
            archive = os.path.join(options.output, f"{module}.doccarchive")
            shutil.rmtree(archive, ignore_errors=True)
            result = subprocess.run(
                [docc, "convert", catalog, "--additional-symbol-graph-dir", graphs_dir,
                 "--output-path", archive, "--fallback-display-name", module,
                 "--fallback-bundle-identifier", f"org.scrolltape.{module}",
                 "--warnings-as-errors", "--diagnostic-filter", "warning"],
                cwd=ROOT, capture_output=True, text=True)
            output = (result.stdout + result.stderr).replace(work + "/catalogs/", "Sources/<module>/")
            if result.returncode != 0:
                sys.stderr.write(output)
                problems.append(f"error: docc convert of {module} failed (exit code {result.returncode})")
            else:
                print(f"{module}: {os.path.relpath(archive, os.getcwd())}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f"error: the documentation has {len(problems)} problems")
    print(f"ok: the documentation of {', '.join(DOCUMENTED)} builds without a warning, every public "
          f"symbol documented and listed ({time.monotonic() - start:.1f} s)")


if __name__ == "__main__":
    main()
