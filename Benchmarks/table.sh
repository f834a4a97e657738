#!/usr/bin/env bash
# Prints the rows of BENCHMARKS.md's results table from a fresh run of compose-bench, to paste
# over the table after the engine changes.
#
#   Benchmarks/table.sh               # the full suite (several minutes)
#   Benchmarks/table.sh --cpu-clock   # the same, timed with the thread's CPU clock
#   Benchmarks/table.sh --quick       # the quick sizes
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -c release --package-path Benchmarks compose-bench --markdown "$@"
