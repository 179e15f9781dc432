"""The compiler's symbol graphs of the package's modules, for tools/api-listing.sh and
tools/folder-cycles.sh.

`graphs(targets, modules, access_level)` builds each of `targets` in debug (`swift build --target T
--scratch-path .build/symbol-graphs`) and extracts each of `modules`' symbol graph from the built
module with `swift-symbolgraph-extract`, as `swift package dump-symbol-graph` does
(`-minimum-access-level LEVEL -skip-synthesized-members`): the graphs are byte for byte the ones
dump-symbol-graph writes, without building the rest of the package (the command-line tool, the
benchmarks) and without its error about the test module. A module's graph is its own
`<Module>.symbols.json` and one `<Module>@<Other>.symbols.json` per other module whose types it
extends. Members the compiler synthesizes (`!=` of every Equatable type, protocol extension
members copied onto each conformer) are left out; the implicit `init(rawValue:)` of an enum with
raw values is in.

The scratch folder is its own (git-ignored) so `.build`'s build is not disturbed; the build is
incremental, so a second run builds nothing and takes a few seconds.
"""

import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DEFAULT_SCRATCH = os.path.join(ROOT, ".build", "symbol-graphs")


def run(command, **kwargs):
    """Runs `command` in ROOT; returns its stdout. On failure prints its output and exits 1."""
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"error: `{' '.join(command)}` failed (exit code {result.returncode})")
    return result.stdout


def extractor():
    """The path of swift-symbolgraph-extract: beside `swift` (following its links), on the PATH,
    or xcrun's on macOS."""
    swift = shutil.which("swift")
    candidates = []
    if swift:
        candidates += [os.path.join(os.path.dirname(path), "swift-symbolgraph-extract")
                       for path in (swift, os.path.realpath(swift))]
    candidates.append(shutil.which("swift-symbolgraph-extract"))
    for candidate in candidates:
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    if platform.system() == "Darwin":
        return run(["xcrun", "--find", "swift-symbolgraph-extract"]).strip()
    sys.exit("error: swift-symbolgraph-extract not found beside swift or on the PATH")


def module_name(target):
    """A target's module name: characters other than letters, digits and _ become _."""
    return "".join(c if c.isalnum() or c == "_" else "_" for c in target)


def extract(targets, modules, access_level, out, scratch=None, log=sys.stderr):
    """Builds `targets` (which must bring every module in `modules`) and writes the symbol graphs of
    `modules` (at `access_level` and above) into `out/<module>/`, as the extractor names them
    (`<Module>.symbols.json`, `<Module>@<Other>.symbols.json`)."""
    scratch = os.path.abspath(scratch or DEFAULT_SCRATCH)
    start = time.monotonic()
    for target in targets:
        run(["swift", "build", "--scratch-path", scratch, "--target", target])
    bin_path = run(["swift", "build", "--scratch-path", scratch, "--show-bin-path"]).strip()
    # SwiftPM 6 keeps the .swiftmodule files in Modules/ beside the products; before, in the folder.
    modules_dir = os.path.join(bin_path, "Modules")
    if not os.path.isdir(modules_dir):
        modules_dir = bin_path
    built = time.monotonic()
    triple = json.loads(run(["swift", "-print-target-info"]))["target"]["triple"]
    tool = extractor()
    sdk = []
    if platform.system() == "Darwin":
        sdk = ["-sdk", run(["xcrun", "--show-sdk-path", "--sdk", "macosx"]).strip()]
    for module in modules:
        folder = os.path.join(out, module)
        os.makedirs(folder, exist_ok=True)
        run([tool, "-module-name", module, "-target", triple, *sdk, "-I", modules_dir,
             "-minimum-access-level", access_level, "-skip-synthesized-members",
             "-output-dir", folder])
        if not os.path.exists(os.path.join(folder, f"{module}.symbols.json")):
            sys.exit(f"error: swift-symbolgraph-extract wrote no {module}.symbols.json")
    print(f"symbol graphs: built {', '.join(targets)} in {built - start:.1f} s "
          f"({os.path.relpath(scratch, ROOT)}), extracted {len(modules)} modules in "
          f"{time.monotonic() - built:.1f} s", file=log)


def graphs(targets, modules, access_level, scratch=None, log=sys.stderr):
    """{module: [graph, ...]}: the symbol graphs of `modules` (at `access_level` and above), after
    building `targets` (which must bring every module in `modules`)."""
    result = {}
    with tempfile.TemporaryDirectory(prefix="symbol-graphs-") as out:
        extract(targets, modules, access_level, out, scratch, log)
        for module in modules:
            folder = os.path.join(out, module)
            result[module] = []
            for name in sorted(os.listdir(folder)):
                with open(os.path.join(folder, name), encoding="utf-8") as file:
                    result[module].append(json.load(file))
    return result
