#!/usr/bin/env bash
# The one start command (README quick start): provisions Node 24, pnpm and the dependencies if missing, builds,
# then serves the site and the sandbox platform on one address. Ctrl-C stops everything it started.
#   PORT=5173 (default)   LOBBYKIT_DATA=.data/sandbox (SQLite state, kept across restarts)   --reset
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/provision.sh"
cd "$ROOT"

# A build is stale when any source, config or the lockfile is newer than its stamp.
stale() {
  local stamp="$1"; shift
  [ ! -f "$stamp" ] || [ -n "$(find "$@" -newer "$stamp" -type f -print -quit 2>/dev/null)" ]
}
sources=(packages/*/src packages/*/package.json packages/*/tsup.config.ts pnpm-lock.yaml)

install_dependencies
mkdir -p "$ROOT/.data"
if stale .data/packages.stamp "${sources[@]}"; then
  say "building the packages"
  pnpm -r --filter './packages/*' build >.data/build-packages.log 2>&1 || { cat .data/build-packages.log >&2; exit 1; }
  touch .data/packages.stamp
fi
if stale .data/site.stamp "${sources[@]}" apps/site/src apps/site/scripts apps/site/index.html apps/site/vite.config.ts; then
  say "building the site"
  pnpm --filter @lobbykit/site build >.data/build-site.log 2>&1 || { cat .data/build-site.log >&2; exit 1; }
  touch .data/site.stamp
fi

exec node apps/site/scripts/serve.mjs --port "${PORT:-5173}" --data-dir "${LOBBYKIT_DATA:-$ROOT/.data/sandbox}" "$@"
