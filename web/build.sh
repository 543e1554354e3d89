#!/usr/bin/env bash
# Builds the page for the table into web/dist: the judge compiled to
# WebAssembly (crates/web), its JavaScript glue from wasm-bindgen, and the
# page's own files from web/src, with a service worker that caches them all.
# Installs what it needs: the wasm32 target (rustup) and the wasm-bindgen
# command-line tool of the version Cargo.lock pins (cargo install). Shrinks
# the module with wasm-opt (Debian's `binaryen`) when it is installed.
#
#   web/build.sh            # then serve web/dist as static files
set -euo pipefail
cd "$(dirname "$0")/.."
out=web/dist

# The tool must match the wasm-bindgen crate exactly, or its glue refuses
# the module.
version=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
[ -n "$version" ] || { echo "error: no wasm-bindgen in Cargo.lock" >&2; exit 2; }

rustup target add wasm32-unknown-unknown >/dev/null
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $version"; then
  echo "installing wasm-bindgen-cli $version (a few minutes, once)" >&2
  # --locked first: the tool's own lock file. A registry mirror that lacks
  # one of those exact versions gets the newest compatible ones instead.
  cargo install --locked wasm-bindgen-cli --version "$version" ||
    cargo install wasm-bindgen-cli --version "$version"
fi

cargo build --locked --profile web -p carc-web --target wasm32-unknown-unknown
# Where cargo put the module: CARGO_TARGET_DIR, a `build.target-dir` in a
# config file, or ./target. cargo itself is asked, so every way is honoured.
target=$(cargo metadata --format-version 1 --no-deps --locked |
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
wasm="${target:-target}/wasm32-unknown-unknown/web/carc_web.wasm"
[ -f "$wasm" ] || { echo "error: cargo built no $wasm" >&2; exit 2; }

# The folder is written aside and swapped in whole at the end, so that a
# failed build leaves the last good web/dist as it was.
tmp=$(mktemp -d web/.dist-new.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
mkdir -p "$tmp/pkg" "$tmp/opt"
# wasm-opt is optional: without it the module is only larger. It runs on
# cargo's module, before wasm-bindgen: Debian's binaryen (108) breaks the
# table of JavaScript values that wasm-bindgen adds ("WebAssembly.Table.set():
# Argument 1 is invalid for table" in the browser). Rust's wasm32 target uses
# these proposals by default, and binaryen must be told.
if command -v wasm-opt >/dev/null; then
  if wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$wasm" -o "$tmp/opt/carc_web.wasm" 2>"$tmp/opt/log"; then
    echo "wasm-opt: $(wc -c <"$wasm") bytes -> $(wc -c <"$tmp/opt/carc_web.wasm") bytes (before wasm-bindgen)" >&2
    wasm="$tmp/opt/carc_web.wasm"
  else
    echo "warning: wasm-opt failed, the module stays as cargo built it:" >&2
    cat "$tmp/opt/log" >&2
  fi
fi
wasm-bindgen --target web --no-typescript --out-dir "$tmp/pkg" "$wasm"
rm -rf "$tmp/opt"
# Every file of web/src but the service worker's template, with its folders
# (boxes/, a module a box), so that a new module of the page is in the
# folder (and in the worker's list) as soon as it is in web/src.
for f in web/src/*; do
  [ "$f" = web/src/sw.js ] || cp -R "$f" "$tmp/"
done
preload='<link rel="preload" href="pkg/carc_web_bg.wasm" as="fetch" type="application/wasm" crossorigin>'
preload="$preload<link rel=\"modulepreload\" href=\"pkg/carc_web.js\">"
for f in web/src/*.js web/src/boxes/*.js; do
  case "$f" in web/src/sw.js | web/src/judge-worker.js | web/src/app.js) continue ;; esac
  preload="$preload<link rel=\"modulepreload\" href=\"${f#web/src/}\">"
done
sed "s|<!-- @PRELOAD@ -->|$preload|" web/src/index.html >"$tmp/index.html"

# The examples menu: the repository's scenarios, copied as they are, with an
# index of path, rule sets and title (a line each, tab-separated). Bounded,
# so that a stray large file never makes the folder large: a file past
# 64 kB is left out, and so is everything past 1,000 files or 2 MB.
mkdir -p "$tmp/examples"
count=0
total=0
for f in $(cd scenarios && find . -name '*.yaml' | sed 's|^\./||' | LC_ALL=C sort); do
  size=$(wc -c <"scenarios/$f")
  if [ "$size" -gt 65536 ] || [ "$count" -ge 1000 ] || [ $((total + size)) -gt 2097152 ]; then
    echo "warning: examples: scenarios/$f left out (the menu's bounds)" >&2
    continue
  fi
  mkdir -p "$tmp/examples/$(dirname "$f")"
  cp "scenarios/$f" "$tmp/examples/$f"
  rules=$(sed -n 's/^rules:[[:space:]]*\[\(.*\)\][[:space:]]*$/\1/p' "scenarios/$f" | head -n 1)
  title=$(sed -n 's/^title:[[:space:]]*//p' "scenarios/$f" | head -n 1 | sed -e 's/^"\(.*\)"$/\1/' -e "s/^'\(.*\)'\$/\1/" | tr '\t' ' ')
  printf '%s\t%s\t%s\n' "$f" "${rules:-base}" "${title:-$f}" >>"$tmp/examples/index.tsv"
  count=$((count + 1))
  total=$((total + size))
done
echo "examples: $count scenarios, $total bytes" >&2

# The service worker caches every file of the folder (and the folder itself,
# which is index.html), each with its SHA-256 so that it can take the copy
# the page has just loaded instead of downloading it again; its version is a
# hash of them all, so a new build replaces the old cache.
# The examples stay out of the list: the worker keeps each when it is first
# opened, and a first visit downloads none of them.
files=$(cd "$tmp" && find . -path ./examples -prune -o -type f -print | sed 's|^\./||' | LC_ALL=C sort)
sums=$(cd "$tmp" && printf '%s\n' $files | xargs sha256sum)
hash=$(printf '%s\n' "$sums" | sha256sum | cut -c1-16)
list="['./', '$(printf '%s\n' "$sums" | awk '$2 == "index.html" { print $1 }')']"
list="$list$(printf '%s\n' "$sums" | awk '{ printf ", [\047%s\047, \047%s\047]", $2, $1 }')"
sed -e "s|@VERSION@|$hash|" -e "s|@FILES@|$list|" web/src/sw.js >"$tmp/sw.js"

old=$(mktemp -d web/.dist-old.XXXXXX)
[ ! -d "$out" ] || mv "$out" "$old/"
mv "$tmp" "$out"
rm -rf "$old"
trap - EXIT

bytes=$(find "$out" -type f -exec cat {} + | wc -c)
wasm_bytes=$(wc -c <"$out/pkg/carc_web_bg.wasm")
gz=$(find "$out" -type f -exec gzip -9c {} \; | wc -c)
echo "web/dist: $bytes bytes ($gz gzipped), of which the WebAssembly module $wasm_bytes bytes" >&2
