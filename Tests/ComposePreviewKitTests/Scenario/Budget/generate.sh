#!/usr/bin/env bash
# Writes scenario files for measuring the run meter (ScenarioMeter): a container of COMPONENTS
# children set as the window's root, then STEPS steps alternating show-window and hide-window
# (the example is 100 components and 9,999 steps). Usage:
#   generate.sh COMPONENTS STEPS > file.json
#   /usr/bin/time -f '%e s %M KB' .build/debug/compose-preview run file.json > /dev/null
set -euo pipefail
components=${1:?usage: generate.sh COMPONENTS STEPS}
steps=${2:?usage: generate.sh COMPONENTS STEPS}
awk -v components="$components" -v steps="$steps" 'BEGIN {
  printf "{\"components\": [{\"name\": \"root\", \"kind\": \"container\", \"children\": ["
  for (i = 0; i < components - 1; i++) printf "%s{\"name\": \"c%d\"}", (i ? ", " : ""), i
  printf "]}],\n\"steps\": [{\"action\": \"set-root\", \"component\": \"root\"}"
  for (i = 1; i < steps; i++)
    printf ",\n{\"action\": \"%s\"}", (i % 2 ? "show-window" : "hide-window")
  printf "]}\n"
}'
