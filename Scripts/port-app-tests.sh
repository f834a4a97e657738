#!/usr/bin/env bash
# Builds an app folder and its test folder through ComposePortPlugin, as an Xcode team's files
# would be, and runs the tests. See Scripts/README.md.
#
#   Scripts/port-app-tests.sh APP_FOLDER TEST_FOLDER PACKAGE_DIR [--module NAME]
#                             [--scratch-path DIR] [--default-isolation] [--build-only]
#                             [--no-port]
#
# Writes a scratch package in PACKAGE_DIR (outside the repository) whose two targets hold only a
# `ComposePort.swift` naming a copy of APP_FOLDER (module NAME, by default the module the tests'
# `@testable import` names) and of TEST_FOLDER (NAME + "Tests"), depending on this checkout's
# `UIKit` product, in the Swift 5 language mode (as most apps compile; --default-isolation adds
# MainActor as the default isolation, as new Xcode projects have it); then, under the shared
# build lock, builds the tests and runs them. The app's and the tests' files are copied, never
# edited. Prints the build's errors, then `compiled: yes|no` and XCTest's summary. With
# --no-port the targets compile the copies directly, without the plugin (the "import UIKit
# only" baseline).
set -euo pipefail

usage() {
  sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
}
[[ $# -lt 3 || "$1" == "-h" || "$1" == "--help" ]] && usage
app="$(cd "$1" && pwd)"
tests="$(cd "$2" && pwd)"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
case "$(cd "$(dirname "$3")" 2>/dev/null && pwd)/$(basename "$3")/" in
  "$root"/*) echo "port-app-tests: PACKAGE_DIR must be outside the repository" >&2; exit 2 ;;
esac
mkdir -p "$3"
package="$(cd "$3" && pwd)"
shift 3
module=""
scratch=""
isolation=0
build_only=0
port=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --module) module="$2"; shift 2 ;;
    --scratch-path) scratch="$2"; shift 2 ;;
    --default-isolation) isolation=1; shift ;;
    --build-only) build_only=1; shift ;;
    --no-port) port=0; shift ;;
    *) usage ;;
  esac
done
if [[ -z "$module" ]]; then
  module="$(grep -rhoE --include='*.swift' '^\s*@testable\s+import\s+\w+' "$tests" \
    | awk '{print $NF}' | sort | uniq -c | sort -rn | awk 'NR==1{print $2}')"
fi
if [[ -z "$module" ]]; then
  echo "port-app-tests: no @testable import in $tests; name the module with --module" >&2
  exit 2
fi
lock="${COMPOSE_BUILD_LOCK:-/tmp/compose-build.lock}"
export PATH="/opt/swift/usr/bin:$PATH"

rm -rf "$package/App" "$package/AppTests" "$package/Port"
mkdir -p "$package/Port/App" "$package/Port/AppTests" "$package/App" "$package/AppTests"
# Copies of the folders' .swift files (their layout kept): the package owns what it builds, and
# holds no resource SwiftPM would bundle (storyboards, asset catalogs, Info.plist).
(cd "$app" && find . -name '*.swift' -exec cp --parents {} "$package/App/" \;)
(cd "$tests" && find . -name '*.swift' -exec cp --parents {} "$package/AppTests/" \;)
for target in App AppTests; do
  cat > "$package/Port/$target/ComposePort.swift" <<EOF
// ComposePortPlugin compiles the folder named below, relative to the package root, in place
// of this target's sources (the folder is never moved or edited).
// compose-port-source: $target
EOF
done
app_path="Port/App"
tests_path="Port/AppTests"
plugins='plugins: [.plugin(name: "ComposePortPlugin", package: "compose")]'
if [[ $port == 0 ]]; then
  app_path="App"
  tests_path="AppTests"
  plugins=''
fi
settings=""
if [[ $isolation == 1 ]]; then
  settings='swiftSettings: [.defaultIsolation(MainActor.self)],'
fi
cat > "$package/Package.swift" <<EOF
// swift-tools-version: 6.2
// Written by Scripts/port-app-tests.sh: $app and $tests through ComposePortPlugin.
import PackageDescription

let package = Package(
  name: "PortedAppCheck",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "compose", path: "$root")],
  targets: [
    .target(
      name: "$module", dependencies: [.product(name: "UIKit", package: "compose")],
      path: "$app_path", $settings
      $plugins),
    .testTarget(
      name: "${module}Tests", dependencies: ["$module", .product(name: "UIKit", package: "compose")],
      path: "$tests_path", $settings
      $plugins),
  ],
  swiftLanguageModes: [.v5]
)
EOF

args=(--package-path "$package")
[[ -n "$scratch" ]] && args+=(--scratch-path "$scratch")
status=0
flock "$lock" swift build --build-tests "${args[@]}" > "$package/build.log" 2>&1 || status=$?
grep -E '(error|warning: compose-port|warning: Key-Value)' "$package/build.log" | sort -u || true
if [[ $status != 0 ]]; then
  echo "compiled: no"
  exit 1
fi
echo "compiled: yes"
[[ $build_only == 1 ]] && exit 0
test_status=0
flock "$lock" swift test --skip-build "${args[@]}" > "$package/test.log" 2>&1 || test_status=$?
grep -E "(error:|failed|Executed [0-9]+ tests?)" "$package/test.log" | tail -n 40 || true
exit $test_status
