#!/usr/bin/env bash
# Archive sweep: loads every storyboard scene and xib of app folders through the port step, as
# the app's code would, and measures what Compose makes of them. See Scripts/README.md.
#
#   Scripts/archive-sweep.sh APP_FOLDER... --work DIR [--compose CHECKOUT] [--json OUT.json]
#                            [--markdown OUT.md] [--timeout S] [--skip-build]
#   Scripts/archive-sweep.sh --from-json RUN.json... [--markdown OUT.md]
#
# Writes one scratch package in DIR (outside the repository): per app folder, a target porting a
# copy of its .swift, .storyboard and .xib files through ComposePortPlugin (Swift 5 language
# mode) and a generated XCTest probe target (Scripts/ArchiveProbe.swift.template) with one test
# per storyboard scene and per xib. Builds each app under the shared build lock, runs each test
# in its own process, and prints per app and in total: archives read and refused, scenes
# instantiable, instantiated, with every outlet connected, crashes, and the causes (outlets not
# connected, diagnostics, crash messages) grouped, each with an example file:line and element.
set -euo pipefail
if [[ $# -lt 1 || "$1" == "-h" || "$1" == "--help" ]]; then
  sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
export PATH="/opt/swift/usr/bin:$PATH"
exec python3 "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/archive_sweep.py" "$@"
