#!/usr/bin/env python3
"""An independent, deliberately plain transcription of docs/semantics.md and
docs/random.md, used only to derive the golden values checked in the C++ tests
(tests/test_determinism.cpp, tests/test_solvers.cpp). It shares no code with mazelab's core.

    python3 tests/reference/mazelab_ref.py            # prints the golden tables
"""
import heapq
import math
import sys

M64 = (1 << 64) - 1
E, S, W, N = 0, 1, 2, 3
DX = {E: 1, S: 0, W: -1, N: 0}
DY = {E: 0, S: 1, W: 0, N: -1}
OPP = {E: W, S: N, W: E, N: S}


class Random:
    def __init__(self, seed):
        self.s = []
        st = seed & M64
        for _ in range(4):
            st = (st + 0x9E3779B97F4A7C15) & M64
            z = st
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
            self.s.append(z ^ (z >> 31))

    def next(self):
        s = self.s
        rotl = lambda x, k: ((x << k) | (x >> (64 - k))) & M64
        r = (rotl((s[1] * 5) & M64, 7) * 9) & M64
        t = (s[1] << 17) & M64
        s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t
        s[3] = rotl(s[3], 45)
        return r

    def below(self, n):
        p = self.next() * n
        if (p & M64) < n:
            threshold = ((1 << 64) - n) % n
            while (p & M64) < threshold:
                p = self.next() * n
        return p >> 64

    def real(self):
        return (self.next() >> 11) * 2.0 ** -53

    def chance(self, p):
        return self.real() < p


class Maze:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.open = [[set() for _ in range(w)] for _ in range(h)]
        self.cost = [[1] * w for _ in range(h)]
        self.start, self.goal = (0, 0), (w - 1, h - 1)

    def inside(self, x, y):
        return 0 <= x < self.w and 0 <= y < self.h

    def inside_dirs(self, x, y):
        return [d for d in (E, S, W, N) if self.inside(x + DX[d], y + DY[d])]

    def carve(self, x, y, d):
        self.open[y][x].add(d)
        self.open[y + DY[d]][x + DX[d]].add(OPP[d])

    def key(self):
        return tuple(tuple(sorted(self.open[y][x])) for y in range(self.h) for x in range(self.w))


def binary_tree(m, rnd, bias="se"):
    hd = E if bias in ("se", "ne") else W
    vd = S if bias in ("se", "sw") else N
    for y in range(m.h):
        for x in range(m.w):
            can_h = m.inside(x + DX[hd], y + DY[hd])
            can_v = m.inside(x + DX[vd], y + DY[vd])
            if not can_h and not can_v:
                continue
            if can_h and can_v:
                d = hd if rnd.below(2) == 0 else vd
            else:
                d = hd if can_h else vd
            m.carve(x, y, d)


def modified_binary_tree(m, rnd, bias="se", share=100.0):
    binary_tree(m, rnd, bias)
    for y in range(m.h):
        for x in range(m.w):
            if len(m.open[y][x]) != 1:
                continue
            if not rnd.chance(share / 100.0):
                continue
            closed = [d for d in m.inside_dirs(x, y) if d not in m.open[y][x]]
            m.carve(x, y, closed[rnd.below(len(closed))])


def aldous_broder(m, rnd):
    first = rnd.below(m.w * m.h)
    x, y = first % m.w, first // m.w
    visited = {(x, y)}
    while len(visited) < m.w * m.h:
        dirs = m.inside_dirs(x, y)
        d = dirs[rnd.below(len(dirs))]
        nx, ny = x + DX[d], y + DY[d]
        if (nx, ny) not in visited:
            m.carve(x, y, d)
            visited.add((nx, ny))
        x, y = nx, ny


GENERATORS = {
    "binary-tree": lambda m, r: binary_tree(m, r),
    "modified-binary-tree": lambda m, r: modified_binary_tree(m, r),
    "aldous-broder": aldous_broder,
}


def generate(gen_id, w, h, seed):
    m = Maze(w, h)
    GENERATORS[gen_id](m, Random(seed))
    return m


def trace(parent, goal):
    path = [goal]
    while parent[path[-1]] is not None:
        path.append(parent[path[-1]])
    return path[::-1]


def bfs(m):
    q = [m.start]
    parent = {m.start: None}
    head = 0
    steps = 0
    while head < len(q):
        c = q[head]; head += 1; steps += 1
        if c == m.goal:
            return dict(path=trace(parent, c), searched=len(parent), expanded=head, steps=steps)
        for d in (E, S, W, N):
            if d in m.open[c[1]][c[0]]:
                n = (c[0] + DX[d], c[1] + DY[d])
                if n not in parent:
                    parent[n] = c
                    q.append(n)
    return dict(path=None, searched=len(parent), expanded=head, steps=steps + 1)


def dfs(m, order):
    entered = {m.start}
    stack = [m.start]
    cursor = {m.start: 0}
    steps = 1
    while stack:
        c = stack[-1]
        child = None
        while cursor[c] < 4:
            d = order[cursor[c]]; cursor[c] += 1
            n = (c[0] + DX[d], c[1] + DY[d])
            if d in m.open[c[1]][c[0]] and n not in entered:
                child = n
                break
        steps += 1
        if child is not None:
            entered.add(child); cursor[child] = 0; stack.append(child)
            if child == m.goal:
                return dict(path=list(stack), searched=len(entered), expanded=len(entered), steps=steps)
        else:
            stack.pop()
    return dict(path=None, searched=len(entered), expanded=len(entered), steps=steps + 1)


def best_first(m, h, f=lambda g, hc: g + hc):
    """f: the priority from g and h (A*: g + h; weighted A*: g + w*h; greedy: h)."""
    gx, gy = m.goal
    g = {m.start: 0}
    order = {m.start: 0}
    parent = {m.start: None}
    closed = set()
    heap = [(f(0, h(*m.start)), h(*m.start), 0, m.start)]
    steps = 0
    while heap:
        _, hc, o, c = heapq.heappop(heap)
        if c in closed:
            continue
        closed.add(c); steps += 1
        if c == m.goal:
            return dict(path=trace(parent, c), searched=len(g), expanded=len(closed), steps=steps)
        for d in (E, S, W, N):
            if d not in m.open[c[1]][c[0]]:
                continue
            n = (c[0] + DX[d], c[1] + DY[d])
            if n in closed:
                continue
            ng = g[c] + m.cost[n[1]][n[0]]
            if n not in g:
                g[n] = ng; order[n] = len(order); parent[n] = c
                heapq.heappush(heap, (f(ng, h(*n)), h(*n), order[n], n))
            elif ng < g[n]:
                g[n] = ng; parent[n] = c
                heapq.heappush(heap, (f(ng, h(*n)), h(*n), order[n], n))
    return dict(path=None, searched=len(g), expanded=len(closed), steps=steps + 1)


def solvers_for(m):
    gx, gy = m.goal
    man = lambda x, y: abs(x - gx) + abs(y - gy)
    far = (m.w - 1) + (m.h - 1)
    return {
        "bfs": lambda: bfs(m),
        "dfs": lambda: dfs(m, (E, S, W, N)),
        "dfs-opposed": lambda: dfs(m, (N, W, S, E)),
        "dijkstra": lambda: best_first(m, lambda x, y: 0),
        "astar-euclidean": lambda: best_first(m, lambda x, y: math.sqrt((x - gx) ** 2 + (y - gy) ** 2)),
        "astar-manhattan": lambda: best_first(m, man),
        "astar-dysfunctional": lambda: best_first(m, lambda x, y: far - man(x, y)),
        "weighted-astar": lambda: best_first(m, man, lambda g, hc: g + 2.0 * hc),
        "greedy-manhattan": lambda: best_first(m, man, lambda g, hc: hc),
    }


def parse_art(text):
    """Parses the art part of a mazelab maze file (docs/file-format.md): size from the art."""
    lines = [l for l in text.strip("\n").split("\n")]
    h = (len(lines) - 1) // 2
    w = (len(lines[0]) - 1) // 4
    m = Maze(w, h)
    for y in range(h):
        for x in range(w):
            if x + 1 < w and lines[2 * y + 1][4 * x + 4] == " ":
                m.carve(x, y, E)
            if y + 1 < h and lines[2 * y + 2][4 * x + 1] == " ":
                m.carve(x, y, S)
    return m


def fnv1a(m):
    """FNV-1a 64 over the open-direction bytes in index order (bit d = direction d)."""
    hsh = 0xCBF29CE484222325
    for y in range(m.h):
        for x in range(m.w):
            b = sum(1 << d for d in m.open[y][x])
            hsh = ((hsh ^ b) * 0x100000001B3) & M64
    return hsh


def main():
    print("# generator, size, seed -> maze hash, passages, BFS path length, DFS path length")
    for gen_id in GENERATORS:
        for (w, h, seed) in [(79, 79, 1), (19, 19, 7), (30, 20, 12345)]:
            m = generate(gen_id, w, h, seed)
            passages = sum(len(m.open[y][x]) for y in range(h) for x in range(w)) // 2
            b = bfs(m); d = dfs(m, (E, S, W, N)); o = dfs(m, (N, W, S, E))
            print(f'{{"{gen_id}", {w}, {h}, {seed}u, 0x{fnv1a(m):016x}ull, {passages}, '
                  f'{len(b["path"]) - 1}, {len(d["path"]) - 1}, {len(o["path"]) - 1}}},')
    print("# per solver on modified-binary-tree 19x19 seed 7: path length, searched, expanded, steps")
    m = generate("modified-binary-tree", 19, 19, 7)
    for sid, run in solvers_for(m).items():
        r = run()
        print(f'{{"{sid}", {len(r["path"]) - 1}, {r["searched"]}, {r["expanded"]}, {r["steps"]}}},')
    if len(sys.argv) > 1:
        m = parse_art(open(sys.argv[1]).read())
        for sid, run in solvers_for(m).items():
            r = run()
            print(sid, None if r["path"] is None else len(r["path"]) - 1, r["searched"], r["expanded"], r["steps"])


if __name__ == "__main__":
    main()
