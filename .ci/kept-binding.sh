# better-sqlite3's compiled binding kept between runs, for .ci/npm-ci.sh (the machine's Node) and
# .ci/api-on-node.sh (Node 26): sourced by both. Its install script cannot download a prebuilt
# binding here and compiles SQLite instead (most of either step's time, decision 0087). The same
# Node, the same better-sqlite3 sources and the same compiler make the same binding, so it is kept
# in ~/.cache/lawfirm-site (XDG_CACHE_HOME) under a key naming all three, and the machine.
# The caller's `say` (when it has one) prefixes the messages.

kept_binding_says() {
  if declare -F say >/dev/null; then say "$@"; else echo "$@"; fi
}

# kept_binding_dir NODE_VERSION PACKAGE_DIR: the folder a binding for that Node and those sources is kept in.
kept_binding_dir() {
  local key
  key=$( { echo "$1"; (cd "$2" && find package.json binding.gyp src deps -type f -print0 | sort -z | xargs -0 sha256sum); cc --version 2>/dev/null | head -n 1; uname -m; } | sha256sum | cut -c1-32)
  echo "${XDG_CACHE_HOME:-$HOME/.cache}/lawfirm-site/better-sqlite3/${key}"
}

# binding_loads NODE PROJECT_DIR: opens an SQLite database through the project's better-sqlite3 with that Node.
binding_loads() {
  (cd "$2" && "$1" -e '
    const Database = require("better-sqlite3");
    const row = new Database(":memory:").prepare("select sqlite_version() as v").get();
    console.log(`better-sqlite3 on node ${process.version}: SQLite ${row.v}`);')
}

# take_kept_binding KEPT_DIR PACKAGE_DIR NODE PROJECT_DIR: puts the kept binding in place and
# succeeds when it loads; fails when none is kept, or when it does not load (both then removed, to
# be compiled again).
take_kept_binding() {
  local kept=$1 package=$2
  [ -f "$kept/better_sqlite3.node" ] || return 1
  mkdir -p "$package/build/Release"
  cp "$kept/better_sqlite3.node" "$package/build/Release/"
  if binding_loads "$3" "$4"; then
    kept_binding_says "better-sqlite3's binding taken from ${kept}"
    return 0
  fi
  kept_binding_says "the kept binding in ${kept} did not load: compiling"
  rm -rf "$kept" "$package/build"
  return 1
}

# keep_binding PACKAGE_DIR KEPT_DIR: keeps the package's compiled binding, written under a
# temporary name and renamed, so a run stopped half-way leaves no broken binding.
keep_binding() {
  mkdir -p "$2"
  cp "$1/build/Release/better_sqlite3.node" "$2/better_sqlite3.node.partial"
  mv "$2/better_sqlite3.node.partial" "$2/better_sqlite3.node"
}

# kept_or_compiled KEPT_DIR PACKAGE_DIR NODE PROJECT_DIR COMPILE...: takes the kept binding when it
# loads; otherwise runs COMPILE, checks that its binding loads, and keeps it.
kept_or_compiled() {
  local kept=$1 package=$2 node=$3 project=$4
  shift 4
  take_kept_binding "$kept" "$package" "$node" "$project" && return 0
  "$@"
  binding_loads "$node" "$project"
  keep_binding "$package" "$kept"
  kept_binding_says "better-sqlite3's binding compiled and kept in ${kept}"
}
