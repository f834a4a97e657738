#!/usr/bin/env bash
# Compile sweep: how much real UIKit code compiles against ComposeUIKit with only its import
# changed. See Scripts/README.md.
#
#   Scripts/compile-sweep.sh SAMPLE_DIR [--skip-build] [compile_sweep.py options...]
#
# Builds ComposeUIKit under the shared build lock, then typechecks every .swift file of
# SAMPLE_DIR (Swift 5 language mode, `import UIKit` -> `import ComposeUIKit`, the app's own types
# stood in for) and prints the sample's size, the files compiling unchanged and the blockers
# ranked by how many files each blocks.
set -euo pipefail

if [[ $# -lt 1 || "$1" == "-h" || "$1" == "--help" ]]; then
  sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
sample="$1"
shift
if [[ ! -d "$sample" ]]; then
  echo "compile-sweep: no sample folder at $sample" >&2
  exit 2
fi
build=1
if [[ "${1:-}" == "--skip-build" ]]; then
  build=0
  shift
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lock="${COMPOSE_BUILD_LOCK:-/tmp/compose-build.lock}"
export PATH="/opt/swift/usr/bin:$PATH"
cd "$root"
if [[ $build == 1 ]]; then
  flock "$lock" swift build --target ComposeUIKit
fi
modules="$(swift build --show-bin-path)/Modules"
if [[ ! -d "$modules/ComposeUIKit.swiftmodule" && ! -f "$modules/ComposeUIKit.swiftmodule" ]]; then
  echo "compile-sweep: no ComposeUIKit module in $modules (build it first)" >&2
  exit 1
fi
# One hold of the lock for the whole sweep: each typecheck is short, and taking the lock per file
# would queue the sweep behind every build started meanwhile.
exec flock "$lock" python3 "$root/Scripts/compile_sweep.py" "$sample" --modules "$modules" "$@"
