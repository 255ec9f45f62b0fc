#!/usr/bin/env bash
# The whole test suite: unit tests, then the site is built and tested end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/test-tools.sh
[ -d node_modules ] || npm install --no-audit --no-fund
# The build generates the docs' types (contentlayer), which the type check then reads.
npm run build
npx tsc --noEmit
npx vitest run "$@"
