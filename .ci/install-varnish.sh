#!/usr/bin/env bash
# Varnish 7 and its xkey module (Debian's varnish and varnish-modules) for the operations suite's
# tests/ops/varnish.test.ts (decision 0076). Does nothing when both are there already. Where
# systemd runs, the package also starts a varnishd of its own on port 6081; the test starts its
# own on a free port and does not use it.
set -euo pipefail

# Debian puts varnishd in /usr/sbin, which a user's PATH may lack.
export PATH="$PATH:/usr/sbin:/usr/local/sbin"

if command -v varnishd >/dev/null 2>&1 && compgen -G '/usr/lib/*/varnish/vmods/libvmod_xkey.so' >/dev/null; then
  exit 0
fi
apt-get update
apt-get install -y varnish varnish-modules
