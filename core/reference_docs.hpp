#pragma once
// The algorithm reference pages, docs/algorithms.md (solvers) and docs/generators.md, written from
// the registry: every entry's name, id, family, traits, parameters, description, card and
// pseudocode. tests/test_reference_docs.cpp fails when a checked-in page differs from this text
// (and rewrites the pages when MAZELAB_UPDATE_DOCS=1 is set).

#include <functional>
#include <string>
#include <string_view>

namespace mazelab {

// docs/algorithms.md.
[[nodiscard]] std::string algorithmsMarkdown();

// docs/generators.md. `hasPicture(id)` says whether docs/images/gen-<id>.png exists; the page
// shows the pictures that do.
[[nodiscard]] std::string generatorsMarkdown(
    const std::function<bool(std::string_view id)>& hasPicture);

// The source file that defines an entry, from the convention that the file is named by its id:
// "core/solvers/astar_manhattan.cpp" for solver "astar-manhattan".
[[nodiscard]] std::string solverSource(std::string_view id);
[[nodiscard]] std::string generatorSource(std::string_view id);

} // namespace mazelab
