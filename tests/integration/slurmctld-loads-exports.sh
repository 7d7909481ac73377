#!/usr/bin/env bash
# Slurm's own controller loads ClusterPlanner's Slurm export of every example design.
#   slurmctld-loads-exports.sh CLUSTERPLANNER EXAMPLES_DIR|DESIGN.json
# (CP_KEEP_SLURM_TEST=1 keeps the working directory for a look at the logs.)
# For each example: export-slurm, then start Debian's slurmctld (22.05, topology/tree) on
# localhost ports with a private state directory, inside a private mount namespace whose
# /etc/hosts resolves every exported host name to 127.0.0.1 (unshare -m; no daemon touches the
# machine's configuration). Checks that the controller comes up, knows every NodeName host,
# reports every SwitchName of topology.conf, and that its top switch reaches every node.
# Exits 77 (CTest: skipped) when slurmctld is not installed, unless CI=true.
set -euo pipefail
cli=$1
examples=$2

if ! command -v slurmctld >/dev/null 2>&1 || ! command -v scontrol >/dev/null 2>&1; then
  if [ "${CI:-}" = "true" ]; then
    echo "slurmctld/scontrol are not installed (installer/install-build-deps.sh installs slurmctld slurm-client)"
    exit 1
  fi
  echo "slurmctld not installed: skipped"
  exit 77
fi
# A private mount namespace: as root, or in an unprivileged user namespace where allowed.
slurm_user=$(id -un)
if unshare -m true 2>/dev/null; then
  namespace=(unshare -m)
elif unshare -rm true 2>/dev/null; then
  namespace=(unshare -rm)
  slurm_user=root   # the namespace maps this user to root

else
  if [ "${CI:-}" = "true" ]; then
    echo "cannot create a mount namespace (unshare -m needs root or user namespaces)"
    exit 1
  fi
  echo "no mount namespace available (unshare -m): skipped"
  exit 77
fi

work=$(mktemp -d)
if [ -n "${CP_KEEP_SLURM_TEST:-}" ]; then echo "working directory: $work"; else trap 'rm -rf "$work"' EXIT; fi
export XDG_DATA_HOME="$work/xdg"   # the bundled catalog only
status=0

# Expands a Slurm hostlist ("a-[001-003],b-7") into one host per line.
expand() {
  python3 - "$1" <<'PY'
import re, sys
for item in re.findall(r'([^,\[]+)(?:\[(\d+)-(\d+)\])?', sys.argv[1]):
    prefix, lo, hi = item
    if not lo:
        print(prefix); continue
    for n in range(int(lo), int(hi) + 1):
        print(f"{prefix}{str(n).zfill(len(lo))}")
PY
}

index=0
if [ -d "$examples" ]; then designs=("$examples"/*.json); else designs=("$examples"); fi
for design in "${designs[@]}"; do
  name=$(basename "$design" .json)
  index=$((index + 1))
  dir="$work/$name"
  mkdir -p "$dir/conf" "$dir/state" "$dir/spool"
  "$cli" export-slurm "$design" --out "$dir/conf" > "$dir/export.log" 2>&1 || {
    echo "FAIL $name: export-slurm failed"; cat "$dir/export.log"; status=1; continue; }
  if [ ! -f "$dir/conf/topology.conf" ]; then
    echo "skip $name: no compute fabric, no topology.conf"
    continue
  fi
  port=$((20000 + ($$ % 10000) * 2 + index * 2))
  {
    echo "ClusterName=cp${index}"
    echo "SlurmctldHost=$(hostname -s)(127.0.0.1)"
    echo "SlurmctldPort=$port"
    echo "SlurmdPort=$((port + 1))"
    echo "AuthType=auth/none"
    echo "CredType=cred/none"
    echo "SlurmUser=$slurm_user"
    echo "StateSaveLocation=$dir/state"
    echo "SlurmdSpoolDir=$dir/spool"
    echo "SlurmctldPidFile=$dir/slurmctld.pid"
    echo "SlurmctldLogFile=$dir/slurmctld.log"
    echo "ProctrackType=proctrack/linuxproc"
    echo "SelectType=select/cons_tres"
    echo "MpiDefault=none"
    echo "ReturnToService=1"
    # The export's node, partition and topology lines (TopologyPlugin=topology/tree among them).
    cat "$dir/conf/slurm.conf"
  } > "$dir/slurm.conf"
  cp "$dir/conf/gres.conf" "$dir/conf/topology.conf" "$dir/"

  # What the export says: every host and every switch.
  grep -E '^NodeName=' "$dir/conf/slurm.conf" | sed -E 's/^NodeName=([^ ]+).*/\1/' | while read -r list; do expand "$list"; done \
    | sort -u > "$dir/expected-nodes"
  grep -E '^SwitchName=' "$dir/topology.conf" | sed -E 's/^SwitchName=([^ ]+).*/\1/' | sort -u > "$dir/expected-switches"
  { echo "127.0.0.1 localhost $(hostname -s) $(hostname)"; sed 's/^/127.0.0.1 /' "$dir/expected-nodes"; } > "$dir/hosts"

  SLURM_CONF="$dir/slurm.conf" DIR="$dir" "${namespace[@]}" bash -c '
    set -u
    mount --bind "$DIR/hosts" /etc/hosts
    slurmctld -D -i -f "$SLURM_CONF" > "$DIR/slurmctld.out" 2>&1 &
    ctld=$!
    up=0
    for _ in $(seq 1 1200); do   # 12,544 hosts take a minute to resolve on a busy machine
      if scontrol ping 2>/dev/null | grep -q "is UP"; then up=1; break; fi
      kill -0 $ctld 2>/dev/null || break
      sleep 0.5
    done
    if [ $up = 1 ]; then
      scontrol show topology > "$DIR/topology.out" 2>&1
      sinfo -h -N -o "%N" 2>/dev/null | sort -u > "$DIR/nodes.out"
      scontrol shutdown > /dev/null 2>&1 || true
    fi
    for _ in $(seq 1 40); do kill -0 $ctld 2>/dev/null || break; sleep 0.25; done
    kill $ctld 2>/dev/null || true
    wait $ctld 2>/dev/null || true
    [ $up = 1 ]
  ' || { echo "FAIL $name: slurmctld did not come up"; tail -20 "$dir/slurmctld.out" "$dir/slurmctld.log" 2>/dev/null; status=1; continue; }

  sed -E 's/^SwitchName=([^ ]+).*/\1/' "$dir/topology.out" | sort -u > "$dir/switches.out"
  if ! diff -q "$dir/expected-nodes" "$dir/nodes.out" > /dev/null; then
    echo "FAIL $name: slurmctld knows $(wc -l < "$dir/nodes.out") nodes, the export has $(wc -l < "$dir/expected-nodes")"
    status=1; continue
  fi
  if ! diff -q "$dir/expected-switches" "$dir/switches.out" > /dev/null; then
    echo "FAIL $name: slurmctld reports $(wc -l < "$dir/switches.out") switches, topology.conf has $(wc -l < "$dir/expected-switches")"
    diff "$dir/expected-switches" "$dir/switches.out" | head -10
    status=1; continue
  fi
  # The switch at the top level reaches every node (the tree is connected).
  top=$(awk '{for (i = 1; i <= NF; i++) if ($i ~ /^Level=/) { split($i, l, "="); if (l[2] + 0 > max) max = l[2] + 0 }} END {print max + 0}' "$dir/topology.out")
  reach=$(grep -E "Level=$top " "$dir/topology.out" | sed -E 's/.* Nodes=([^ ]+).*/\1/' | while read -r list; do expand "$list"; done | sort -u | wc -l)
  if [ "$reach" -ne "$(wc -l < "$dir/expected-nodes")" ]; then
    echo "FAIL $name: the level-$top switches reach $reach of $(wc -l < "$dir/expected-nodes") nodes"
    status=1; continue
  fi
  # (A first start has no saved state: those messages are expected. "Locks left set" is
  # slurmctld noting, as this test stops it, a read lock a thread still held: not a
  # configuration error.)
  if grep -iE 'error:.*(topology|switch|node)' "$dir/slurmctld.log" | grep -qviE 'state file|state save|Locks left set'; then
    echo "FAIL $name: slurmctld logged topology/node errors:"
    grep -iE 'error:.*(topology|switch|node)' "$dir/slurmctld.log" | grep -viE 'state file|state save|Locks left set' | head -5
    status=1; continue
  fi
  echo "ok   $name: slurmctld $(slurmctld -V | awk '{print $2}') loaded $(wc -l < "$dir/nodes.out") nodes and $(wc -l < "$dir/switches.out") switches"
done
exit $status
