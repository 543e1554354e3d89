#!/usr/bin/env bash
# Builds the page for the table into web/dist: the judge compiled to
# WebAssembly (crates/web), its JavaScript glue from wasm-bindgen, and the
# page's own files from web/src, with a service worker that caches them all.
# Installs what it needs: the wasm32 target (rustup) and the wasm-bindgen
# command-line tool of the version Cargo.lock pins (cargo install).
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
rm -rf "$out"
mkdir -p "$out/pkg"
wasm-bindgen --target web --no-typescript --out-dir "$out/pkg" \
  target/wasm32-unknown-unknown/web/carc_web.wasm
cp web/src/index.html web/src/style.css web/src/app.js web/src/manifest.webmanifest \
  web/src/icon.svg "$out/"

# The service worker caches every file of the folder; its version is a hash
# of their contents, so a new build replaces the old cache.
files=$(cd "$out" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
hash=$(cd "$out" && printf '%s\n' $files | xargs sha256sum | sha256sum | cut -c1-16)
list="'./'"
for f in $files; do list="$list, '$f'"; done
sed -e "s|@VERSION@|$hash|" -e "s|@FILES@|$list|" web/src/sw.js >"$out/sw.js"

bytes=$(find "$out" -type f -exec cat {} + | wc -c)
wasm=$(wc -c <"$out/pkg/carc_web_bg.wasm")
gz=$(find "$out" -type f -exec gzip -9c {} \; | wc -c)
echo "web/dist: $bytes bytes ($gz gzipped), of which the WebAssembly module $wasm bytes" >&2
