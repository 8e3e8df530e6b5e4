#pragma once
// The pictures of docs/generators.md that show each generator on each cell shape it builds, and
// the page with them: small mazes drawn by the SVG writer (cli/svg.hpp), one file per generator
// and shape, docs/images/generators/<generator id>-<shape id>.svg. `mazelab-cli list
// --write-pictures DIR` remakes them; tests/test_reference_docs.cpp fails when one is missing or
// differs from what the registry draws now.

#include "core/maze.hpp"
#include "core/registry.hpp"

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::cli {

// Where the page finds the pictures, from docs/.
inline constexpr std::string_view kGeneratorPicturesFolder = "images/generators";

struct GeneratorPicture {
    ShapeKind shape = ShapeKind::Square;
    std::string file; // "kruskal-hex.svg"
};

// The generator's pictures, one per shape it builds, in the order of kShapeKinds.
[[nodiscard]] std::vector<GeneratorPicture> generatorPictures(const GeneratorInfo& generator);
// Every generator's, in registry order.
[[nodiscard]] std::vector<GeneratorPicture> allGeneratorPictures();

// The picture of `generator` on `shape`: seed 1, default parameters, 8 x 8 cells (14 x 8
// triangles, which are half as wide) or 5 rings.
[[nodiscard]] std::string generatorPictureSvg(const GeneratorInfo& generator, ShapeKind shape);

// Writes every generator's pictures into `folder` (which must exist); returns how many.
int writeGeneratorPictures(const std::filesystem::path& folder);

// docs/generators.md: the registry's page (core/reference_docs.hpp) with each entry's pictures
// on the shapes, or for a generator that needs square cells the reason why.
[[nodiscard]] std::string
generatorsPage(const std::function<bool(std::string_view id)>& hasPicture);

} // namespace mazelab::cli
