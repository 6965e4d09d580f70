#!/bin/sh
# Decode a JPEG, resize it to 1,024 px on the longest edge, encode JPEG q85: ours (release
# images-bench), ImageMagick's convert -resize, Pillow's resize (LANCZOS) and thumbnail (which
# uses libjpeg's draft), side by side in one run. Prints the least CPU time (user + system) of
# RUNS runs each (the machine is shared: wall time mostly measures waiting) and the peak memory.
# Usage: scripts/resize-bench.sh PHOTO.jpg [RUNS]   (build first: swift build -c release --product images-bench)
set -eu
photo=$1
runs=${2:-5}
bench=$(dirname "$0")/../.build/release/images-bench
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
measure() {
    label=$1
    shift
    best=""
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%U %S %M" -o "$out/time" "$@" >/dev/null 2>&1
        line=$(awk '{ printf "%.3f %d", $1 + $2, $3 / 1024 }' "$out/time")
        cpu=${line% *}
        if [ -z "$best" ] || awk "BEGIN { exit !($cpu < ${best% *}) }"; then best=$line; fi
    done
    echo "$label | ${best% *} s | ${best#* } MB"
}
echo "tool | CPU (least of $runs) | peak memory"
echo "--- | --- | ---"
measure "ours (images-bench resize)" "$bench" resize "$photo" "$out/ours.jpg" 1024
measure "ImageMagick convert -resize" convert "$photo" -resize 1024x1024 -quality 85 "$out/im.jpg"
measure "Pillow resize LANCZOS" python3 -c "
import sys
from PIL import Image
im = Image.open(sys.argv[1]); w, h = im.size; s = 1024 / max(w, h)
im.resize((round(w * s), round(h * s)), Image.LANCZOS).save(sys.argv[2], quality=85)" "$photo" "$out/pil.jpg"
measure "Pillow thumbnail (draft)" python3 -c "
import sys
from PIL import Image
im = Image.open(sys.argv[1]); im.thumbnail((1024, 1024), Image.LANCZOS); im.save(sys.argv[2], quality=85)" "$photo" "$out/pilt.jpg"
