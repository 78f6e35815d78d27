#!/usr/bin/env bash
# Step "Install chunklens" of action.yml: installs the chunklens npm package (INPUT_VERSION: a version, a dist-tag,
# or any npm package spec such as a tarball path) into a folder of its own and puts its `chunklens` on the PATH of
# the following steps ($GITHUB_PATH). Outside a workflow, RUNNER_TEMP and GITHUB_PATH may be any folder and file.
set -euo pipefail
version="${INPUT_VERSION:-latest}"
case "$version" in
  *[/:]* | *.tgz) spec="$version" ;;
  *) spec="chunklens@$version" ;;
esac
prefix="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/chunklens-action"
mkdir -p "$prefix"
npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock --loglevel=error "$spec"
"$prefix/node_modules/.bin/chunklens" --version
echo "$prefix/node_modules/.bin" >> "${GITHUB_PATH:?GITHUB_PATH is not set}"
