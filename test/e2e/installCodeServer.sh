#!/usr/bin/env bash
# Installs what the end-to-end tests need on a fresh Debian machine, as root, skipping every step already done:
# Debian's chromium (the browser playwright-core drives), the build inputs of code-server's native modules, and
# code-server (a real VS Code server + web workbench with a Node extension host) into a gitignored folder.
# Usage: test/e2e/installCodeServer.sh [install-dir]   (default: .vscode-test/code-server under the repo root)
# Env: CS_VERSION (default 4.99.4 = VS Code 1.99.3, Node 20).
set -euo pipefail
CS_VERSION="${CS_VERSION:-4.99.4}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
DIR="${1:-$ROOT/.vscode-test/code-server}"
t0=$(date +%s)
step() { echo "[installCodeServer $(( $(date +%s) - t0 ))s] $*"; }

# 1. Debian packages. chromium: the browser. libkrb5-dev: gssapi headers for the `kerberos` module.
#    ripgrep: stands in for @vscode/ripgrep's GitHub download (step 2). pkg-config: used by node-gyp builds.
if ! command -v chromium >/dev/null || ! command -v rg >/dev/null || ! command -v pkg-config >/dev/null \
  || [ ! -e /usr/include/gssapi/gssapi.h ]; then
  step "apt-get install chromium libkrb5-dev ripgrep pkg-config"
  # Lock::Timeout: wait for another apt/dpkg run (e.g. unattended upgrades) instead of failing at once.
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium libkrb5-dev ripgrep pkg-config >/dev/null
else
  step "Debian packages already installed"
fi

# 2. code-server from the npm registry, outside the project's package.json (its postinstall compiles native
#    modules for 1 min and takes 300 MB). As root its postinstall wants npm_config_unsafe_perm=true; node-pty's
#    postinstall runs `npx node-gyp`, which without a TTY needs npm_config_yes=true.
mkdir -p "$DIR"
cd "$DIR"
[ -f package.json ] || echo '{"name":"chunklens-code-server-host","private":true}' > package.json
if [ -x node_modules/.bin/code-server ] && node_modules/.bin/code-server --config /dev/null --version 2>/dev/null \
  | grep -q "^$CS_VERSION "; then
  step "code-server $CS_VERSION already installed in $DIR"
else
  # @vscode/ripgrep@1.15.11 (a dependency of VS Code) downloads rg from GitHub in its postinstall, unless the
  # asset is already in $(os.tmpdir())/vscode-ripgrep-cache-<version>/: seed that cache with Debian's rg.
  RG_CACHE="$(node -p 'require("os").tmpdir()')/vscode-ripgrep-cache-1.15.11"
  RG_ASSET="$RG_CACHE/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz"
  if [ ! -s "$RG_ASSET" ]; then
    mkdir -p "$RG_CACHE/x" && cp "$(command -v rg)" "$RG_CACHE/x/rg"
    tar czf "$RG_ASSET" -C "$RG_CACHE/x" rg && rm -rf "$RG_CACHE/x"
  fi
  step "npm install code-server@$CS_VERSION into $DIR"
  npm_config_unsafe_perm=true npm_config_yes=true \
    npm install --no-audit --no-fund --loglevel=error "code-server@$CS_VERSION"
fi
# --config /dev/null: without it code-server writes ~/.config/code-server/config.yaml.
step "code-server $(node_modules/.bin/code-server --config /dev/null --version | head -1)"
