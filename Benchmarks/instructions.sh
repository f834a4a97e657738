#!/usr/bin/env bash
# Instructions per component (tree) and per row (scroll), Compose's and the floor's, counted by
# callgrind in the measured functions only. Prints the figures BENCHMARKS.md records.
#
#   Benchmarks/instructions.sh            # tree 100000 components, scroll 20000 rows
#   Benchmarks/instructions.sh tree 10000
#
# Needs valgrind and a release build (swift build -c release --package-path Benchmarks).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=Benchmarks/.build/release/compose-bench
out=${TMPDIR:-/tmp}/compose-bench-callgrind
mkdir -p "$out"

probe() {  # kind count compose-function floor-function
  local kind=$1 count=$2 compose=$3 floor=$4
  valgrind --tool=callgrind --callgrind-out-file="$out/$kind.out" --collect-atstart=no \
    --toggle-collect="*${compose}*" --toggle-collect="*${floor}*" \
    "$binary" --child instructions "$kind" "$count" > /dev/null 2> "$out/$kind.log"
  callgrind_annotate --inclusive=yes --threshold=100 "$out/$kind.out" > "$out/$kind.txt" 2> /dev/null
  local compose_ir floor_ir
  # The first line of a function is its total over every file its code was inlined from.
  compose_ir=$(grep -m1 "$compose" "$out/$kind.txt" | awk '{gsub(",", "", $1); print $1}')
  floor_ir=$(grep -m1 "$floor" "$out/$kind.txt" | awk '{gsub(",", "", $1); print $1}')
  python3 - "$kind" "$count" "$compose_ir" "$floor_ir" <<'PY'
import sys
kind, count, compose, floor = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
unit = "component" if kind == "tree" else "row"
print(f"{kind} {count}: Compose {compose / count:,.0f} instructions per {unit}, "
      f"floor {floor / count:,.0f}, ratio {compose / floor:.2f}x")
PY
}

if [ $# -ge 1 ]; then kinds=$1; else kinds="tree scroll"; fi
for kind in $kinds; do
  case $kind in
    tree) probe tree "${2:-100000}" 13TreeBenchmarkO5build 9FloorTreeO5build ;;
    scroll) probe scroll "${2:-20000}" 15ScrollBenchmarkO5steps 11FloorScrollO5steps ;;
    *) echo "usage: $0 [tree|scroll] [count]" >&2; exit 64 ;;
  esac
done
