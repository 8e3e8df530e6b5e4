#pragma once
// Internal: disjoint sets of cells (union-find) for the set-merging generators (Kruskal). One
// int32 parent per cell (a root is its own parent) and one byte of rank (at most log2 of the
// cells). Union by rank and path
// compression keep every operation nearly O(1) (inverse Ackermann).
//
// Written for Kruskal's random wall order, where whether two cells are already one set is a
// coin flip for much of the run: nothing branches on it (a mispredicted branch cost more than
// the stores made either way), and the common path is a few loads and selects.

#include "core/maze.hpp"

#include <cstdint>
#include <memory>

namespace mazelab::detail {

class UnionFind {
public:
    // Entry `count` is a spare that unite() writes instead of changing nothing.
    explicit UnionFind(CellIndex count)
        : m_parent(new std::int32_t[std::size_t(count) + 1]),
          m_rank(new std::uint8_t[std::size_t(count) + 1]()), m_spare(count) {
        for (CellIndex i = 0; i <= count; ++i)
            m_parent[std::size_t(i)] = i; // every cell a set of one
    }

    // The root of i's set, compressing the path to it. With union by rank and compression nearly
    // every cell is a root or one or two links below one, and since a root is its own parent,
    // i's grandparent is its root in all three cases: two loads, no branch on which case it is
    // (a coin flip in a random wall order). Only a longer path takes the loop.
    [[nodiscard]] CellIndex find(CellIndex i) {
        const CellIndex root = parent(parent(i));
        if (parent(root) != root) [[unlikely]]
            return findDeep(i);
        m_parent[std::size_t(i)] = root;
        return root;
    }

    // For a caller that knows which cells it will unite soon: starts loading the entries of
    // cells a and b (call it early), or of their parents (call it again later, once their own
    // entries have arrived). Changes nothing.
    void prefetch(CellIndex a, CellIndex b) const {
        __builtin_prefetch(&m_parent[std::size_t(a)]);
        __builtin_prefetch(&m_parent[std::size_t(b)]);
    }
    void prefetchParents(CellIndex a, CellIndex b) const {
        __builtin_prefetch(&m_parent[std::size_t(parent(a))]);
        __builtin_prefetch(&m_parent[std::size_t(parent(b))]);
    }

    // Merges the sets of a and b; false (and no change) if they are already one set. Without a
    // branch on the outcome. When they are one set the two stores go to a spare entry: a store
    // into their root would make the next wall's load of that root (in the late run nearly every
    // wall's root is the same) wait for it.
    bool unite(CellIndex a, CellIndex b) {
        const CellIndex ra = find(a);
        const CellIndex rb = find(b);
        const std::int32_t rankA = m_rank[std::size_t(ra)];
        const std::int32_t rankB = m_rank[std::size_t(rb)];
        const bool aHigher = rankA > rankB; // the lower-ranked root goes under the other
        const bool merged = ra != rb;
        const CellIndex big = select(merged, select(aHigher, ra, rb), m_spare);
        const CellIndex small = select(merged, select(aHigher, rb, ra), m_spare);
        m_parent[std::size_t(small)] = big;
        m_rank[std::size_t(big)] = std::uint8_t(select(aHigher, rankA, rankB) + (rankA == rankB));
        return merged;
    }

private:
    [[nodiscard]] CellIndex parent(CellIndex i) const { return m_parent[std::size_t(i)]; }

    // condition ? a : b as a conditional move, which g++ 12 does not always choose for a
    // ternary (it made branches, each a coin flip here); masking elsewhere.
    [[nodiscard]] static std::int32_t select(bool condition, std::int32_t a, std::int32_t b) {
#if defined(__x86_64__) && defined(__GNUC__)
        asm("testb %1, %1\n\tcmovnel %2, %0" : "+r"(b) : "q"(condition), "r"(a) : "cc");
        return b;
#else
        const std::int32_t mask = -std::int32_t(condition);
        return (a & mask) | (b & ~mask);
#endif
    }

    // find() for a path of three links or more: to the root, then every cell on the way under it.
    [[nodiscard]] CellIndex findDeep(CellIndex i) {
        CellIndex root = i;
        while (parent(root) != root)
            root = parent(root);
        while (i != root) {
            const CellIndex next = parent(i);
            m_parent[std::size_t(i)] = root;
            i = next;
        }
        return root;
    }

    std::unique_ptr<std::int32_t[]> m_parent;
    std::unique_ptr<std::uint8_t[]> m_rank;
    CellIndex m_spare;
};

} // namespace mazelab::detail
