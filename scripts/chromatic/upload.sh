#!/usr/bin/env bash
# Builds Storybook and uploads it to Chromatic when CHROMATIC_PROJECT_TOKEN is set; says in one line
# that it skipped when not. Options live in chromatic.config.json: TurboSnap (onlyChanged) snapshots
# only the stories a change reaches, and a visual change fails the run until it is accepted in Chromatic.
# TurboSnap compares with the last build's commit, so CI needs the whole git history (no shallow clone).
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (set it to upload Storybook and review its snapshots in Chromatic)"
  exit 0
fi
exec npx --no-install chromatic
