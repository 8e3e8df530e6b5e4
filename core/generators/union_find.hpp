#pragma once
// Internal: disjoint sets of cells (union-find) for the set-merging generators (Kruskal). One
// int32 per cell: a root holds minus the size of its set, any other cell its parent. Union by
// size and full path compression keep every operation nearly O(1) (inverse Ackermann).

#include "core/maze.hpp"

#include <cstdint>
#include <memory>

namespace mazelab::detail {

class UnionFind {
public:
    explicit UnionFind(CellIndex count) : m_parent(new std::int32_t[std::size_t(count)]) {
        for (CellIndex i = 0; i < count; ++i)
            m_parent[std::size_t(i)] = -1; // every cell a set of one
    }

    // The root of i's set, compressing the path to it. With union by size and compression nearly
    // every cell is a root or one or two links below one, and which of the three is a coin flip in
    // a random wall order: so those two links are followed without a branch (a loop's exit was
    // mispredicted about once per call), and only a longer path takes the loop.
    [[nodiscard]] CellIndex find(CellIndex i) {
        const std::int32_t up1 = m_parent[std::size_t(i)];
        const CellIndex r1 = select(up1 < 0, i, up1);
        const std::int32_t up2 = m_parent[std::size_t(r1)];
        const CellIndex r2 = select(up2 < 0, r1, up2);
        if (m_parent[std::size_t(r2)] >= 0) [[unlikely]]
            return findDeep(i);
        m_parent[std::size_t(i)] = select(up1 < 0, up1, r2); // under the root; a root keeps its size
        return r2;
    }

    // For a caller that knows which cells it will unite soon: starts loading the entries of
    // cells a and b (call it early), or of their parents (call it again later, once their own
    // entries have arrived). Changes nothing.
    void prefetch(CellIndex a, CellIndex b) const {
        __builtin_prefetch(&m_parent[std::size_t(a)]);
        __builtin_prefetch(&m_parent[std::size_t(b)]);
    }
    void prefetchParents(CellIndex a, CellIndex b) const {
        for (const CellIndex i : {a, b}) { // a root's own entry again: already on its way
            const std::int32_t parent = m_parent[std::size_t(i)];
            __builtin_prefetch(&m_parent[std::size_t(select(parent < 0, i, parent))]);
        }
    }

    // Merges the sets of a and b; false (and no change) if they are already one set.
    // Without a branch on the outcome: in a random wall order it is a coin flip for much of the
    // run, and a mispredicted branch cost more than the two stores made either way.
    bool unite(CellIndex a, CellIndex b) {
        const CellIndex ra = find(a);
        const CellIndex rb = find(b);
        const std::int32_t sizeA = m_parent[std::size_t(ra)]; // minus the sizes
        const std::int32_t sizeB = m_parent[std::size_t(rb)];
        const bool same = ra == rb;
        const bool aSmaller = sizeA > sizeB; // the smaller set goes under the larger one's root
        const CellIndex big = select(aSmaller, rb, ra);
        const CellIndex small = select(aSmaller, ra, rb);
        // One set already: big == small == ra, and both stores put back what was there.
        m_parent[std::size_t(big)] = select(same, sizeA, sizeA + sizeB);
        m_parent[std::size_t(small)] = select(same, sizeA, big);
        return !same;
    }

private:
    // condition ? a : b by masking, which g++ cannot turn back into a branch (it did, for the
    // ternaries: each a coin flip here).
    [[nodiscard]] static std::int32_t select(bool condition, std::int32_t a, std::int32_t b) {
        const std::int32_t mask = -std::int32_t(condition);
        return (a & mask) | (b & ~mask);
    }

    // find() for a path of three links or more: to the root, then every cell on the way under it.
    [[nodiscard]] CellIndex findDeep(CellIndex i) {
        CellIndex root = i;
        while (m_parent[std::size_t(root)] >= 0)
            root = m_parent[std::size_t(root)];
        while (i != root) {
            const CellIndex next = m_parent[std::size_t(i)];
            m_parent[std::size_t(i)] = root;
            i = next;
        }
        return root;
    }

    std::unique_ptr<std::int32_t[]> m_parent;
};

} // namespace mazelab::detail
