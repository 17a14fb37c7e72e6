#!/usr/bin/env bash
# npm test: installs what is missing (packages and a test browser), then runs every check and
# test in order; the first failure stops the run with a non-zero exit. Every step runs on Node 24,
# the Active LTS (.nvmrc), the install included; the unit tests run once more on Node 22, the
# lowest version `engines` allows. Where the machine's Node is another, scripts/node/ installs the
# npm registry's binary.
set -euo pipefail
cd "$(dirname "$0")/.."
PATH="$(bash scripts/node/node-dir.sh 24):$PATH"
export PATH
echo "[npm test] Node $(node --version)"
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
step "gate tests: planted defects, headers, bad input, brand secrets, full and incremental builds"
npx vitest run --config vitest.gates.config.ts
step "end-to-end tests, accessibility and CSP in the browser"; npx playwright test
step "dev server: npm run dev serves pages and shows content edits live"; npx playwright test --config playwright.dev.config.ts
# Only the unit tests run twice: a second build or browser run would double CI's time.
step "unit tests on Node 22, the lowest supported"; bash scripts/node/with-node.sh 22 npx vitest run

step "done"
