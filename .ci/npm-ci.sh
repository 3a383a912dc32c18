#!/usr/bin/env bash
# `npm ci` for .ci/run, with better-sqlite3's compiled binding kept between runs.
#
# Why: better-sqlite3's install script downloads a prebuilt binding, which this CI cannot (GitHub is
# out of reach), and then compiles SQLite and the binding from source: about 70 of the step's
# 120 s. The same Node, the same better-sqlite3 sources and the same compiler make the same
# binding, so it is kept in ~/.cache/lawfirm-site (XDG_CACHE_HOME) under a key naming all three,
# as .ci/api-on-node.sh keeps Node 26's (decision 0087; both through .ci/kept-binding.sh).
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

# shellcheck source=kept-binding.sh
source .ci/kept-binding.sh
package=node_modules/better-sqlite3
kept=$(kept_binding_dir "$(node --version)" "$package")
kept_or_compiled "$kept" "$package" node . npm rebuild better-sqlite3
