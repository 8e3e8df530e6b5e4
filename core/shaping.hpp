#pragma once
// Shaping: what happens to a maze around its generator, for any generator: braid, mirrored
// layouts, masks and weighted terrain (docs/semantics.md, "Masks, braid, symmetry and
// terrain"). Every pass is a coroutine of GenSteps like the generators, so the desktop app
// animates it and an un-animated run drains the very same steps. The whole pipeline is generationSteps() in core/run.hpp:
//
//   mask (run.hpp applyMask) -> generator -> [symmetry: dead ends opened in the piece] -> braid
//   -> terrain -> [symmetry: mirror walls and costs, join the halves]
//
// With a symmetry the generator, the dead-end opening, the braid and the terrain work on the
// left (or top) piece of the grid and the mirror copies the result, so the whole maze stays
// symmetric. Each pass draws from its own random stream (shapingSeed), so switching one pass on
// or off never changes what the others do for the same seed.

#include "core/registry.hpp"
#include "core/step.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

enum class Symmetry : std::uint8_t { None, LeftRight, TopBottom };

struct Terrain {
    double density = 0;     // percent of the active cells that get a cost above 1 (0 = off)
    double patchiness = 50; // 0: scattered single cells ... 100: a few large patches
    int maxCost = 9;        // patch costs are drawn from 2..maxCost (2..255)
    friend bool operator==(const Terrain&, const Terrain&) = default;
};

struct Shaping {
    double braid = 0; // percent of the dead ends removed, 0..100
    Symmetry symmetry = Symmetry::None;
    Terrain terrain = {};
    friend bool operator==(const Shaping&, const Shaping&) = default;
};

// Names for menus, files and the command line: "none", "left-right", "top-bottom".
[[nodiscard]] std::string_view symmetryId(Symmetry symmetry);
// Throws Error listing the valid names.
[[nodiscard]] Symmetry symmetryFromId(std::string_view id);
// Empty if the shaping is valid for a maze of that size, otherwise what is wrong and what is
// allowed (braid 0..100, density 0..100, patchiness 0..100, max cost 2..255, a symmetric maze
// at least 3 cells across its axis... ).
[[nodiscard]] std::string shapingError(const Shaping& shaping, Size size);
// The same for a maze of cells of `shape`: a mirrored layout needs square cells.
[[nodiscard]] std::string shapingError(const Shaping& shaping, ShapeKind shape, Size size);

// What a maze file records of a shaping (Provenance::shaping): "braid=40",
// "symmetry=left-right", "terrain=30,50,9", only the passes that are on.
[[nodiscard]] std::vector<std::string> formatShaping(const Shaping& shaping);
// The reverse; also reads the command line's values. Throws Error saying what is allowed.
[[nodiscard]] Shaping parseShaping(std::span<const std::string> entries);
// "DENSITY[,PATCHINESS[,MAXCOST]]" (the defaults fill what is left out). Throws Error.
[[nodiscard]] Terrain parseTerrain(std::string_view text);

// The seed of a pass's own random stream: SplitMix64 of the maze seed xor a constant per phase
// (docs/random.md). The generator itself uses the maze seed unchanged.
[[nodiscard]] std::uint64_t shapingSeed(std::uint64_t seed, GenStep::Phase phase);

// The pseudocode a GenStep's line indexes when its phase is not Generator.
[[nodiscard]] std::span<const std::string_view> shapingPseudocode(GenStep::Phase phase);

// Braid: the dead ends (active cells with one passage) are visited in a random order; while
// fewer than round(share% of them) have been removed, a dead end still open at one side only
// opens one more wall, to an active neighbour it is not joined to, preferring a neighbour that is
// itself a dead end (which removes two at once); a dead end with no such neighbour is skipped.
// share 100 leaves no dead end that could be opened. One step per wall opened.
[[nodiscard]] GenSteps braidSteps(Maze& maze, std::uint64_t seed, double share);

// Weighted terrain: patches of cells with one random cost each (2..maxCost), grown from random
// cells of cost 1 over active grid neighbours (walls do not stop them), until density% of the
// active cells are weighted. Patch size grows with patchiness. One step per cost set.
[[nodiscard]] GenSteps terrainSteps(Maze& maze, std::uint64_t seed, const Terrain& terrain);

// The whole pipeline after the mask: the generator, then the passes `shaping` asks for, on
// `maze` (fresh from prepareMaze in run.hpp: walls closed, mask applied, mirrored when
// symmetric). params must be resolved. Steps carry full-maze cells whatever piece they were made
// on.
[[nodiscard]] GenSteps shapedSteps(Maze& maze, const GeneratorInfo& generator,
                                   std::uint64_t seed, ParamValues params, Shaping shaping);

// The cell a symmetry maps c to (c itself for Symmetry::None, or on the axis of an odd side).
[[nodiscard]] Cell mirrorCell(Size size, Symmetry symmetry, Cell c);

} // namespace mazelab
