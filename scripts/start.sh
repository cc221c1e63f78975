#!/usr/bin/env bash
# The embedded default: installs what is missing, builds, migrates (at start) and serves the
# portal with demo data at http://127.0.0.1:${TIS_PORT:-8080}/tis/ — SQLite files and uploads under ./data.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/prepare.sh
export TIS_HOST="${TIS_HOST:-127.0.0.1}"
export TIS_PORT="${TIS_PORT:-8080}"
export TIS_DATA_DIR="${TIS_DATA_DIR:-./data}"
export TIS_WEB_DIR="${TIS_WEB_DIR:-./web/dist}"
export TIS_LOG_FORMAT="${TIS_LOG_FORMAT:-pretty}"
export TIS_DEMO_DATA="${TIS_DEMO_DATA:-true}"
# Reset links and the OA sign-on point to this origin (never to a request's Host header).
if [ "$TIS_HOST" = "0.0.0.0" ] || [ "$TIS_HOST" = "::" ]; then public_host=127.0.0.1; else public_host="$TIS_HOST"; fi
export TIS_PUBLIC_URL="${TIS_PUBLIC_URL:-http://$public_host:$TIS_PORT}"
echo "TIS: $TIS_PUBLIC_URL/tis/  (API reference: $TIS_PUBLIC_URL/tis/api-docs)"
# A larger young generation: far fewer scavenges per request; one full collection after start
# gives back what start-up left behind (docs/adr/0008-runtime-tuning.md).
exec node --max-semi-space-size=64 --expose-gc services/all-in-one/dist/main.js
