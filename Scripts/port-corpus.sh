#!/usr/bin/env bash
# The port corpus, end to end (`make port-corpus`, run by `make test`): the controls in
# Examples/PortCorpus/Controls, unmodified iOS files, are ported with `tracereplay port` into a
# package that depends on this checkout by path; the package's `tracereplay-ported` is built,
# and it checks every trace in Examples/PortCorpus/traces against its golden.
#
# RECORD=1 records missing goldens instead (never on CI: read each one before committing it).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
cd "$root"
out="$root/.build/port-corpus"

"$swift" build --product tracereplay
tracereplay="$("$swift" build --show-bin-path)/tracereplay"
"$tracereplay" port Examples/PortCorpus/Controls/* -o "$out" --package-path "$root"
"$swift" build --package-path "$out" --product tracereplay-ported
ported="$("$swift" build --package-path "$out" --show-bin-path)/tracereplay-ported"
if [ "${RECORD:-}" = 1 ]; then
  "$ported" check Examples/PortCorpus/traces --format both --update=missing
else
  "$ported" check Examples/PortCorpus/traces --format both --update=none
fi
