// Prim, "true" (Buck, "Mazes for Programmers", ch. 11, "True Prim's Algorithm"): Prim's
// minimum-spanning-tree algorithm with a random weight on every cell.
//  1. Give every cell a random weight.
//  2. active = [a random cell].
//  3. Pick the active cell of lowest weight.
//  4. If it has unvisited neighbours, remove the wall to the one of lowest weight and add that
//     one to active.
//  5. Otherwise remove the picked cell from active.
//  6. Repeat from 3 until active is empty.
// One step is one iteration: a Carve (4) or a Move (5: the picked cell looked at and dropped);
// `current` is the picked cell. With a mask, one tree per region of active cells.
//
// Buck draws weights from 0..99 and lets ties go to whichever cell his list search meets first.
// Here a weight is 32 random bits, so ties are rare, and a tie goes to the lower cell index
// (row by row): the active set is a priority queue of keys weight << 32 | y << 16 | x, whose
// minimum is unique, and whose cell needs no division to find its coordinates.
//
// createShaped is the same algorithm on cells of any shape, written plainly against the slot
// functions with a std::priority_queue of keys weight << 32 | index: the same order as the square
// keys (the index runs row by row too), so on square cells it draws the same numbers and makes
// the same steps as create, the square fast path.

#include "core/generators/detail/slots.hpp"
#include "core/generators/detail/tree_growth.hpp"
#include "core/registry.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <memory>
#include <queue>
#include <vector>

namespace mazelab {
namespace {

// weight << 32 | y << 16 | x: ordered by weight, then by index (row by row).
using Key = std::uint64_t;

[[nodiscard]] inline Key keyOf(const std::uint32_t* weight, CellIndex i, Cell at) {
    return Key{weight[std::size_t(i)]} << 32 | Key(std::uint32_t(at.y) << 16 | std::uint32_t(at.x));
}
[[nodiscard]] inline Cell cellOf(Key key) {
    return {int(key & 0xFFFF), int((key >> 16) & 0xFFFF)};
}

// Among the directions `open` (not empty) from cell i at `at`, the one to the neighbour of
// lowest key. Keys are unique, so the lowest is found by min() without a branch on the (random)
// comparisons, and its direction recognised afterwards.
[[nodiscard]] inline Dir lightestDir(const Maze& maze, const std::uint32_t* weight, CellIndex i,
                                     Cell at, DirSet open) {
    Key keys[4];
    Key bestKey = ~Key{0};
    for (Dir d : kDirs) {
        // A direction not in `open` may point outside the grid: read cell i instead.
        const bool in = (open & bit(d)) != 0;
        const CellIndex n = in ? maze.neighbour(i, d) : i;
        const Key key = in ? keyOf(weight, n, mazelab::step(at, d)) : ~Key{0};
        keys[unsigned(d)] = key;
        bestKey = std::min(bestKey, key);
    }
    unsigned best = 0;
    for (unsigned d = 1; d < 4; ++d)
        best = keys[d] == bestKey ? d : best;
    return Dir(best);
}

// The active cells' keys, a priority queue by buckets of weight (a counting sort's layout), for
// speed. Keys are unique, so any correct priority queue gives the same minimum at each step,
// whatever its inner order. A binary heap does badly with random weights: the active set grows
// large, mostly heavy cells left behind, while a new key is often light, so pushes sift far up and
// pops walk far down a heap bigger than the cache. Here bucket b holds the keys whose weight's top
// bits are b, about 16 cells' worth: every cell is pushed once, so each bucket's share of one array
// is sized in advance by counting the weights (no allocation per push). A push appends to its
// bucket; the minimum is kept (its place too) and replaced by a push below it; a pop fills its
// place with the bucket's last key and scans that bucket (or the next non-empty one, found in a
// two-level bitmap) for the new minimum.
class BucketQueue {
public:
    BucketQueue(const std::uint32_t* weight, std::size_t cells) {
        int bits = 0; // log2 of the bucket count: about cells / 16, at least 64 buckets
        while (bits < 26 && (std::size_t{1} << (bits + 4)) < cells)
            ++bits;
        bits = std::max(bits, 6);
        m_shift = 64 - bits;
        const std::size_t buckets = std::size_t{1} << bits;
        m_bucket.assign(buckets, Bucket{});
        for (std::size_t i = 0; i < cells; ++i)
            ++m_bucket[bucketOf(Key{weight[i]} << 32)].end; // the counts, for now
        std::uint32_t start = 0;
        for (Bucket& bucket : m_bucket) {
            const std::uint32_t count = bucket.end;
            bucket = {start, start};
            start += count;
        }
        m_keys.reset(new Key[cells]);
        m_bits.assign(buckets / 64, 0);
        m_summary.assign((buckets / 64 + 63) / 64, 0);
    }

    [[nodiscard]] bool empty() const { return m_count == 0; }
    [[nodiscard]] Key top() const { return m_min; }
    void push(Key key) {
        const std::size_t b = bucketOf(key);
        const std::uint32_t at = m_bucket[b].end++;
        m_keys[at] = key;
        m_bits[b / 64] |= std::uint64_t{1} << (b % 64);
        m_summary[b / 4096] |= std::uint64_t{1} << (b / 64 % 64);
        ++m_count;
        // A new minimum as often as not, so without a branch.
        const bool lower = key < m_min;
        m_min = lower ? key : m_min;
        m_minAt = lower ? at : m_minAt;
    }
    void pop() {
        std::size_t b = bucketOf(m_min);
        const std::uint32_t last = --m_bucket[b].end;
        m_keys[m_minAt] = m_keys[last];
        --m_count;
        m_min = ~Key{0};
        if (last == m_bucket[b].start) { // b is empty
            m_bits[b / 64] &= ~(std::uint64_t{1} << (b % 64));
            if (m_bits[b / 64] == 0)
                m_summary[b / 4096] &= ~(std::uint64_t{1} << (b / 64 % 64));
            if (m_count == 0)
                return;
            b = nextBucket(b); // the popped key was the lightest: the rest lie beyond b
        }
        // The bucket's lightest key, without a branch on the (random) comparisons.
        for (std::uint32_t i = m_bucket[b].start; i < m_bucket[b].end; ++i) {
            const bool lower = m_keys[i] < m_min;
            m_min = lower ? m_keys[i] : m_min;
            m_minAt = lower ? i : m_minAt;
        }
    }

private:
    [[nodiscard]] std::size_t bucketOf(Key key) const { return std::size_t(key >> m_shift); }

    // Bits above bit n of a word (n < 64; none for n = 63).
    [[nodiscard]] static std::uint64_t above(std::size_t n) {
        return ~((std::uint64_t{2} << n) - 1);
    }
    // The first non-empty bucket after b; there must be one.
    [[nodiscard]] std::size_t nextBucket(std::size_t b) const {
        std::size_t word = b / 64;
        const std::uint64_t rest = m_bits[word] & above(b % 64);
        if (rest != 0)
            return word * 64 + std::size_t(std::countr_zero(rest));
        // The next non-empty word, from the summary.
        std::size_t group = word / 64;
        std::uint64_t words = m_summary[group] & above(word % 64);
        while (words == 0)
            words = m_summary[++group];
        word = group * 64 + std::size_t(std::countr_zero(words));
        return word * 64 + std::size_t(std::countr_zero(m_bits[word]));
    }

    int m_shift = 0;
    // Bucket b's keys are m_keys[start .. end); its share of m_keys ends where b + 1's starts.
    // Both ends side by side: a pop needs both, and they are a cache miss at a random bucket.
    struct Bucket {
        std::uint32_t start = 0;
        std::uint32_t end = 0;
    };
    std::vector<Bucket> m_bucket;
    std::unique_ptr<Key[]> m_keys;
    std::vector<std::uint64_t> m_bits;    // bit b: bucket b is not empty
    std::vector<std::uint64_t> m_summary; // bit w: word w of m_bits is not zero
    std::size_t m_count = 0;
    Key m_min = ~Key{0};
    std::uint32_t m_minAt = 0;
};

// Step 4 (`carved`, through `dir`) or 5 from `cell`, written into `step` (a Move step keeps the
// last carve's dir): both versions describe their steps here.
inline void describeStep(GenStep& step, CellIndex cell, bool carved, Dir dir) {
    step.kind = carved ? GenStep::Kind::Carve : GenStep::Kind::Move;
    step.dir = carved ? dir : step.dir;
    step.line = carved ? 4 : 5;
    step.cell = step.current = cell;
}

// One iteration of the loop for the lightest active cell, written into `step`. An ordinary
// inline function on purpose, like the solvers' inner loops (core/solvers/detail/expand.hpp):
// g++ 12 keeps a coroutine's locals in its frame, and each byte stored into the maze would make
// it reload them.
inline void primStep(Maze& maze, const std::uint32_t* weight, BucketQueue& heap, GenStep& step) {
    const Cell at = cellOf(heap.top());
    const CellIndex cell = maze.index(at);
    const DirSet open = detail::unvisitedDirs(maze, cell, at);
    Dir d = Dir::East;
    if (open != 0) {
        d = lightestDir(maze, weight, cell, at, open);
        maze.carveInside(cell, d);
        heap.push(keyOf(weight, maze.neighbour(cell, d), mazelab::step(at, d)));
    } else {
        heap.pop();
    }
    describeStep(step, cell, open != 0, d);
}

// Step 1: one weight per cell, in index order (masked-off cells draw too, so a mask does not
// shift the other cells' weights).
std::unique_ptr<std::uint32_t[]> drawWeights(Random& random, std::size_t cells) {
    std::unique_ptr<std::uint32_t[]> weight(new std::uint32_t[cells]);
    for (std::size_t i = 0; i < cells; ++i)
        weight[i] = std::uint32_t(random.next() >> 32);
    return weight;
}

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    const auto cells = std::size_t(maze.cellCount());
    const std::unique_ptr<std::uint32_t[]> weight = drawWeights(random, cells);

    BucketQueue heap(weight.get(), cells);
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex first = detail::randomCellOf(regions, region, random);
        heap.push(keyOf(weight.get(), first, maze.cellAt(first)));
        while (!heap.empty()) {
            primStep(maze, weight.get(), heap, step);
            co_yield step;
        }
    }
}

GenSteps createShaped(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    const std::unique_ptr<std::uint32_t[]> weight =
        drawWeights(random, std::size_t(maze.cellCount()));
    auto keyOfCell = [&](CellIndex i) { return Key{weight[std::size_t(i)]} << 32 | Key(i); };
    std::priority_queue<Key, std::vector<Key>, std::greater<>> active; // lightest on top
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        active.push(keyOfCell(detail::randomCellOf(regions, region, random)));
        while (!active.empty()) {
            const auto cell = CellIndex(active.top() & 0xFFFFFFFFu);
            const SlotSet open = detail::unvisitedSlots(maze, cell);
            Slot lightest = 0; // of the unvisited neighbours, the one of lowest key
            if (open != 0) {
                Key lightestKey = ~Key{0};
                detail::forEachSlot(maze, cell, open, [&](Slot s, CellIndex n) {
                    if (keyOfCell(n) < lightestKey) {
                        lightest = s;
                        lightestKey = keyOfCell(n);
                    }
                });
                maze.carveSlotInside(cell, lightest, maze.slotNeighbour(cell, lightest));
                active.push(lightestKey);
            } else {
                active.pop();
            }
            describeStep(step, cell, open != 0, Dir(lightest));
            co_yield step;
        }
    }
}

} // namespace

const GeneratorInfo& primTrueInfo() {
    static const GeneratorInfo info{
        .id = "prim-true",
        .name = "Prim (true)",
        .family = GeneratorFamily::TreeGrowing,
        .description = "Prim's minimum-spanning-tree algorithm on random weights: every cell gets "
            "a random weight, and the maze grows from a random cell by always working from the "
            "lightest cell on its edge, carving into that cell's lightest unvisited neighbour. "
            "Growth creeps into light regions first, so the maze grows in irregular blobs from "
            "its start, with many short dead ends and a bushy, jigsaw-like texture. Not uniform.",
        .card = {
            .howItWorks = "Gives every cell a random weight and grows the maze from a random "
                "cell. Each step works from the lightest cell on the edge of the carved area, "
                "carving into its lightest unvisited neighbour. The result is a minimum spanning "
                "tree of the weights, growing in blobs.",
            .time = "O(cells log cells)",
            .memory = "O(cells): the weights and a heap",
        },
        .pseudocode = {
            "give every cell a random weight",
            "active = [a random cell]",
            "while active is not empty:",
            "    cell = the active cell of lowest weight",
            "    if cell has unvisited neighbours: remove the wall to the lightest one, add it to "
                "active",
            "    else: remove cell from active",
        },
        .create = &create,
        .createShaped = &createShaped,
        .honoursMask = true,
    };
    return info;
}

} // namespace mazelab
