#!/usr/bin/env bash
# Installs (Debian apt) the system packages the medium / smoke / e2e tests need, but only
# those that are missing. Idempotent: a second run installs nothing and does not touch apt.
#   mariadb-server  — the harness starts its own mariadbd (own datadir, port, deploy/mysql/my.cnf)
#   kcat            — hosts librdkafka's mock Kafka cluster (-X test.mock.num.brokers=1)
#   redis-server    — throwaway Redis per test run
#   chromium        — Playwright drives Debian's chromium via executablePath
#   fonts-noto-cjk  — CJK glyphs for PDF / screenshot rendering
set -euo pipefail

PACKAGES=(mariadb-server chromium fonts-noto-cjk kcat redis-server)

is_installed() {
  [[ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null || true)" == "installed" ]]
}

missing=()
for pkg in "${PACKAGES[@]}"; do
  if is_installed "$pkg"; then
    echo "ensure-test-deps: $pkg already installed"
  else
    missing+=("$pkg")
  fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "ensure-test-deps: nothing to install"
  exit 0
fi

SUDO=()
if [[ "$(id -u)" -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
  else
    echo "ensure-test-deps: need root (or sudo) to install: ${missing[*]}" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
echo "ensure-test-deps: installing: ${missing[*]}"
if ! "${SUDO[@]}" apt-get update; then
  echo "ensure-test-deps: apt-get update failed" >&2
  exit 1
fi
if ! "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"; then
  echo "ensure-test-deps: apt-get install failed for: ${missing[*]}" >&2
  exit 1
fi

failed=()
for pkg in "${missing[@]}"; do
  is_installed "$pkg" || failed+=("$pkg")
done
if [[ ${#failed[@]} -ne 0 ]]; then
  echo "ensure-test-deps: still missing after install: ${failed[*]}" >&2
  exit 1
fi
echo "ensure-test-deps: installed: ${missing[*]}"
