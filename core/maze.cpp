#include "core/maze.hpp"

#include <algorithm>
#include <bit>

namespace mazelab {

char dirLetter(Dir d) {
    static constexpr char kLetters[] = {'E', 'S', 'W', 'N'};
    return kLetters[unsigned(d) & 3u];
}

void throwNoSuchDir(DirSet s, int n) {
    throw Error("nthDir: the set " + std::to_string(unsigned(s)) + " has fewer directions than " +
                "asked for (" + std::to_string(n) + " more)");
}

std::string toString(Cell c) { return std::to_string(c.x) + "," + std::to_string(c.y); }

// Appended piece by piece: GCC 12 warns (-Wrestrict) on a literal before a temporary.
std::string cellText(Cell c) {
    std::string text(1, '(');
    text.append(toString(c)).append(1, ')');
    return text;
}

std::string toString(Size s) { return std::to_string(s.width) + "x" + std::to_string(s.height); }

std::string Maze::sizeError(Size size) {
    auto inRange = [](int side) { return side >= kMinSide && side <= kMaxSide; };
    if (inRange(size.width) && inRange(size.height))
        return {};
    return "size " + toString(size) + " is out of range: width and height must each be " +
           std::to_string(kMinSide) + " to " + std::to_string(kMaxSide) + " cells";
}

Maze::Maze(Size size) : m_size(size) {
    if (auto error = sizeError(size); !error.empty())
        throw Error(error);
    m_delta = {1, size.width, -1, -size.width};
    // For i < 2^24 (every index: 4096 * 4096 = 2^24) and width <= 4096 = 2^12, i * r / 2^40 with
    // r = floor(2^40 / width) + 1 exceeds i / width by less than 2^24 / 2^40 = 2^-16 < 1 / width,
    // which cannot carry it past the next integer: the floor is exactly i / width.
    m_rowReciprocal = (std::uint64_t(1) << kReciprocalShift) / std::uint64_t(size.width) + 1;
    m_open.assign(std::size_t(size.cells()), 0);
    m_cost.assign(std::size_t(size.cells()), 1);
    m_activeCount = CellIndex(size.cells());
    m_start = {0, 0};
    m_goal = {size.width - 1, size.height - 1};
}

std::uint64_t MazeRevision::get() const {
    static std::atomic<std::uint64_t> next{1};
    std::uint64_t value = m_value.load(kOrder);
    if (value == 0) {
        const std::uint64_t fresh = next.fetch_add(1, kOrder);
        // Another thread may have drawn one first: then its number stands.
        value = m_value.compare_exchange_strong(value, fresh, kOrder) ? fresh : value;
    }
    return value;
}

void Maze::setActive(CellIndex i, bool active) {
    if (i < 0 || i >= cellCount())
        throw Error("cell index " + std::to_string(i) + " is outside the " + toString(m_size) +
                    " maze");
    if (isActive(i) == active)
        return;
    const Cell c = cellAt(i);
    if (!active && (c == m_start || c == m_goal))
        throw Error("cell " + toString(c) + " is the " + (c == m_start ? "start" : "goal") +
                    ": move it before masking the cell off");
    m_revision.clear();
    if (!active) {
        for (Dir d : kDirs)
            if (isOpen(i, d))
                setPassage(i, d, false);
        if (m_off.empty())
            m_off.assign(m_open.size(), 0);
        m_off[std::size_t(i)] = 1;
        --m_activeCount;
    } else {
        m_off[std::size_t(i)] = 0;
        if (++m_activeCount == cellCount())
            m_off.clear();
    }
}

void Maze::clearMask() {
    m_revision.clear();
    m_off.clear();
    m_activeCount = cellCount();
}

void Maze::setPassage(CellIndex i, Dir d, bool open) {
    const Cell c = cellAt(i);
    if (i < 0 || i >= cellCount() || !contains(step(c, d)))
        throw Error("cannot change the wall " + std::string(1, dirLetter(d)) + " of cell " +
                    toString(c) + ": the outer boundary is always closed");
    const CellIndex n = neighbour(i, d);
    m_revision.clear();
    if (open) {
        m_open[std::size_t(i)] |= bit(d);
        m_open[std::size_t(n)] |= bit(opposite(d));
    } else {
        m_open[std::size_t(i)] &= DirSet(~bit(d));
        m_open[std::size_t(n)] &= DirSet(~bit(opposite(d)));
    }
}

void Maze::openAll() {
    m_revision.clear();
    for (CellIndex i = 0; i < cellCount(); ++i)
        m_open[std::size_t(i)] = isActive(i) ? activeDirs(cellAt(i)) : DirSet(0);
}

void Maze::closeAll() {
    m_revision.clear();
    std::fill(m_open.begin(), m_open.end(), 0);
}

void Maze::setCost(CellIndex i, int cost) {
    if (i < 0 || i >= cellCount())
        throw Error("cell index " + std::to_string(i) + " is outside the " + toString(m_size) +
                    " maze");
    if (cost < kMinCost || cost > kMaxCost)
        throw Error("cost " + std::to_string(cost) + " of cell " + toString(cellAt(i)) +
                    " is out of range: costs must be " + std::to_string(kMinCost) + " to " +
                    std::to_string(kMaxCost));
    m_revision.clear();
    m_cost[std::size_t(i)] = std::uint8_t(cost);
}

bool Maze::hasUnitCosts() const {
    // Without an early exit, so that the loop is vectorised: a search that refuses weights (JPS)
    // asks before every run.
    unsigned other = 0;
    for (const std::uint8_t c : m_cost)
        other |= c ^ 1u;
    return other == 0;
}

void Maze::setEndpoints(Cell start, Cell goal) {
    for (auto [what, c] : {std::pair{"start", start}, std::pair{"goal", goal}})
        if (!contains(c))
            throw Error(std::string(what) + " " + toString(c) + " is outside the " +
                        toString(m_size) + " maze (x must be 0 to " +
                        std::to_string(m_size.width - 1) + ", y 0 to " +
                        std::to_string(m_size.height - 1) + ")");
    if (start == goal)
        throw Error("start and goal are both " + toString(start) +
                    ": they must be different cells");
    for (auto [what, c] : {std::pair{"start", start}, std::pair{"goal", goal}})
        if (!isActive(index(c)))
            throw Error(std::string(what) + " " + toString(c) +
                        " is masked off: it must be a cell of the maze");
    m_start = start;
    m_goal = goal;
}

void Maze::setStart(Cell c) { setEndpoints(c, m_goal); }
void Maze::setGoal(Cell c) { setEndpoints(m_start, c); }

std::int64_t Maze::passageCount() const {
    std::int64_t total = 0;
    // Count each passage once, from its west or north side.
    for (std::uint8_t bits : m_open)
        total += std::popcount(unsigned(bits & (bit(Dir::East) | bit(Dir::South))));
    return total;
}

} // namespace mazelab
