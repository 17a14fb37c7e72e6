#!/usr/bin/env bash
# npm start: install what is missing, build, and serve the built site on http://localhost:4173
# (this machine only; HOST=0.0.0.0 serves the local network, PORT another port).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
SITE_ENV="${SITE_ENV:-development}" npm run build # a local site: a bare build is production
exec node --import tsx scripts/serve.ts dist
