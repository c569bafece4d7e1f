#!/usr/bin/env bash
# `npm test`: type-check, lint, unit + integration tests, then end-to-end tests in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the end-to-end tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
fi
if ! command -v redis-server >/dev/null; then
  echo "Installing Debian's redis-server for the several-instances tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi

echo "== type-check"; npx tsc --noEmit
echo "== lint"; npx eslint . --max-warnings 0
echo "== unit + integration"; npx vitest run
echo "== demo content"; npx tsx tools/cli.ts seed
echo "== build"; npx next build site
echo "== end to end"; npx playwright test
