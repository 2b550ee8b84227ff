#!/usr/bin/env bash
# Starts the real server for the e2e run on a fresh embedded database in sandbox mode.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export DATA_DIR="$root/.data-e2e-${E2E_PORT:-3100}"
export PORT="${E2E_PORT:-3100}"
export APP_MODE=sandbox
# The sandbox payout provider calls back after this long (decision 040); specs wait for the state.
export SANDBOX_PAYOUT_CALLBACK_MS="${SANDBOX_PAYOUT_CALLBACK_MS:-1000}"
# Specs written before decision 129 pay borrowers with no account to the sandbox's notional wallet.
export SANDBOX_PAYOUT_WALLET="${SANDBOX_PAYOUT_WALLET:-1}"
export LOG_LEVEL="${E2E_LOG_LEVEL:-warn}"
# The browser's requests name a forwarded address of their own per test (support/borrower.ts), believed only
# from the loopback the specs connect through, so per-address limits count each test apart.
export TRUST_PROXY=127.0.0.1
# Webhooks on (decision 120), to an address where nothing listens: every attempt fails to connect, so the
# console's Webhooks page has deliveries waiting with their attempts to show (specs/console-webhooks.spec.ts).
export WEBHOOK_URL="${E2E_WEBHOOK_URL:-http://127.0.0.1:2/lendwell-events}"
export WEBHOOK_SECRET="${E2E_WEBHOOK_SECRET:-e2e-webhook-secret-0123456789abcdef0123456789}"
unset DATABASE_URL
rm -rf "$DATA_DIR"
cd "$root/apps/server"
exec node --import tsx src/server.ts
