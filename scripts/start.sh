#!/usr/bin/env bash
# The one start command (README quick start): provisions Node 24, pnpm and the dependencies if missing, builds,
# then serves the site and the sandbox platform on one address. Ctrl-C stops everything it started.
#   PORT=5173 (default)   LOBBYKIT_DATA=.data/sandbox (SQLite state, kept across restarts)   --reset
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/provision.sh"
cd "$ROOT"

install_dependencies
say "building the packages and the site"
pnpm -r --filter './packages/*' --reporter-hide-prefix build >/dev/null
pnpm --filter @lobbykit/site build >/dev/null

exec node apps/site/scripts/serve.mjs --port "${PORT:-5173}" --data-dir "${LOBBYKIT_DATA:-$ROOT/.data/sandbox}" "$@"
