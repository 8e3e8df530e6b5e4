#include "cli/render.hpp"

#include "core/search_view.hpp"

#include <string>

namespace mazelab::cli {

SearchTrace traceSearch(const SolverInfo& solver, const Maze& maze, const ParamValues& params,
                        Diagonal rule) {
    SearchTrace trace;
    trace.searched.assign(std::size_t(maze.cellCount()), 0);
    trace.searched[std::size_t(maze.index(solver.searchesFromGoal ? maze.goal() : maze.start()))] =
        1;
    for (const SolveStep& s : solver.start(maze, params, rule)) {
        switch (s.kind) {
        case SolveStep::Kind::Expand:
            for (const CellIndex c : s.discovered())
                trace.searched[std::size_t(c)] = 1;
            break;
        case SolveStep::Kind::Enter:
        case SolveStep::Kind::Walk:
        case SolveStep::Kind::Fill:
            trace.searched[std::size_t(s.cell)] = 1;
            break;
        case SolveStep::Kind::Found:
            // DFS enters the goal in its Found step; the others discovered it earlier.
            trace.searched[std::size_t(s.cell)] = 1;
            trace.path.assign(s.path.begin(), s.path.end());
            trace.found = true;
            break;
        case SolveStep::Kind::Retreat:
        case SolveStep::Kind::NoPath:
        case SolveStep::Kind::GaveUp:
            break;
        }
        // Cells searched without a step of their own (a bidirectional search's goal, the cells
        // dead-end filling reads the path through) show in the internals at the end.
        if (s.isLast() && s.view)
            for (CellIndex c = 0; c < maze.cellCount(); ++c)
                if (s.view->cell(c).seen)
                    trace.searched[std::size_t(c)] = 1;
    }
    return trace;
}

void renderMaze(std::ostream& out, const Maze& maze, const SearchTrace* trace) {
    const int width = maze.width();
    const int height = maze.height();
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());

    // Each cell's position on the path (-1 off it): two neighbours are joined on the drawn route
    // only if they follow each other on the path, not merely both lie on it.
    std::vector<std::int32_t> onPath(std::size_t(maze.cellCount()), -1);
    if (trace) {
        for (std::size_t k = 0; k < trace->path.size(); ++k)
            onPath[std::size_t(trace->path[k])] = std::int32_t(k);
    }
    auto consecutive = [&](CellIndex a, CellIndex b) {
        const std::int32_t pa = onPath[std::size_t(a)];
        const std::int32_t pb = onPath[std::size_t(b)];
        return pa >= 0 && pb >= 0 && (pa - pb == 1 || pb - pa == 1);
    };
    auto mark = [&](CellIndex i) {
        if (i == start)
            return 'S';
        if (i == goal)
            return 'G';
        if (onPath[std::size_t(i)] >= 0)
            return '*';
        if (trace && trace->searched[std::size_t(i)])
            return '.';
        return ' ';
    };

    std::string line(std::size_t(4 * width + 1), ' ');
    for (int y = 0;; ++y) {
        // The wall line above row y (below the last row when y == height).
        for (int x = 0; x < width; ++x) {
            const auto col = std::size_t(4 * x);
            line[col] = '+';
            const char* segment = "---";
            if (y > 0 && y < height) {
                const CellIndex above = maze.index({x, y - 1});
                if (maze.isOpen(above, Dir::South))
                    segment = consecutive(above, above + width) ? " * " : "   ";
            }
            line.replace(col + 1, 3, segment);
        }
        line.back() = '+';
        out << line << '\n';
        if (y == height)
            break;

        for (int x = 0; x < width; ++x) {
            const auto col = std::size_t(4 * x);
            const CellIndex i = maze.index({x, y});
            char wall = '|';
            if (x > 0 && maze.isOpen(i, Dir::West))
                wall = consecutive(i, i - 1) ? '*' : ' ';
            line[col] = wall;
            line[col + 1] = ' ';
            line[col + 2] = mark(i);
            line[col + 3] = ' ';
        }
        line.back() = '|';
        out << line << '\n';
    }
}

} // namespace mazelab::cli
