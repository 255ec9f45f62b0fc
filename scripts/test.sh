#!/usr/bin/env bash
# The whole test suite: unit tests, then the site is built and tested end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi

# The print tests count a PDF's pages and read its text with poppler's pdfinfo and pdftotext.
if ! command -v pdfinfo >/dev/null; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian's poppler-utils for the print tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  else
    echo "The print tests need poppler-utils: run 'sudo apt-get install -y poppler-utils'." >&2
    exit 1
  fi
fi

# The host tests serve the export with Debian's nginx (and its brotli module) and Caddy, as configured by the build.
if ! command -v nginx >/dev/null || ! command -v caddy >/dev/null; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian's nginx and caddy for the host tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx caddy >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-http-brotli-static >/dev/null || true
  else
    echo "The host tests need nginx and caddy: run 'sudo apt-get install -y nginx libnginx-mod-http-brotli-static caddy'." >&2
    exit 1
  fi
fi

[ -d node_modules ] || npm install --no-audit --no-fund
npm run typecheck
npm run build
npx vitest run "$@"
