#!/usr/bin/env bash
# `npm ci` for .ci/run, with better-sqlite3's compiled binding kept between runs.
#
# Why: better-sqlite3's install script downloads a prebuilt binding, which this CI cannot (GitHub is
# out of reach), and then compiles SQLite and the binding from source: about 70 of the step's
# 120 s. The same Node, the same better-sqlite3 sources and the same compiler make the same
# binding, so it is kept in ~/.cache/lawfirm-site (XDG_CACHE_HOME) under a key naming all three,
# as .ci/api-on-node.sh keeps Node 26's (decision 0087).
# How: `npm ci --ignore-scripts`, then the lock file's other packages with install scripts run
# theirs (`npm rebuild`), then the kept binding is put in place when it loads, or better-sqlite3's
# own install script runs and its binding is kept. Any other package gaining an install script
# fails the step, so none is skipped unseen.
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci --ignore-scripts

mapfile -t scripted < <(node -e '
  const { packages } = require("./package-lock.json");
  for (const [path, entry] of Object.entries(packages)) if (entry.hasInstallScript) console.log(path.replace(/^node_modules\//, ""));')
for name in "${scripted[@]}"; do
  case "$name" in
    better-sqlite3 | esbuild | sharp) ;;
    *) echo "npm-ci.sh: ${name} has an install script this step does not know; add it to the rebuild below" >&2; exit 1 ;;
  esac
done
npm rebuild esbuild sharp

package=node_modules/better-sqlite3
binding_key=$( { node --version; (cd "$package" && find package.json binding.gyp src deps -type f -print0 | sort -z | xargs -0 sha256sum); cc --version 2>/dev/null | head -n 1; uname -m; } | sha256sum | cut -c1-32)
binding_cache="${XDG_CACHE_HOME:-$HOME/.cache}/lawfirm-site/better-sqlite3/${binding_key}"
binding_loads() {
  node -e '
    const Database = require("better-sqlite3");
    const row = new Database(":memory:").prepare("select sqlite_version() as v").get();
    console.log(`better-sqlite3 on node ${process.version}: SQLite ${row.v}`);'
}
if [ -f "$binding_cache/better_sqlite3.node" ]; then
  mkdir -p "$package/build/Release"
  cp "$binding_cache/better_sqlite3.node" "$package/build/Release/"
  if binding_loads; then
    echo "better-sqlite3's binding taken from ${binding_cache}"
    exit 0
  fi
  echo "the kept binding in ${binding_cache} did not load: compiling"
  rm -rf "$binding_cache" "$package/build"
fi
npm rebuild better-sqlite3
binding_loads
# Written under a temporary name and renamed, so a run stopped half-way leaves no broken binding.
mkdir -p "$binding_cache"
cp "$package/build/Release/better_sqlite3.node" "$binding_cache/better_sqlite3.node.partial"
mv "$binding_cache/better_sqlite3.node.partial" "$binding_cache/better_sqlite3.node"
