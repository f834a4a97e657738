#!/usr/bin/env bash
# Writes the malformed scenario files too large to commit into the directory given (CI runs the
# built compose-preview on them). MalformedCorpusTests builds the same bytes in memory; README.md
# lists what each one is answered with.
set -euo pipefail
dir=${1:?usage: generate.sh <directory>}
mkdir -p "$dir"

# repeat TEXT COUNT: TEXT written COUNT times, with nothing between.
repeat() {
  awk -v text="$1" -v count="$2" 'BEGIN { for (i = 0; i < count; i++) printf "%s", text }'
}

repeat '[' 100000 > "$dir/deep-nesting-100000.json"
{
  printf '{"description": "'
  repeat x 1100000
  printf '", "components": [{"name": "a"}], "steps": []}'
} > "$dir/larger-than-1-mib.json"
{
  printf '{"components": [{"name": "a"}], "steps": ['
  repeat '{"action": "run-until-idle"}, ' 999999
  printf '{"action": "run-until-idle"}]}'
} > "$dir/million-steps.json"
{
  printf '{"description": "'
  repeat x 1000000
  printf '", "components": [{"name": "a"}], "steps": [}'
} > "$dir/error-at-the-end-of-1-mb.json"
{
  printf '{"components": [{"name": "a"}], "steps": [{"action": "'
  repeat shove 100000
  printf '"}]}'
} > "$dir/long-action-name.json"
{
  printf '{"components": [{"name": "root", "kind": "container", "children": [{"name": "c0"}'
  awk 'BEGIN { for (i = 1; i <= 10000; i++) printf ", {\"name\": \"c%d\"}", i }'
  printf ']}], "steps": []}'
} > "$dir/too-many-components.json"
{
  printf '{"components": [{"name": "feed", "kind": "list", "rows": 3}], "steps": [{"action": "apply", "list": "feed", "items": [0'
  awk 'BEGIN { for (i = 1; i <= 10000; i++) printf ", %d", i }'
  printf ']}]}'
} > "$dir/apply-too-many-items.json"
