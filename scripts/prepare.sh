#!/usr/bin/env bash
# Installs what the workspace needs and builds it: pnpm (if missing), the locked packages, every
# package's dist/ and the SPA. Sourced by start.sh and test.sh; safe to run again.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PNPM_VERSION=10.34.9
node_major=$(node -p 'process.versions.node.split(".")[0]')
node_minor=$(node -p 'process.versions.node.split(".")[1]')
if (( node_major < 20 || (node_major == 20 && node_minor < 19) )); then
  echo "TIS needs Node >= 20.19 (found $(node -v))" >&2
  exit 1
fi
if [[ "$(pnpm -v 2>/dev/null || true)" != "$PNPM_VERSION" ]]; then
  echo "prepare: installing pnpm $PNPM_VERSION"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi
# better-sqlite3 builds from source against the installed Node headers.
export npm_config_nodedir="${npm_config_nodedir:-/usr}"
pnpm install --frozen-lockfile --reporter=append-only
pnpm run build
