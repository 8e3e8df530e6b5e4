#include "core/shaping.hpp"

#include "core/generators/detail/random_dir.hpp"
#include "core/generators/detail/slots.hpp"
#include "core/params.hpp"
#include "core/random.hpp"
#include "core/text_fields.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace mazelab {

std::string_view symmetryId(Symmetry symmetry) {
    switch (symmetry) {
    case Symmetry::LeftRight: return "left-right";
    case Symmetry::TopBottom: return "top-bottom";
    case Symmetry::None: break;
    }
    return "none";
}

Symmetry symmetryFromId(std::string_view id) {
    for (Symmetry s : {Symmetry::None, Symmetry::LeftRight, Symmetry::TopBottom})
        if (symmetryId(s) == id)
            return s;
    throw Error("unknown symmetry " + text::excerpt(id) +
                ": valid ones are none, left-right, top-bottom");
}

std::string shapingError(const Shaping& shaping, Size size) {
    // Checked before any message is built: experiments call this once per maze.
    const std::pair<const char*, double> percents[] = {
        {"braid", shaping.braid},
        {"terrain density", shaping.terrain.density},
        {"terrain patchiness", shaping.terrain.patchiness}};
    for (const auto& [what, v] : percents)
        if (!(v >= 0 && v <= 100))
            return std::string(what) + " " + formatNumber(v) + " is out of range: 0 to 100 (%)";
    if (shaping.terrain.maxCost < 2 || shaping.terrain.maxCost > Maze::kMaxCost)
        return "terrain max cost " + std::to_string(shaping.terrain.maxCost) +
               " is out of range: 2 to " + std::to_string(Maze::kMaxCost);
    if (shaping.symmetry == Symmetry::LeftRight && size.width < 3)
        return "a left-right symmetric maze needs a width of at least 3 (got " +
               std::to_string(size.width) + ")";
    if (shaping.symmetry == Symmetry::TopBottom && size.height < 3)
        return "a top-bottom symmetric maze needs a height of at least 3 (got " +
               std::to_string(size.height) + ")";
    return {};
}

std::string shapingError(const Shaping& shaping, ShapeKind shape, Size size) {
    if (shape == ShapeKind::Weave && shaping.symmetry != Symmetry::None)
        return "a mirrored layout needs plain square cells: the mirror copies and joins the "
               "halves through the square grid's four directions, which know no passage under a "
               "cell";
    if (shape != ShapeKind::Square && shaping.symmetry != Symmetry::None)
        return "a mirrored layout needs square cells: the mirror copies and joins the halves by "
               "rows and columns";
    return shapingError(shaping, size); // without a symmetry, the size is not looked at
}

namespace {

double parsePercent(std::string_view what, std::string_view text) {
    const std::string s(text);
    char* end = nullptr;
    const double value = std::strtod(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size() || !(value >= 0 && value <= 100))
        throw Error(std::string(what) + " " + text::excerpt(s) +
                    " must be a number from 0 to 100 (%)");
    return value;
}

} // namespace

std::vector<std::string> formatShaping(const Shaping& shaping) {
    std::vector<std::string> entries;
    if (shaping.braid > 0)
        entries.push_back("braid=" + formatNumber(shaping.braid));
    if (shaping.symmetry != Symmetry::None)
        entries.push_back("symmetry=" + std::string(symmetryId(shaping.symmetry)));
    if (shaping.terrain.density > 0)
        entries.push_back("terrain=" + formatNumber(shaping.terrain.density) + "," +
                          formatNumber(shaping.terrain.patchiness) + "," +
                          std::to_string(shaping.terrain.maxCost));
    return entries;
}

Terrain parseTerrain(std::string_view text) {
    Terrain terrain;
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t comma = text.find(',', start);
        parts.push_back(text.substr(start, comma == std::string_view::npos ? comma : comma - start));
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    if (parts.size() > 3)
        throw Error("terrain " + text::excerpt(text) +
                    " must be DENSITY[,PATCHINESS[,MAXCOST]], e.g. 30,50,9");
    terrain.density = parsePercent("terrain density", parts[0]);
    if (parts.size() > 1)
        terrain.patchiness = parsePercent("terrain patchiness", parts[1]);
    if (parts.size() > 2) {
        const std::string m(parts[2]);
        char* end = nullptr;
        const long value = std::strtol(m.c_str(), &end, 10);
        if (m.empty() || end != m.c_str() + m.size() || value < 2 || value > Maze::kMaxCost)
            throw Error("terrain max cost " + text::excerpt(m) +
                        " must be a whole number from 2 to " + std::to_string(Maze::kMaxCost));
        terrain.maxCost = int(value);
    }
    return terrain;
}

Shaping parseShaping(std::span<const std::string> entries) {
    Shaping shaping;
    for (const std::string& entry : entries) {
        const std::size_t equals = entry.find('=');
        const std::string key = entry.substr(0, equals);
        const std::string value = equals == std::string::npos ? "" : entry.substr(equals + 1);
        if (key == "braid")
            shaping.braid = parsePercent("braid", value);
        else if (key == "symmetry")
            shaping.symmetry = symmetryFromId(value);
        else if (key == "terrain")
            shaping.terrain = parseTerrain(value);
        else
            throw Error("unknown shaping " + text::excerpt(entry) +
                        ": valid ones are braid=PERCENT, symmetry=NAME, "
                        "terrain=DENSITY,PATCHINESS,MAXCOST");
    }
    return shaping;
}

std::uint64_t shapingSeed(std::uint64_t seed, GenStep::Phase phase) {
    // Arbitrary odd constants, one per phase; SplitMix64 spreads them over the whole state.
    static constexpr std::uint64_t kSalt[] = {0, 0x5EED5E11D0A0B0C1ull, 0xB4A1D0000000B4A1ull,
                                              0x7E44A1B0000007E5ull};
    std::uint64_t state = seed ^ kSalt[std::size_t(phase) & 3u];
    return splitMix64(state);
}

std::span<const std::string_view> shapingPseudocode(GenStep::Phase phase) {
    static const std::string_view kSymmetry[] = {
        "generate the left (top) piece of the grid with the chosen generator",
        "for each dead end of the piece, away from the axis:",
        "    open a wall to a neighbouring dead end if there is one, else to any neighbour",
        "copy every passage and cost of the piece to its mirror image",
        "join the halves across the axis at the piece's dead ends beside it",
        "join more rows at random (not next to a join) until a third of them are joined"};
    static const std::string_view kBraid[] = {
        "dead ends = every cell with one passage, in a random order",
        "for each dead end, until share% of them are removed:",
        "    if it still has one passage and can open another wall:",
        "        open a wall, to a neighbouring dead end if there is one"};
    static const std::string_view kTerrain[] = {
        "while fewer than density% of the cells are weighted:",
        "    cost = random 2..max; patch = {a random cell of cost 1}",
        "    while the patch is smaller than its size (patchiness):",
        "        give a random cell at the patch's edge the cost"};
    switch (phase) {
    case GenStep::Phase::Symmetry: return kSymmetry;
    case GenStep::Phase::Braid: return kBraid;
    case GenStep::Phase::Terrain: return kTerrain;
    case GenStep::Phase::Generator: break;
    }
    return {};
}

namespace {

template <typename T>
void shuffle(std::vector<T>& items, Random& random) { // Fisher-Yates, from the back
    for (std::size_t i = items.size(); i > 1; --i)
        std::swap(items[i - 1], items[std::size_t(random.below(i))]);
}

bool isDeadEnd(const Maze& maze, CellIndex i) {
    return maze.isActive(i) && std::popcount(unsigned(maze.openSlots(i))) == 1;
}

// Where the dead end `cell` may open (for the braid and the mirrored layout's dead ends): the walls
// to active neighbours it is not joined to, narrowed to those whose neighbour is itself a dead
// end when there are any (`partner`: the opening then removes two dead ends). Empty when the
// cell can open nothing. Slots, for every shape (on square cells, the directions).
struct DeadEndOpening {
    SlotSet choice = 0;
    bool partner = false;
};

DeadEndOpening deadEndOpening(const Maze& maze, CellIndex cell) {
    const auto closed = SlotSet(maze.activeSlots(cell) & ~maze.openSlots(cell));
    const SlotSet partners =
        detail::slotsWhere(maze, cell, closed, [&](CellIndex n) { return isDeadEnd(maze, n); });
    return partners ? DeadEndOpening{partners, true} : DeadEndOpening{closed, false};
}

} // namespace

GenSteps braidSteps(Maze& maze, std::uint64_t seed, double share) {
    Random random(seed);
    std::vector<CellIndex> deadEnds;
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        if (isDeadEnd(maze, i))
            deadEnds.push_back(i);
    shuffle(deadEnds, random);
    const auto quota = std::size_t(std::llround(double(deadEnds.size()) * share / 100.0));
    std::size_t removed = 0;
    GenStep step;
    step.phase = GenStep::Phase::Braid;
    step.kind = GenStep::Kind::Carve;
    step.line = 3;
    for (CellIndex cell : deadEnds) {
        if (removed >= quota)
            break;
        if (!isDeadEnd(maze, cell))
            continue; // already opened as another dead end's partner
        const DeadEndOpening opening = deadEndOpening(maze, cell);
        if (!opening.choice)
            continue;
        const Slot slot = detail::randomSlot(random, opening.choice);
        maze.carveSlotInside(cell, slot, maze.slotNeighbour(cell, slot));
        removed += opening.partner ? 2 : 1;
        step.cell = step.current = cell;
        step.dir = Dir(slot);
        co_yield step;
    }
}

GenSteps terrainSteps(Maze& maze, std::uint64_t seed, const Terrain& terrain) {
    Random random(seed);
    // The cells of cost 1 that may still be weighted, with each one's position in the list, so
    // that a random one is drawn and removed in O(1).
    std::vector<CellIndex> plain;
    std::vector<std::int32_t> position(std::size_t(maze.cellCount()), -1);
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        if (maze.isActive(i) && maze.cost(i) == 1) {
            position[std::size_t(i)] = std::int32_t(plain.size());
            plain.push_back(i);
        }
    auto take = [&](CellIndex c) {
        const std::int32_t at = position[std::size_t(c)];
        const CellIndex last = plain.back();
        plain[std::size_t(at)] = last;
        position[std::size_t(last)] = at;
        plain.pop_back();
        position[std::size_t(c)] = -1;
    };
    const double active = double(maze.activeCellCount());
    auto target = std::int64_t(std::llround(active * terrain.density / 100.0));
    const auto patchSize =
        std::int64_t(1 + std::llround(terrain.patchiness / 100.0 * 2.0 * std::sqrt(active)));
    GenStep step;
    step.phase = GenStep::Phase::Terrain;
    step.kind = GenStep::Kind::SetCost;
    step.line = 3;
    std::vector<CellIndex> edge;
    while (target > 0 && !plain.empty()) {
        const auto cost = std::uint8_t(2 + random.below(std::uint64_t(terrain.maxCost - 1)));
        edge.assign(1, plain[std::size_t(random.below(plain.size()))]);
        for (std::int64_t size = 0; size < patchSize && target > 0 && !edge.empty();) {
            const std::size_t pick = std::size_t(random.below(edge.size()));
            const CellIndex cell = edge[pick];
            edge[pick] = edge.back();
            edge.pop_back();
            if (position[std::size_t(cell)] < 0)
                continue; // weighted meanwhile (it was on the edge twice)
            take(cell);
            maze.setCost(cell, cost);
            ++size;
            --target;
            detail::forEachSlot(maze, cell, maze.adjacentSlots(cell), [&](Slot, CellIndex n) {
                if (position[std::size_t(n)] >= 0)
                    edge.push_back(n);
            });
            step.cell = step.current = cell;
            step.cost = cost;
            co_yield step;
        }
    }
}

Cell mirrorCell(Size size, Symmetry symmetry, Cell c) {
    switch (symmetry) {
    case Symmetry::LeftRight: return {size.width - 1 - c.x, c.y};
    case Symmetry::TopBottom: return {c.x, size.height - 1 - c.y};
    case Symmetry::None: break;
    }
    return c;
}

namespace {

// The mirrored layout's geometry in axis terms: u runs across the axis (x for left-right, y for
// top-bottom), v along it. The piece holds u < pieceU: half the grid, and the middle line too when
// the side across the axis is odd (the middle line is its own mirror image).
struct MirrorFrame {
    Symmetry symmetry;
    Size full;
    Size piece;
    int pieceU;
    int lengthV;
    bool oddSide;
    Dir across; // from the piece toward its mirror image: East or South

    explicit MirrorFrame(Symmetry s, Size size) : symmetry(s), full(size) {
        const bool lr = s == Symmetry::LeftRight;
        const int side = lr ? size.width : size.height;
        pieceU = (side + 1) / 2;
        oddSide = side % 2 != 0;
        lengthV = lr ? size.height : size.width;
        piece = lr ? Size{pieceU, size.height} : Size{size.width, pieceU};
        across = lr ? Dir::East : Dir::South;
    }
    [[nodiscard]] Cell at(int u, int v) const {
        return symmetry == Symmetry::LeftRight ? Cell{u, v} : Cell{v, u};
    }
    [[nodiscard]] int uOf(Cell c) const { return symmetry == Symmetry::LeftRight ? c.x : c.y; }
    [[nodiscard]] Dir mirrorDir(Dir d) const {
        const bool flips = symmetry == Symmetry::LeftRight
                               ? (d == Dir::East || d == Dir::West)
                               : (d == Dir::North || d == Dir::South);
        return flips ? opposite(d) : d;
    }
};

// Applies a step made on the piece to the full maze and renames its cells (the piece sits at the
// origin of the full grid, so a cell keeps its coordinates).
GenStep forward(const Maze& piece, Maze& maze, const GenStep& s) {
    GenStep t = s;
    t.cell = maze.index(piece.cellAt(s.cell));
    t.current = maze.index(piece.cellAt(s.current));
    switch (s.kind) {
    case GenStep::Kind::Carve: maze.carveInside(t.cell, t.dir); break;
    case GenStep::Kind::AddWall: maze.addWall(t.cell, t.dir); break;
    case GenStep::Kind::SetCost: maze.setCost(t.cell, t.cost); break;
    case GenStep::Kind::SwitchOff: maze.setActive(t.cell, false); break;
    case GenStep::Kind::Move: break;
    }
    return t;
}

// The piece's own maze: its size, the full maze's mask over it, endpoints on active cells.
Maze makePiece(const Maze& maze, const MirrorFrame& frame) {
    Maze piece(frame.piece);
    std::vector<CellIndex> active;
    for (CellIndex i = 0; i < piece.cellCount(); ++i)
        if (maze.isActive(maze.index(piece.cellAt(i))))
            active.push_back(i);
    if (active.size() < 2)
        throw Error("the mask leaves fewer than 2 cells in the piece of the grid that a " +
                    std::string(symmetryId(frame.symmetry)) + " symmetric maze is made from");
    piece.setEndpoints(piece.cellAt(active.front()), piece.cellAt(active.back()));
    for (CellIndex i = 0; i < piece.cellCount(); ++i)
        if (!maze.isActive(maze.index(piece.cellAt(i))))
            piece.setActive(i, false);
    return piece;
}

// Symmetry's step 2, on the piece: open its dead ends, except on the line beside the axis (the
// halves are joined there), across-axis coordinate outermost as in the BlitzMax tutorial.
// `step` is the symmetry passes' step, kept from one pass to the next.
GenSteps openPieceDeadEnds(Maze& piece, const MirrorFrame& frame, Random& random, GenStep& step) {
    step.phase = GenStep::Phase::Symmetry;
    step.kind = GenStep::Kind::Carve;
    for (int u = 0; u < frame.pieceU - 1; ++u) {
        for (int v = 0; v < frame.lengthV; ++v) {
            const CellIndex i = piece.index(frame.at(u, v));
            if (!isDeadEnd(piece, i))
                continue;
            const SlotSet choice = deadEndOpening(piece, i).choice;
            if (!choice)
                continue;
            step.dir = Dir(detail::randomSlot(random, choice));
            step.cell = step.current = i;
            step.line = 2;
            piece.carveInside(i, step.dir);
            co_yield step;
        }
    }
}

// Symmetry's step 4: mirror every passage of the piece (each once, from its west or north side)
// and every cost into the other half of the maze.
GenSteps mirrorPiece(const Maze& piece, Maze& maze, const MirrorFrame& frame, Symmetry symmetry,
                     GenStep& step) {
    step.phase = GenStep::Phase::Symmetry;
    step.line = 3;
    const int middleU = frame.oddSide ? frame.pieceU - 1 : -1;
    for (CellIndex pi = 0; pi < piece.cellCount(); ++pi) {
        const Cell c = piece.cellAt(pi);
        const CellIndex i = maze.index(c);
        const Cell m = mirrorCell(maze.size(), symmetry, c);
        const CellIndex mi = maze.index(m);
        for (Dir d : {Dir::East, Dir::South}) {
            if (!piece.isOpen(pi, d))
                continue;
            const Cell next = mazelab::step(c, d);
            if (frame.uOf(c) == middleU && frame.uOf(next) == middleU)
                continue; // a passage along the middle line is its own mirror image
            step.kind = GenStep::Kind::Carve;
            step.cell = step.current = mi;
            step.dir = frame.mirrorDir(d);
            maze.carveInside(mi, step.dir);
            co_yield step;
        }
        if (frame.uOf(c) != middleU && maze.cost(i) != maze.cost(mi)) {
            step.kind = GenStep::Kind::SetCost;
            step.cell = step.current = mi;
            step.cost = std::uint8_t(maze.cost(i));
            maze.setCost(mi, step.cost);
            co_yield step;
        }
    }
}

// Symmetry's step 5: join the halves (an even side only: with an odd side the middle line
// belongs to both halves already). First at every dead end beside the axis, then at random
// lines, never next to a joined one, until a third of the lines are joined (as the tutorial
// does).
GenSteps joinHalves(Maze& maze, const MirrorFrame& frame, Random& random, GenStep& step) {
    step.kind = GenStep::Kind::Carve;
    step.dir = frame.across;
    std::vector<std::uint8_t> joined(std::size_t(frame.lengthV), 0);
    int joins = 0;
    auto canJoin = [&](int v) {
        const CellIndex i = maze.index(frame.at(frame.pieceU - 1, v));
        return maze.isActive(i) && maze.isActive(maze.neighbour(i, frame.across));
    };
    auto join = [&](int v, int line) {
        const CellIndex i = maze.index(frame.at(frame.pieceU - 1, v));
        maze.carveInside(i, frame.across);
        joined[std::size_t(v)] = 1;
        ++joins;
        step.cell = step.current = i;
        step.line = line;
    };
    for (int v = 0; v < frame.lengthV; ++v) {
        const CellIndex i = maze.index(frame.at(frame.pieceU - 1, v));
        if (canJoin(v) && isDeadEnd(maze, i)) {
            join(v, 4);
            co_yield step;
        }
    }
    std::vector<int> order(std::size_t(frame.lengthV));
    for (int v = 0; v < frame.lengthV; ++v)
        order[std::size_t(v)] = v;
    shuffle(order, random);
    const int wanted = std::max(1, frame.lengthV / 3);
    for (int v : order) {
        if (joins >= wanted)
            break;
        auto isJoined = [&](int w) {
            return w >= 0 && w < frame.lengthV && joined[std::size_t(w)] != 0;
        };
        if (!canJoin(v) || isJoined(v) || isJoined(v - 1) || isJoined(v + 1))
            continue;
        join(v, 5);
        co_yield step;
    }
}

// shapedSteps when some pass is asked for: the generator's steps passed on, then the passes'.
GenSteps pipelineSteps(Maze& maze, const GeneratorInfo& generator, std::uint64_t seed,
                       ParamValues params, Shaping shaping) {
    if (shaping.symmetry == Symmetry::None) {
        for (const GenStep& s : generator.start(maze, seed, params))
            co_yield s;
        if (shaping.braid > 0)
            for (const GenStep& s :
                 braidSteps(maze, shapingSeed(seed, GenStep::Phase::Braid), shaping.braid))
                co_yield s;
        if (shaping.terrain.density > 0)
            for (const GenStep& s : terrainSteps(
                     maze, shapingSeed(seed, GenStep::Phase::Terrain), shaping.terrain))
                co_yield s;
        co_return;
    }

    const MirrorFrame frame(shaping.symmetry, maze.size());
    Maze piece = makePiece(maze, frame);
    Random random(shapingSeed(seed, GenStep::Phase::Symmetry));
    GenStep step;

    // 1. The generator on the piece.
    for (const GenStep& s : generator.start(piece, seed, params))
        co_yield forward(piece, maze, s);
    // 2. Open the piece's dead ends.
    for (const GenStep& s : openPieceDeadEnds(piece, frame, random, step))
        co_yield forward(piece, maze, s);
    // 3. Braid and terrain, on the piece so that the mirror keeps them symmetric.
    if (shaping.braid > 0)
        for (const GenStep& s :
             braidSteps(piece, shapingSeed(seed, GenStep::Phase::Braid), shaping.braid))
            co_yield forward(piece, maze, s);
    if (shaping.terrain.density > 0)
        for (const GenStep& s : terrainSteps(piece, shapingSeed(seed, GenStep::Phase::Terrain),
                                             shaping.terrain))
            co_yield forward(piece, maze, s);
    // 4. Mirror the piece into the other half.
    for (const GenStep& s : mirrorPiece(piece, maze, frame, shaping.symmetry, step))
        co_yield s;
    // 5. Join the halves.
    if (!frame.oddSide)
        for (const GenStep& s : joinHalves(maze, frame, random, step))
            co_yield s;
}

} // namespace

GenSteps shapedSteps(Maze& maze, const GeneratorInfo& generator, std::uint64_t seed,
                     ParamValues params, Shaping shaping) {
    // Nothing to shape: the generator's own coroutine, the same steps without a second coroutine
    // resumed for each one to pass it on.
    if (shaping.symmetry == Symmetry::None && !(shaping.braid > 0) &&
        !(shaping.terrain.density > 0))
        return generator.start(maze, seed, std::move(params));
    return pipelineSteps(maze, generator, seed, std::move(params), shaping);
}

} // namespace mazelab
