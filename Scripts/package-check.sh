#!/usr/bin/env bash
# Builds and tests a package that depends on this checkout as a team would: by URL, from a tagged
# version (`.package(url:from:)`), which SwiftPM refuses if the manifest has `unsafeFlags`.
# The package (Scripts/package-check/) has a custom UIControl against UIKitModel, a target using
# TraceRecorder and a Swift Testing test through TraceReplayTesting.
#
# The dependency is a git repository in a temporary folder holding this checkout's files as they
# are now (tracked and untracked, not ignored), committed and tagged 1.0.0.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
work="$(mktemp -d "${TMPDIR:-/tmp}/tracereplay-package-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT

dependency="$work/tracereplay"
mkdir -p "$dependency"
(cd "$root" && git ls-files -z --cached --others --exclude-standard) |
  (cd "$root" && while IFS= read -r -d '' file; do
    [ -f "$file" ] && printf '%s\0' "$file"
  done) |
  (cd "$root" && tar --null -T - -cf -) | tar -xf - -C "$dependency"
(
  cd "$dependency"
  git init -q
  git add -A
  git -c user.name=package-check -c user.email=package-check@localhost commit -q -m "package check"
  git tag 1.0.0
)

app="$work/app"
mkdir -p "$app"
cp -R "$root/Scripts/package-check/." "$app/"
sed "s|@TRACEREPLAY_URL@|file://$dependency|" "$app/Package.swift.in" >"$app/Package.swift"
rm "$app/Package.swift.in"

echo "package-check: $app depends on file://$dependency from 1.0.0"
cd "$app"
"$swift" test

# `tracereplay port --package-url URL --from VERSION`: a ported control from the corpus, in a
# package that depends on the same tagged version by URL, builds module by module.
"$swift" build --package-path "$root" --product tracereplay
tracereplay="$("$swift" build --package-path "$root" --show-bin-path)/tracereplay"
ported="$work/ported"
"$tracereplay" port "$root/Examples/PortCorpus/Controls/RangeSlider" -o "$ported" \
  --package-url "file://$dependency" --from 1.0.0
echo "package-check: $ported depends on file://$dependency from 1.0.0"
"$swift" build --package-path "$ported" --target RangeSlider
