#!/bin/sh
# Regenerates docs/screenshots/ (README.md there lists them): the main window and every result
# tab of the DGX SuperPOD and 100k-GPU examples in English and Spanish, and the first three
# pages of their PDF reports. Needs xvfb-run (xvfb), convert (imagemagick) and pdftoppm
# (poppler-utils), and the built app and screenshot tool:
#   cmake --build build --target clusterplanner cp_screenshots
#   docs/screenshots/take-screenshots.sh [BUILD_DIR]
set -eu
build=${1:-build}
here=$(dirname "$0")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 256-colour PNG: the interface's flat colours and text stay sharp at a fraction of the size.
small() {
    convert "$1" -strip -colors 256 "PNG8:$2"
}

tabs() {
    design=$1
    name=$2
    language=$3
    runs=${4:-}
    CLUSTERPLANNER_LANGUAGE=$language xvfb-run -a -s "-screen 0 1600x1000x24" \
        "$build/app/cp_screenshots" "$design" "$work" "$name-$language" 1500x1000 $runs
    mkdir -p "$here/tabs"
    for shot in "$work/$name-$language"-*.png; do
        base=$(basename "$shot")
        case $base in
            *-window.png) ;;
            *-calibration.png) small "$shot" "$here/calibration-$language.png" ;;
            *-plan-search.png) small "$shot" "$here/plan-search-$language.png" ;;
            *) small "$shot" "$here/tabs/$base" ;;
        esac
    done
}

report() {
    design=$1
    name=$2
    language=$3
    CLUSTERPLANNER_LANGUAGE=$language "$build/app/clusterplanner" report "$design" --pdf "$work/$name-$language.pdf"
    pdftoppm -png -r 60 -f 1 -l 3 "$work/$name-$language.pdf" "$work/$name-$language-page"
    mkdir -p "$here/report"
    for page in "$work/$name-$language-page"-*.png; do
        small "$page" "$here/report/$(basename "$page")"
    done
}

for language in en es; do
    tabs data/examples/dgx-superpod-h100-4su.json superpod "$language" data/examples/slurm/measured-runs.csv
    tabs data/examples/xai-memphis-h100-100k.json 100k "$language"
    report data/examples/dgx-superpod-h100-4su.json superpod "$language"
    report data/examples/xai-memphis-h100-100k.json 100k "$language"
done

# The README's pictures of the whole window.
small "$work/superpod-en-window.png" "$here/main-window-superpod.png"
small "$work/100k-en-window.png" "$here/main-window-100k.png"
small "$work/superpod-es-window.png" "$here/main-window-es.png"
ls -l "$here"/*.png "$here"/tabs "$here"/report
