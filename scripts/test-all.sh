#!/usr/bin/env bash
# npm test: installs what is missing (packages and a test browser), then runs every check and
# test in order; the first failure stops the run with a non-zero exit.
set -euo pipefail
cd "$(dirname "$0")/.."
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true
# The tests build and test a local site: a build is production unless told otherwise.
export SITE_ENV=development

bash scripts/ensure-deps.sh --browser

# Each step's wall time is printed as the next starts, so a slow CI run shows where the time went.
STARTED=$(date +%s); STEP_STARTED=$STARTED; STEP_NAME=""
step() {
  local now; now=$(date +%s)
  [ -n "$STEP_NAME" ] && printf '=== %s: %ss ===\n' "$STEP_NAME" "$((now - STEP_STARTED))"
  STEP_NAME="$1"; STEP_STARTED=$now
  [ "$1" = "done" ] && { printf '=== npm test: %ss in all ===\n' "$((now - STARTED))"; return; }
  printf '\n=== %s ===\n' "$1"
}

step "typecheck";          npm run --silent typecheck
step "i18n check";         npm run --silent i18n:check
step "content validation"; npm run --silent validate
step "unit tests";         npx vitest run
step "build";              npm run --silent build
step "static gates: html, links, seo, csp, headers"; npx tsx scripts/gates/run-gate.ts all
step "page weight budgets"; npm run --silent budgets
step "CDN runtime: wrangler pages dev, and serve.ts against it"; npx tsx scripts/cdn/check-cdn.ts
# On Node 24: the gate tests build the site from scratch four times (incremental, page loop, bad
# input), which makes them CI's build on Node 24 as well; a separate one cost 100 s more.
step "gate tests on Node 24: planted defects, headers, bad input, brand secrets, full and incremental builds"
bash scripts/node24.sh run npx vitest run --config vitest.gates.config.ts
step "end-to-end tests, accessibility and CSP in the browser"; npx playwright test
step "dev server: npm run dev serves pages and shows content edits live"; npx playwright test --config playwright.dev.config.ts
step "Node 24: typecheck and unit tests"; bash scripts/node24.sh run bash -c 'npm run --silent typecheck && npx vitest run'

step "done"
