#!/usr/bin/env bash
# Installs what is missing: npm packages (when node_modules is absent or older than the lockfile)
# and a browser for the end-to-end tests (Debian's chromium where apt works as root, else
# Playwright's own build). Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[deps] installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi

if [ "${1:-}" = "--browser" ]; then
  # The end-to-end tests run in Debian's headless shell (e2e/browser-launch.ts: less than half the
  # CPU per page of the full browser); Lighthouse and the screenshot scripts use the full browser.
  if [ ! -x /usr/bin/chromium-headless-shell ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "[deps] installing Debian chromium and its headless shell"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null; } ||
      echo "[deps] apt-get failed: the tests use the Chromium that is here"
  fi
  if [ ! -x /usr/bin/chromium-headless-shell ] && [ ! -x /usr/bin/chromium ]; then
    echo "[deps] installing Playwright's chromium"
    npx playwright install chromium
  fi
fi
