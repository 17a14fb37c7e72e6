#!/usr/bin/env bash
# Runs a command with Node of the given major version first on PATH (npm and npx included):
#   bash scripts/node/with-node.sh 22 npx vitest run
# See node-dir.sh for where that Node comes from.
set -euo pipefail
MAJOR="${1:?usage: with-node.sh MAJOR COMMAND...}"
shift
DIR="$(bash "$(dirname "$0")/node-dir.sh" "$MAJOR")"
export PATH="$DIR:$PATH"
echo "[node] $(node --version): $*" >&2
exec "$@"
