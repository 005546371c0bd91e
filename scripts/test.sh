#!/usr/bin/env bash
# `npm test`: typecheck, lint, core purity, unit and API tests on SQLite (and PostgreSQL when
# TEST_DATABASE_URL is set), then the end-to-end specs in Debian's Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

# Chromium, and fonts with Arabic glyphs so right-to-left pages render as people see them.
if [ ! -x /usr/bin/chromium ] || ! dpkg -s fonts-noto-core >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium and fonts-noto-core packages…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null
  elif [ ! -x /usr/bin/chromium ]; then
    echo "Chromium is missing. Install Debian's chromium package (sudo apt-get install chromium fonts-noto-core) and run npm test again." >&2
    exit 1
  fi
fi

echo "== typecheck, lint, core purity"
npm run --silent check

echo "== unit and API tests (SQLite)"
npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests (PostgreSQL)"
  TEST_DIALECT=postgres npx vitest run --project server
else
  echo "== API tests on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://… to run them"
fi

echo "== web build"
npm run --silent build

echo "== end-to-end (Chromium)"
npx playwright test -c e2e/playwright.config.ts
