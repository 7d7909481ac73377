#!/bin/sh
# Builds the libFuzzer targets with clang++-14 (-fsanitize=fuzzer,address,undefined) from the
# model sources, and runs one of them on its committed corpus (tests/fuzz/corpus/TARGET) plus
# the seeds named below.
#   tests/fuzz/run-fuzz.sh build                       build every target, run none
#   tests/fuzz/run-fuzz.sh TARGET [SECONDS] [ARGS...]  run TARGET for SECONDS (default 60);
#                                                      ARGS go to libFuzzer (e.g. -runs=10000000)
# TARGET: design_loader, design_evaluate, catalog_csv, user_catalog, validation_file, slurm_import.
# Environment: CP_FUZZ_BUILD_DIR (default build/fuzz), CXX (default clang++-14), CP_BUILD_DIR
# (the normal build, whose data/catalog.sqlite the targets use; default build), CP_FUZZ_JOBS
# (parallel compiles, default 2: the machine has 2 cores), CP_FUZZ_OPTIMIZE (default -O1; CTest's
# short runs use -O0, which compiles in half the time and runs slower).
# Exits non-zero when the fuzzer finds a crash, leak, undefined behaviour, timeout or broken property.
set -eu

target=${1:?usage: run-fuzz.sh build|TARGET [SECONDS] [LIBFUZZER ARGS...]}
shift
seconds=60
if [ $# -gt 0 ]; then seconds=$1; shift; fi
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${CP_FUZZ_BUILD_DIR:-$source_dir/build/fuzz}
cp_build_dir=${CP_BUILD_DIR:-$source_dir/build}
jobs=${CP_FUZZ_JOBS:-2}
[ -f "$cp_build_dir/data/catalog.sqlite" ] || { echo "run-fuzz.sh: $cp_build_dir/data/catalog.sqlite not built" >&2; exit 2; }
cxx=${CXX:-clang++-14}
command -v "$cxx" >/dev/null 2>&1 || { echo "run-fuzz.sh: $cxx not found" >&2; exit 2; }
launcher=""
command -v ccache >/dev/null 2>&1 && launcher=ccache
targets="design_loader design_evaluate catalog_csv user_catalog validation_file slurm_import"

mkdir -p "$build_dir"
# -gline-tables-only: symbolized stack traces at a fraction of the compile time of -g.
optimize=${CP_FUZZ_OPTIMIZE:--O1}
flags="-std=c++20 -gline-tables-only $optimize -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined"
flags="$flags -I$source_dir/model -I$source_dir/tests -I$source_dir/tests/fuzz -DCP_VERSION=\"fuzz\" -DCP_BUILD_DIR=\"$cp_build_dir\""
flags="$flags -I/usr/include/eigen3"
export CP_FUZZ_COMPILE="$launcher $cxx $flags -fsanitize=fuzzer-no-link"

# Every model source, compiled once for all targets, in batches of 16 (one translation unit
# each, as the CMake build does: the JSON templates are instantiated once per batch, which
# halves the build). A batch is recompiled when one of its sources changed; a header newer than
# the last archive recompiles every batch (ccache keeps that cheap): objects built against an
# older layout of a struct would otherwise be linked with new ones.
batch_size=16
sources="$(find "$source_dir/model" -name '*.cpp' | LC_ALL=C sort)"
mkdir -p "$build_dir/unity"
archive="$build_dir/libmodel-fuzz.a"
headers_changed=""
if [ -f "$archive" ] && [ -n "$(find "$source_dir/model" -name '*.h' -newer "$archive" | head -n 1)" ]; then
    headers_changed=yes
fi
# Other compile flags than the objects were built with (CP_FUZZ_OPTIMIZE): everything again.
if [ "$(cat "$build_dir/flags" 2>/dev/null)" != "$CP_FUZZ_COMPILE" ]; then
    headers_changed=yes
    printf '%s\n' "$CP_FUZZ_COMPILE" > "$build_dir/flags"
fi
# Prints "BATCH OBJECT" for every batch to compile (a function: `set --` stays local to it).
stale_batches() {
    index=0
    # shellcheck disable=SC2086
    set -- $sources
    while [ $# -gt 0 ]; do
        batch="$build_dir/unity/model_$index.cpp"
        members=""
        count=0
        while [ $# -gt 0 ] && [ $count -lt $batch_size ]; do
            members="$members $1"
            count=$((count + 1))
            shift
        done
        content=$(for member in $members; do echo "#include \"$member\""; done)
        # Rewritten only when the batch changed, so its object stays current otherwise.
        if [ ! -f "$batch" ] || [ "$(cat "$batch")" != "$content" ]; then printf '%s\n' "$content" > "$batch"; fi
        object="$build_dir/unity/model_$index.o"
        stale=""
        if [ -n "$headers_changed" ] || [ ! -f "$object" ] || [ "$batch" -nt "$object" ] || [ "$0" -nt "$object" ]; then
            stale=yes
        else
            for member in $members; do
                if [ "$member" -nt "$object" ]; then stale=yes; fi
            done
        fi
        if [ -n "$stale" ]; then echo "$batch $object"; fi
        index=$((index + 1))
    done
}
stale_batches | xargs -r -n 2 -P "$jobs" sh -c 'echo "compiling $0"; $CP_FUZZ_COMPILE -c "$0" -o "$1"'
objects=""
index=0
for _ in $(echo "$sources" | awk -v n=$batch_size 'NR % n == 1'); do
    objects="$objects $build_dir/unity/model_$index.o"
    index=$((index + 1))
done
rm -f "$build_dir"/unity/model_"$index".* 2>/dev/null || true
# A static archive: each target links only the objects it needs.
# shellcheck disable=SC2086
if [ -n "$headers_changed" ] || [ ! -f "$archive" ] || [ -n "$(find $objects -newer "$archive" 2>/dev/null | head -n 1)" ]; then
    rm -f "$archive"
    ar rcs "$archive" $objects
fi

build_target() {
    out="$build_dir/fuzz_$1"
    src="$source_dir/tests/fuzz/fuzz_$1.cpp"
    if [ ! -f "$out" ] || [ "$src" -nt "$out" ] || [ "$archive" -nt "$out" ] || [ "$source_dir/tests/fuzz/FuzzSupport.h" -nt "$out" ]; then
        echo "linking fuzz_$1"
        $launcher $cxx $flags -fsanitize=fuzzer "$src" "$archive" -lsqlite3 -lpthread -o "$out"
    fi
}

if [ "$target" = build ]; then
    for t in $targets; do build_target "$t"; done
    exit 0
fi
case " $targets " in *" $target "*) ;; *) echo "run-fuzz.sh: unknown target '$target' (one of: $targets)" >&2; exit 2 ;; esac
build_target "$target"

# Seeds: the committed corpus, and the inputs the project already has of that kind.
seeds="$build_dir/seeds/$target"
corpus="$build_dir/corpus/$target"
rm -rf "$seeds"
mkdir -p "$seeds" "$corpus"
[ -d "$source_dir/tests/fuzz/corpus/$target" ] && cp "$source_dir/tests/fuzz/corpus/$target"/* "$seeds/" 2>/dev/null || true
dict=""
case "$target" in
    design_loader|design_evaluate)
        cp "$source_dir"/data/examples/*.json "$source_dir"/tests/data/*.json "$source_dir"/tests/data/design-malformed/*.json "$seeds/"
        dict="-dict=$source_dir/tests/fuzz/design.dict" ;;
    catalog_csv)
        for csv in "$source_dir"/data/catalog/*.csv "$source_dir"/tests/data/catalog/*.csv; do cp "$csv" "$seeds/$(basename "$csv")"; done
        dict="-dict=$source_dir/tests/fuzz/catalog.dict" ;;
    validation_file)
        cp "$source_dir"/data/validation/*.json "$seeds/"
        dict="-dict=$source_dir/tests/fuzz/validation.dict" ;;
    slurm_import)
        # tests/fuzz/corpus/slurm_import holds every configuration of tests/data/slurm as one input.
        dict="-dict=$source_dir/tests/fuzz/slurm.dict" ;;
    user_catalog) ;;
esac

log="$build_dir/fuzz-$target.log"
set +e
# shellcheck disable=SC2086
ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build_dir/fuzz_$target" -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 -timeout=30 \
    $dict -print_final_stats=1 -artifact_prefix="$build_dir/$target-" "$@" "$corpus" "$seeds" >"$log" 2>&1
status=$?
set -e
tail -n 25 "$log"
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
[ -n "$runs" ] && echo "run-fuzz.sh: $target: $runs executions, $rate executions per second (libFuzzer average), exit status $status"
exit $status
