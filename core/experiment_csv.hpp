#pragma once
// Experiment runs and summaries as CSV files (docs/experiments.md): what `mazelab-cli experiment
// --csv` and `--summary` write, and what the desktop app's experiment window opens again.
//
// Rows: a header line, then one line per run (RFC 4180, comma-separated, '\n' line ends, numbers
// in the C locale): generator (its label, with parameters), width, height, braid, terrain ("off"
// or "D,P,M", quoted), maze, seed, solver (empty for maze-only), cells, dead_ends, found (0/1),
// gave_up (0/1: stopped at its step limit; empty for maze-only; a file without the column reads
// as 0), path_length, path_cost (empty when no path), searched, expanded, max_frontier, steps,
// percent_searched, time_us. An experiment with diagonal movement has two more columns (a
// four-direction file is unchanged): diagonal (the movement's id) after solver, and
// path_diagonal_cost (the cost of the cells entered by diagonal moves, an integer) after
// path_cost, which then has six decimals (straight part + sqrt(2) * path_diagonal_cost). The
// summary has runs, found and gave_up per group (the runs with no path are the rest), and a
// diagonal column after solver likewise. An experiment with cells other than squares has a shape
// column (its id: square, hex, triangle, polar, weave) after generator in both files (a square
// experiment's files are unchanged); its summary ends with a not_run column, empty on the groups
// and the reason on one more line for each combination that was not run (experimentSkips: the
// axes it names, the others empty, 0 runs). A polar maze's width and height are its size in the
// experiment: as many rings as the height.

#include "core/experiment.hpp"

#include <iosfwd>
#include <span>

namespace mazelab {

void writeRowsCsv(std::ostream& out, std::span<const ExperimentRow> rows);
// The summary: one line per group, n / mean / sd / min / max of every figure, then a line for
// each of `notRun`.
void writeSummaryCsv(std::ostream& out, std::span<const ExperimentGroup> groups,
                     std::span<const ExperimentSkip> notRun = {});
// Reads what writeRowsCsv wrote (ids must be registered). Throws Error naming the line and what
// is wrong: a missing or unknown column, a wrong number of fields, a bad number, an unknown id,
// a truncated file. The spec of the result lists the axes in order of first appearance; its
// count is the largest maze index + 1.
[[nodiscard]] ExperimentResult readRowsCsv(std::istream& in);

} // namespace mazelab
