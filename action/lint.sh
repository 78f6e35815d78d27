#!/usr/bin/env bash
# Step "Lint" of action.yml: runs `chunklens lint` on INPUT_PATHS (split on spaces and new lines, never expanded by
# the shell) with INPUT_CONFIG, INPUT_FORMAT and INPUT_MAX_WARNINGS, and exits with its exit code. With INPUT_SARIF
# true it first writes the same findings as SARIF to INPUT_SARIF_FILE and names that file in the step's outputs
# ($GITHUB_OUTPUT), for the upload step, which runs even when this one fails.
set -euo pipefail
set -f
read -r -d '' -a paths <<< "${INPUT_PATHS:-.}" || true
[ "${#paths[@]}" -gt 0 ] || paths=(.)
options=()
[ -n "${INPUT_CONFIG:-}" ] && options+=(--config "$INPUT_CONFIG")
[ -n "${INPUT_MAX_WARNINGS:-}" ] && options+=(--max-warnings "$INPUT_MAX_WARNINGS")

if [ "${INPUT_SARIF:-false}" = "true" ]; then
  sarif="${INPUT_SARIF_FILE:-chunklens.sarif}"
  status=0
  chunklens lint "${paths[@]}" "${options[@]}" --format sarif > "$sarif" || status=$?
  # Exit 2 is a tool failure (a bad path or configuration): its output is no SARIF, and the run below says why.
  if [ "$status" -ne 2 ] && [ -n "${GITHUB_OUTPUT:-}" ]; then echo "sarif-file=$sarif" >> "$GITHUB_OUTPUT"; fi
fi
exec chunklens lint "${paths[@]}" "${options[@]}" --format "${INPUT_FORMAT:-github}"
