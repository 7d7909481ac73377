#!/bin/sh
# Builds the design-loader fuzz target with clang++-14 (-fsanitize=fuzzer,address,undefined)
# from the model sources it needs, and runs it on a seed corpus of the example designs.
#   tests/fuzz/run-fuzz.sh [SECONDS]     (default 60)
# Environment: CP_FUZZ_BUILD_DIR (default build/fuzz), CXX (default clang++-14), CP_BUILD_DIR
# (the normal build, whose data/catalog.sqlite the designs are validated against; default build).
# Exits non-zero when the fuzzer finds a crash, leak, undefined behaviour or broken property.
set -eu

seconds=${1:-60}
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${CP_FUZZ_BUILD_DIR:-$source_dir/build/fuzz}
cp_build_dir=${CP_BUILD_DIR:-$source_dir/build}
[ -f "$cp_build_dir/data/catalog.sqlite" ] || { echo "run-fuzz.sh: $cp_build_dir/data/catalog.sqlite not built" >&2; exit 2; }
cxx=${CXX:-clang++-14}
command -v "$cxx" >/dev/null 2>&1 || { echo "run-fuzz.sh: $cxx not found" >&2; exit 2; }
launcher=""
command -v ccache >/dev/null 2>&1 && launcher=ccache

mkdir -p "$build_dir/obj" "$build_dir/corpus" "$build_dir/seeds"
flags="-std=c++20 -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined"
flags="$flags -I$source_dir/model -I$source_dir/tests -DCP_VERSION=\"fuzz\" -DCP_BUILD_DIR=\"$cp_build_dir\""
export CP_FUZZ_COMPILE="$launcher $cxx $flags -fsanitize=fuzzer-no-link"

# The loader, validator and inventory, and the shipped catalog (SQLite) they resolve ids against.
sources="$(ls "$source_dir"/model/design/*.cpp "$source_dir"/model/io/*.cpp "$source_dir"/model/catalog/*.cpp)"

object_of() { echo "$build_dir/obj/$(basename "$(dirname "$1")")_$(basename "$1" .cpp).o"; }
objects=""
for source in $sources; do
    objects="$objects $(object_of "$source")"
done
# Compile what changed, two at a time (the machine has 2 cores).
for source in $sources; do
    object=$(object_of "$source")
    if [ ! -f "$object" ] || [ "$source" -nt "$object" ] || [ "$0" -nt "$object" ]; then
        echo "$source $object"
    fi
done | xargs -r -n 2 -P 2 sh -c 'echo "compiling $0"; $CP_FUZZ_COMPILE -c "$0" -o "$1"'

target="$build_dir/fuzz_design_loader"
# shellcheck disable=SC2086
$cxx $flags -fsanitize=fuzzer "$source_dir/tests/fuzz/fuzz_design_loader.cpp" $objects -lsqlite3 -o "$target"

cp "$source_dir"/data/examples/*.json "$source_dir"/tests/data/*.json "$build_dir/seeds/"

log="$build_dir/fuzz.log"
set +e
ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$target" -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 -timeout=10 \
    -dict="$source_dir/tests/fuzz/design.dict" -print_final_stats=1 -artifact_prefix="$build_dir/" \
    "$build_dir/corpus" "$build_dir/seeds" >"$log" 2>&1
status=$?
set -e
tail -n 25 "$log"
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
[ -n "$runs" ] && echo "run-fuzz.sh: $runs executions, $rate executions per second (libFuzzer average), exit status $status"
exit $status
