#!/usr/bin/env bash
# npm start: install what is missing, build, and serve the built site on http://localhost:4173
# (this machine only; HOST=0.0.0.0 serves the local network, PORT another port).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm run build
exec node --import tsx scripts/serve.ts dist
