#!/bin/sh
# Rebuilds docs/scenes/open-field-wall.maze: a 60 x 40 open field (open-field, seed 5, 20% obstacles)
# with a wall of switched-off cells (the mask) across the middle, x = 30, rows 4 to 35, between
# the start (6,20) and the goal (53,20). Run from the repository root after building.
set -e
cli=${CLI:-build/app/mazelab-cli}
mask=$(mktemp)
trap 'rm -f "$mask"' EXIT
awk 'BEGIN { for (y = 0; y < 40; ++y) { row = ""; for (x = 0; x < 60; ++x)
    row = row ((x == 30 && y >= 4 && y <= 35) ? "#" : "."); print row } }' > "$mask"
"$cli" generate --algorithm open-field --size 60x40 --seed 5 --param obstacles=20 \
    --mask "$mask" --start 6,20 --goal 53,20 --output docs/scenes/open-field-wall.maze
