#!/usr/bin/env bash
# What the browser tests need from Debian, installed in one go (one package index update) when missing:
# Chromium's headless shell (tests/support/browser.ts); poppler's pdfinfo and pdftotext, with which the print tests count a PDF's pages and read its
# text; nginx (and its brotli module) and Caddy, with which the host tests serve the export as configured.
set -euo pipefail

missing=()
[ -x "${TEST_BROWSER_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
command -v pdfinfo >/dev/null || missing+=(poppler-utils)
command -v nginx >/dev/null || missing+=(nginx)
command -v caddy >/dev/null || missing+=(caddy)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" != "0" ]; then
  echo "The browser tests need ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' (with nginx, also libnginx-mod-http-brotli-static), or set TEST_BROWSER_PATH to another Chromium." >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
if [[ " ${missing[*]} " == *" nginx "* ]]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-http-brotli-static >/dev/null || true
fi
