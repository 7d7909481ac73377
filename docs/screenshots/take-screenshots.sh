#!/bin/sh
# Takes the README's screenshots of the main window under Xvfb (needs xvfb and imagemagick).
# Usage: docs/screenshots/take-screenshots.sh [BUILD_DIR]
set -eu
build=${1:-build}
here=$(dirname "$0")
shoot() {
    design=$1
    out=$2
    xvfb-run -a -s "-screen 0 1600x1000x24" sh -c "
        '$build/app/clusterplanner' '$design' &
        app=\$!
        sleep 6
        import -window root -crop 1500x940+0+0 +repage '$out'
        kill \$app" || true
    echo "wrote $out"
}
shoot data/examples/dgx-superpod-h100-4su.json "$here/main-window-superpod.png"
shoot data/examples/xai-memphis-h100-100k.json "$here/main-window-100k.png"
# The Spanish main window (README "Idioma / Language").
CLUSTERPLANNER_LANGUAGE=es shoot data/examples/dgx-superpod-h100-4su.json "$here/main-window-es.png"
