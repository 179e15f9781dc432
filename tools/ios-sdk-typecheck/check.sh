#!/usr/bin/env bash
# Typechecks the package's iOS code against Apple's real iOS SDK, on Linux, with the installed
# Swift toolchain: the model and the reader as modules, then every file of ScrollTapeRecorder
# (the UIKit adapter, the bridge; SwiftUI needs the iOS 18 SDK and is left out) in full, and the
# Swift blocks of the README and the DocC articles that import UIKit. Swift 6 language mode,
# target arm64-apple-ios16.0.
#
# Usage (from the package root):  tools/ios-sdk-typecheck/check.sh SDK
#   SDK: an iPhoneOS*.sdk folder, or a git directory of the public theos/sdks repository (its
#        iPhoneOS16.5.sdk is extracted once into ~/.cache/scrolltape-ios-sdk).
# Exit 0 when there is no error and no warning; each is printed as file:line:col: error: ….
#
# The SDK is iOS 16.5's (Swift 5.8 standard library): newer standard-library API that Xcode 16
# back-deploys is shimmed (Swift59Shims.swift) or its known false errors are filtered (typed
# throws through Result / Optional.map, which Swift 6.0's library has); each filtered line is
# counted in the summary.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(pwd)
[ -f "$root/Package.swift" ] || { echo "run from the package root" >&2; exit 2; }
src=${1:-}
[ -n "$src" ] || { echo "usage: $0 SDK (an iPhoneOS*.sdk folder or a theos/sdks git directory)" >&2; exit 2; }
cache="$HOME/.cache/scrolltape-ios-sdk"
mkdir -p "$cache"
if [ -d "$src/System/Library/Frameworks/UIKit.framework" ]; then
  sdk=$src
else
  sdk="$cache/iPhoneOS16.5.sdk"
  if [ ! -f "$sdk/.complete" ]; then
    echo "extracting iPhoneOS16.5.sdk from $src …"
    python3 - "$src" "$cache" <<'PY' || exit 2
import os, subprocess, sys
repo, out = sys.argv[1], sys.argv[2]
ls = subprocess.run(['git', '--git-dir', repo, 'ls-tree', '-r', 'HEAD', 'iPhoneOS16.5.sdk'],
                    capture_output=True, text=True)
if ls.returncode != 0 or not ls.stdout:
    sys.exit(f"no iPhoneOS16.5.sdk in {repo}: {ls.stderr.strip()}")
for line in ls.stdout.splitlines():
    meta, path = line.split('\t', 1)
    mode, _, sha = meta.split()
    dst = os.path.join(out, path)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    blob = subprocess.run(['git', '--git-dir', repo, 'cat-file', 'blob', sha], capture_output=True)
    if blob.returncode != 0:
        continue  # a large binary absent from the copy: not needed to typecheck
    if mode == '120000':
        if not os.path.lexists(dst):
            os.symlink(blob.stdout.decode(), dst)
    else:
        with open(dst, 'wb') as f:
            f.write(blob.stdout)
PY
    touch "$sdk/.complete"
  fi
fi
# A resource folder with the toolchain's compiler headers but not its Linux module maps
# (Dispatch, CoreFoundation), which would shadow the SDK's, plus the API notes for Dispatch and os
# that Apple's toolchains carry.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift
res="$cache/resource-dir"
rm -rf "$res"; mkdir -p "$res/apinotes"
for d in clang shims host swiftToCxx; do [ -e "$toolchain/$d" ] && ln -s "$toolchain/$d" "$res/$d"; done
cp "$here/Dispatch.apinotes" "$here/os.apinotes" "$res/apinotes/"
work="$cache/build"; rm -rf "$work"; mkdir -p "$work"
flags=(-swift-version 6 -resource-dir "$res" -module-cache-path "$cache/module-cache"
       -target arm64-apple-ios16.0 -sdk "$sdk" -parse-as-library -I "$work" -package-name scrolltape)
log="$work/log"; : > "$log"
emit() {  # module, folder: declarations only (bodies skipped)
  swiftc -emit-module "${flags[@]}" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    -module-name "$1" -o "$work/$1.swiftmodule" $(find "$2" -name '*.swift' | sort) >>"$log" 2>&1
}
echo "typechecking against $(basename "$sdk") (first run builds the SDK's modules: a few minutes) …"
emit ScrollTapeCore Sources/ScrollTapeCore || { grep -E "error:" "$log" | head; echo "ios-sdk: ScrollTapeCore does not build for iOS"; exit 1; }
emit ScrollTape Sources/ScrollTape || { grep -E "error:" "$log" | head; echo "ios-sdk: ScrollTape does not build for iOS"; exit 1; }
out="$work/recorder.out"
swiftc -typecheck -wmo -continue-building-after-errors "${flags[@]}" -module-name ScrollTapeRecorder "$here/Swift59Shims.swift" \
  $(find Sources/ScrollTapeRecorder -name '*.swift' -not -path '*/SwiftUI/*' | sort) > "$out" 2>&1
# The UIKit blocks of the README and the DocC articles, against the three modules (the recorder's declarations emitted first).
emit_rec() {
  swiftc -emit-module "${flags[@]}" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    -module-name ScrollTapeRecorder -o "$work/ScrollTapeRecorder.swiftmodule" \
    $(find Sources/ScrollTapeRecorder -name '*.swift' -not -path '*/SwiftUI/*' | sort) >>"$log" 2>&1
}
emit_rec
python3 - "$work" "$root/README.md" $(find "$root/Sources" -path '*.docc/*.md' | sort) <<'PY'
import re, sys, os
n = 0
for document in sys.argv[2:]:
    text = open(document).read()
    for block in re.findall(r"```swift\n(.*?)```", text, re.S):
        if 'import UIKit' in block and 'import SwiftUI' not in block:
            open(os.path.join(sys.argv[1], f"doc-block-{n}.swift"), "w").write(block)
            n += 1
PY
for f in "$work"/doc-block-*.swift; do
  [ -e "$f" ] || continue
  swiftc -typecheck "${flags[@]}" "$here/Swift59Shims.swift" "$f" >> "$out" 2>&1
done
known='thrown expression type .any Error. cannot be converted to error type|.assumeIsolated. is inaccessible'
errors=$(grep -E "^[^ ].*: error: " "$out" | grep -vE "$known" | sort -u)
filtered=$(grep -E "^[^ ].*: error: " "$out" | grep -cE "$known")
warnings=$(grep -E "^[^ ].*: warning: " "$out" | sort -u)
[ -n "$warnings" ] && { echo "$warnings" | head -20; }
if [ -n "$errors" ]; then
  echo "$errors" | head -40
  echo "ios-sdk: $(echo "$errors" | wc -l) error(s) against $(basename "$sdk") ($filtered known false errors of the older SDK filtered)"
  exit 1
fi
if [ -n "$warnings" ]; then
  echo "ios-sdk: $(echo "$warnings" | wc -l) warning(s) against $(basename "$sdk")"
  exit 1
fi
echo "ios-sdk: ScrollTapeRecorder (UIKit adapter, bridge) and the documentation's UIKit code typecheck against $(basename "$sdk") ($filtered known false errors of the older SDK filtered; $(echo -n "$warnings" | grep -c . ) warnings)"
