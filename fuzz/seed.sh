#!/bin/sh
# Fills the fuzzers' corpora from the committed seeds, or (with `pick`)
# chooses the seeds again from the repository's scenarios and fixtures.
#
#   fuzz/seed.sh          copy fuzz/seeds/* into fuzz/corpus/TARGET/ for each
#                         target (judge, check, moves, show, write)
#   fuzz/seed.sh --all    the same, plus every scenario and fixture
#   fuzz/seed.sh pick     rewrite fuzz/seeds/ (every 8th scenario of each
#                         rule-set folder, every 3rd broken-input fixture,
#                         and the other fixtures)
#
# fuzz/seeds-made/ holds seeds written by hand, copied into every corpus
# as well and never rewritten by `pick`.
#
# Run it from anywhere; paths are taken from the script's own place.
set -eu
fuzz=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz")

# A seed's name keeps its folder, so a crash report names its origin.
flat() { echo "$1" | sed "s|^$root/||; s|/|__|g"; }

every() { # every Nth file of a sorted list on standard input
    awk -v n="$1" '(NR - 1) % n == 0'
}

case "${1:-}" in
pick)
    rm -rf "$fuzz/seeds"
    mkdir -p "$fuzz/seeds"
    {
        for dir in "$root"/scenarios/*/; do
            find "$dir" -name '*.yaml' | sort | every 8
        done
        find "$root/tests/fixtures/invalid" -name '*.yaml' | sort | every 3
        find "$root/tests/fixtures" -name '*.yaml' -not -path '*/invalid/*' | sort
    } | while read -r f; do
        cp "$f" "$fuzz/seeds/$(flat "$f")"
    done
    echo "$(ls "$fuzz/seeds" | wc -l) seeds in $fuzz/seeds"
    ;;
"" | --all)
    for target in judge check moves show write import; do
        mkdir -p "$fuzz/corpus/$target"
        cp "$fuzz/seeds/"* "$fuzz/corpus/$target/"
        # Written by hand for the doors (bytes that are not UTF-8, escapes
        # in names, far-apart tiles); `pick` leaves them alone.
        for f in "$fuzz/seeds-made/"*; do
            cp "$f" "$fuzz/corpus/$target/fuzz__seeds-made__$(basename "$f")"
        done
        if [ "${1:-}" = --all ]; then
            find "$root/scenarios" "$root/tests/fixtures" -name '*.yaml' | while read -r f; do
                cp "$f" "$fuzz/corpus/$target/$(flat "$f")"
            done
        fi
        # The importer reads JCloisterZone's files: its seeds are ours in
        # that format (tests/fixtures/jcz/).
        if [ "$target" = import ]; then
            cp "$root"/tests/fixtures/jcz/*.jcz "$fuzz/corpus/$target/"
        fi
        echo "$target: $(ls "$fuzz/corpus/$target" | wc -l) files in fuzz/corpus/$target"
    done
    ;;
*)
    echo "usage: fuzz/seed.sh [--all | pick]" >&2
    exit 2
    ;;
esac
