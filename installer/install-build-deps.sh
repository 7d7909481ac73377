#!/usr/bin/env bash
# Installs the Debian 12 packages ClusterPlanner needs to build and test. Idempotent: does
# nothing when everything is present.
set -euo pipefail
packages=(cmake ninja-build g++ lld ccache pkg-config
  qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite qt6-svg-dev qt6-tools-dev qt6-l10n-tools
  qt6-translations-l10n libqcustomplot-dev libeigen3-dev nlohmann-json3-dev libsqlite3-dev
  libbenchmark-dev libgl1-mesa-dev clang-14 libclang-rt-14-dev poppler-utils xvfb xauth dpkg-dev file
  slurmctld slurm-client util-linux python3)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -q
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
