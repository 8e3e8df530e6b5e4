#!/usr/bin/env bash
# Builds the benchmarks in Release in build-bench/ (no tests) and runs them.
#   bench/run.sh [--ui | --ui-only | --study] [mazelab-bench options]
#   --ui        also build (configuring with -DMAZELAB_BUILD_UI=ON) and run mazelab-bench-ui, the
#               maze view's frame cost and the animator's throughput, after the core table
#   --ui-only   only the UI benchmark (mazelab-bench options are then not accepted)
#   --study     only mazelab-bench-study: the "Lost Cause" dead-end study, 2.3 million mazes, twice
#               (about half a minute; target: under 10 s each)
#   --movingai  only mazelab-bench-movingai: A* (octile) and JPS on four Moving AI maps, every
#               20th problem, beside PathFinding.js and a plain-loop A* (octile) (a minute or two)
#   --replan    only mazelab-bench-replan: the agent in an unknown maze with D* Lite against A*
#               from scratch (random512-10-0, a 512 x 512 braided maze), and LPA*'s repair after
#               one wall toggle on a 1000 x 1000 maze (a few minutes)
#   --help      this text and mazelab-bench's options (--quick, --small N, --large N, ...)
# Every other argument goes to mazelab-bench. The UI benchmark needs no display: it runs on Qt's
# offscreen platform unless QT_QPA_PLATFORM is set.
# Exit status: 0 every target passes, 2 some target fails, 1 an error (the worst of the runs).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${MAZELAB_BENCH_BUILD_DIR:-$root/build-bench}"

core=1
ui=0
study=0
movingai=0
replan=0
core_args=()
for arg in "$@"; do
    case "$arg" in
    --ui) ui=1 ;;
    --ui-only) ui=1; core=0 ;;
    --study) study=1; core=0 ;;
    --movingai) movingai=1; core=0 ;;
    --replan) replan=1; core=0 ;;
    --help | -h)
        sed -n '2,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
        echo
        echo "mazelab-bench options:"
        core_help=1
        ;;
    *) core_args+=("$arg") ;;
    esac
done
if [[ $core == 0 && ${#core_args[@]} -gt 0 ]]; then
    echo "bench/run.sh: --ui-only, --study, --movingai and --replan take no mazelab-bench options (got: ${core_args[*]})" >&2
    exit 1
fi

targets=()
[[ $core == 1 || -n "${core_help:-}" ]] && targets+=(mazelab-bench)
[[ $ui == 1 ]] && targets+=(mazelab-bench-ui)
[[ $study == 1 ]] && targets+=(mazelab-bench-study)
[[ $movingai == 1 ]] && targets+=(mazelab-bench-movingai)
[[ $replan == 1 ]] && targets+=(mazelab-bench-replan)
ui_flag=OFF
[[ $ui == 1 ]] && ui_flag=ON

configure=(cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF
           -DMAZELAB_BUILD_UI=$ui_flag)
# Ninja when available, but never switch the generator of an existing build directory.
if [[ ! -f "$build/CMakeCache.txt" ]] && command -v ninja >/dev/null; then
    configure+=(-G Ninja)
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
echo "building ${targets[*]} (Release) in $build ..." >&2
# Only the benchmark targets (and what they link): the rest of the tree may be mid-edit, and this
# machine has 2 cores.
if ! { "${configure[@]}" && cmake --build "$build" --target "${targets[@]}" -j2; } >"$log" 2>&1;
then
    cat "$log" >&2
    echo "bench/run.sh: the build failed" >&2
    exit 1
fi

if [[ -n "${core_help:-}" ]]; then
    exec "$build/bench/mazelab-bench" --help
fi

status=0
record() { # keeps the worst exit status: 1 (error) over 2 (a target fails) over 0
    local s=$1
    if [[ $s == 1 || ( $s != 0 && $s != 2 ) ]]; then status=1
    elif [[ $s == 2 && $status == 0 ]]; then status=2
    fi
}
if [[ $core == 1 ]]; then
    s=0
    "$build/bench/mazelab-bench" "${core_args[@]}" || s=$?
    record "$s"
fi
if [[ $ui == 1 ]]; then
    [[ $core == 1 ]] && echo
    s=0
    "$build/bench/mazelab-bench-ui" || s=$?
    record "$s"
fi
if [[ $study == 1 ]]; then
    [[ $core == 1 || $ui == 1 ]] && echo
    s=0
    "$build/bench/mazelab-bench-study" || s=$?
    record "$s"
fi
if [[ $movingai == 1 ]]; then
    [[ $core == 1 || $ui == 1 || $study == 1 ]] && echo
    s=0
    "$build/bench/mazelab-bench-movingai" || s=$?
    record "$s"
fi
if [[ $replan == 1 ]]; then
    [[ $core == 1 || $ui == 1 || $study == 1 || $movingai == 1 ]] && echo
    s=0
    "$build/bench/mazelab-bench-replan" || s=$?
    record "$s"
fi
exit "$status"
