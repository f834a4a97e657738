#!/usr/bin/env bash
# Compile sweep: how much real UIKit code compiles against ComposeUIKit with only its import
# changed. See Scripts/README.md.
#
#   Scripts/compile-sweep.sh SAMPLE_DIR [--skip-build] [--port] [compile_sweep.py options...]
#
# Builds ComposeUIKit under the shared build lock, then typechecks every .swift file of
# SAMPLE_DIR (Swift 5 language mode, `import UIKit` -> `import ComposeUIKit`, the app's own types
# stood in for) and prints the sample's size, the files compiling unchanged and the blockers
# ranked by how many files each blocks. With --port, builds compose-port and the UIKit module
# too, ports each app folder of SAMPLE_DIR first and typechecks the ported copies.
set -euo pipefail

if [[ $# -lt 1 || "$1" == "-h" || "$1" == "--help" ]]; then
  sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
sample="$1"
shift
if [[ ! -d "$sample" ]]; then
  echo "compile-sweep: no sample folder at $sample" >&2
  exit 2
fi
build=1
port=0
while [[ "${1:-}" == "--skip-build" || "${1:-}" == "--port" ]]; do
  [[ "$1" == "--skip-build" ]] && build=0
  [[ "$1" == "--port" ]] && port=1
  shift
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lock="${COMPOSE_BUILD_LOCK:-/tmp/compose-build.lock}"
export PATH="/opt/swift/usr/bin:$PATH"
cd "$root"
if [[ $build == 1 ]]; then
  if [[ $port == 1 ]]; then
    flock "$lock" swift build --product compose-port
    flock "$lock" swift build --target UIKit
  else
    flock "$lock" swift build --target ComposeUIKit
  fi
fi
bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
if [[ ! -d "$modules/ComposeUIKit.swiftmodule" && ! -f "$modules/ComposeUIKit.swiftmodule" ]]; then
  echo "compile-sweep: no ComposeUIKit module in $modules (build it first)" >&2
  exit 1
fi
# One hold of the lock for the whole sweep: each typecheck is short, and taking the lock per file
# would queue the sweep behind every build started meanwhile.
extra=()
if [[ $port == 1 ]]; then
  if [[ ! -x "$bin/compose-port" ]]; then
    echo "compile-sweep: no compose-port in $bin (build it first)" >&2
    exit 1
  fi
  extra=(--port "$bin/compose-port")
fi
for argument in "$@"; do
  if [[ "$argument" == "--lock" ]]; then
    # The sweep takes the lock for each typecheck itself.
    exec python3 "$root/Scripts/compile_sweep.py" "$sample" --modules "$modules" "${extra[@]}" "$@"
  fi
done
exec flock "$lock" python3 "$root/Scripts/compile_sweep.py" "$sample" --modules "$modules" "${extra[@]}" "$@"
