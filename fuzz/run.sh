#!/bin/sh
# One long run: each target in turn (one fuzzer process at a time, for a
# two-core machine), for the minutes given, logging to fuzz/logs/TARGET.log.
# Inputs may grow to 1 MiB (-max_len): the files carc reads may be that
# large and more (up to --max-size, 8 MiB by default), and a fuzzer held
# to a few kB never meets what only a large file does. -len_control=0 lets
# them grow from the start: by default libFuzzer keeps new inputs to the
# largest seed (1.3 kB) for as long as it still finds coverage, which in
# a run of minutes is the whole run.
#
#   fuzz/run.sh judge:6 check:5 moves:4 show:5 write:5
#
# A target that finds a crash stops there (its input is in
# fuzz/artifacts/TARGET/); the next target still runs.
set -u
cd "$(dirname "$0")"
mkdir -p logs
for spec in "$@"; do
    target=${spec%%:*}
    minutes=${spec#*:}
    mkdir -p "corpus/$target"
    echo "$(date -u +%FT%TZ) start $target for $minutes min" >> logs/run.log
    dict=dict/scenario.dict
    [ "$target" = import ] && dict=dict/jcz.dict
    CARGO_BUILD_JOBS=1 cargo +nightly fuzz run "$target" "corpus/$target" -- \
        -dict=$dict -max_len=1048576 -len_control=0 \
        -rss_limit_mb=2048 -timeout=10 \
        -max_total_time=$((minutes * 60)) -print_final_stats=1 \
        > "logs/$target.log" 2>&1
    echo "$(date -u +%FT%TZ) end $target: exit $?" >> logs/run.log
done
