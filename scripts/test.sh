#!/usr/bin/env bash
# `npm test`: typecheck, lint, dependency rules (.dependency-cruiser.cjs), unit and API tests on SQLite (and
# PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end specs in Debian's Chromium against the real server.
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

# Work that needs neither the other nor the database runs at once, each logging to a file shown if it fails:
# the web build, and better-sqlite3's native module when it is not built yet. Where no prebuilt binary can be
# fetched (as on CI's machine, whose install skips the scripts for this), that compiles SQLite on one core for
# about two minutes; the typecheck and lint use the other core meanwhile.
pids=()
logs=()
alongside() {
  local log
  log=$(mktemp)
  "$@" > "$log" 2>&1 &
  pids+=("$!")
  logs+=("$log")
}
if [ ! -f node_modules/better-sqlite3/build/Release/better_sqlite3.node ]; then
  echo "== building better-sqlite3 alongside"
  alongside npm rebuild better-sqlite3
fi
alongside npm run --silent build

echo "== typecheck, lint, dependency rules (the web build alongside)"
npm run --silent check
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    cat "${logs[$i]}"
    echo "A build run alongside the checks failed (its output is above)." >&2
    exit 1
  fi
  rm -f "${logs[$i]}"
done

# The tests run in an order shuffled afresh each run, so none leans on another having run first; the seed is
# printed, and VITEST_SEED=<seed> npm test replays an order that failed.
seed="${VITEST_SEED:-$(( (RANDOM << 15) | RANDOM ))}"
echo "== unit and API tests (SQLite), shuffled with seed $seed (replay: VITEST_SEED=$seed npm test)"
npx vitest run --sequence.shuffle --sequence.seed="$seed"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests (PostgreSQL), shuffled with seed $seed"
  TEST_DIALECT=postgres npx vitest run --project server --sequence.shuffle --sequence.seed="$seed"
else
  echo "== API tests on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://… to run them"
fi

echo "== end-to-end (Chromium)"
npx playwright test -c e2e/playwright.config.ts
