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

    // The root of i's set, compressing the path to it.
    [[nodiscard]] CellIndex find(CellIndex i) {
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

    // For a caller that knows which cells it will unite soon: starts loading the entries of
    // cells a and b (call it early), or of their parents (call it again later, once their own
    // entries have arrived). Changes nothing.
    void prefetch(CellIndex a, CellIndex b) const {
        __builtin_prefetch(&m_parent[std::size_t(a)]);
        __builtin_prefetch(&m_parent[std::size_t(b)]);
    }
    void prefetchParents(CellIndex a, CellIndex b) const {
        for (const CellIndex i : {a, b})
            if (const std::int32_t parent = m_parent[std::size_t(i)]; parent >= 0)
                __builtin_prefetch(&m_parent[std::size_t(parent)]);
    }

    // Merges the sets of a and b; false (and no change) if they are already one set.
    bool unite(CellIndex a, CellIndex b) {
        CellIndex ra = find(a);
        CellIndex rb = find(b);
        if (ra == rb)
            return false;
        if (m_parent[std::size_t(ra)] > m_parent[std::size_t(rb)]) // ra's set is smaller
            std::swap(ra, rb);
        m_parent[std::size_t(ra)] += m_parent[std::size_t(rb)];
        m_parent[std::size_t(rb)] = ra;
        return true;
    }

private:
    std::unique_ptr<std::int32_t[]> m_parent;
};

} // namespace mazelab::detail
