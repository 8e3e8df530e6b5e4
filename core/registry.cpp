#include "core/registry.hpp"

#include <string>

namespace mazelab {

// The one table. A new algorithm is one file in generators/ or solvers/ that defines
// `const GeneratorInfo& <name>Info()` (or SolverInfo), and one line here.
#define MAZELAB_GENERATORS(X)                                                                      \
    X(binaryTree)                                                                                  \
    X(modifiedBinaryTree)                                                                          \
    X(aldousBroder)                                                                                \
    X(sidewinder)                                                                                  \
    X(recursiveBacktracker)                                                                        \
    X(growingTree)                                                                                 \
    X(kruskal)                                                                                     \
    X(primSimplified)                                                                              \
    X(primTrue)                                                                                    \
    X(wilson)                                                                                      \
    X(huntAndKill)                                                                                 \
    X(eller)                                                                                       \
    X(recursiveDivision)                                                                           \
    X(weightMatrixDfs)

#define MAZELAB_SOLVERS(X)                                                                         \
    X(bfs)                                                                                         \
    X(dfs)                                                                                         \
    X(dfsOpposed)                                                                                  \
    X(dijkstra)                                                                                    \
    X(astarEuclidean)                                                                              \
    X(astarManhattan)                                                                              \
    X(astarDysfunctional)

#define MAZELAB_DECLARE_GENERATOR(name) const GeneratorInfo& name##Info();
#define MAZELAB_DECLARE_SOLVER(name) const SolverInfo& name##Info();
#define MAZELAB_ENTRY(name) &name##Info(),
MAZELAB_GENERATORS(MAZELAB_DECLARE_GENERATOR)
MAZELAB_SOLVERS(MAZELAB_DECLARE_SOLVER)

std::span<const GeneratorInfo* const> generators() {
    static const GeneratorInfo* const table[] = {MAZELAB_GENERATORS(MAZELAB_ENTRY)};
    return table;
}

std::span<const SolverInfo* const> solvers() {
    static const SolverInfo* const table[] = {MAZELAB_SOLVERS(MAZELAB_ENTRY)};
    return table;
}

namespace {

template <typename Info>
const Info* findIn(std::span<const Info* const> table, std::string_view id) {
    for (const Info* info : table)
        if (info->id == id)
            return info;
    return nullptr;
}

template <typename Info>
const Info& byIdIn(std::span<const Info* const> table, std::string_view id, const char* what) {
    if (const Info* info = findIn(table, id))
        return *info;
    std::string message = "unknown " + std::string(what) + " '" + std::string(id) +
                          "': valid ids are ";
    for (std::size_t i = 0; i < table.size(); ++i)
        message += (i ? ", " : "") + std::string(table[i]->id);
    throw Error(message);
}

} // namespace

const GeneratorInfo* findGenerator(std::string_view id) { return findIn(generators(), id); }
const SolverInfo* findSolver(std::string_view id) { return findIn(solvers(), id); }
const GeneratorInfo& generatorById(std::string_view id) {
    return byIdIn(generators(), id, "generator");
}
const SolverInfo& solverById(std::string_view id) { return byIdIn(solvers(), id, "solver"); }

} // namespace mazelab
