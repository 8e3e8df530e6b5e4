#!/usr/bin/env python3
"""Remakes the window pictures of README.md and docs/*.md from the commands in their captions.

Every picture of mazelab's windows in the documentation is made by mazelab itself, and its
caption gives the command (`mazelab ... --screenshot docs/images/NAME.png`, which may start with
`QT_SCALE_FACTOR=2` for a high-DPI picture). Run this from the repository's root after a change
to the windows, with the app built in build/:

    python3 docs/remake-images.py            # every picture
    python3 docs/remake-images.py solved     # those whose file name contains "solved"
    python3 docs/remake-images.py --shares stage layout   # measure, do not remake

--shares prints, for each picture named, the drawn mazes' share of the picture's area and one
maze's share of its height: a maze is the box of its outer wall, as wide as the longest run of
the wall colour of the original palette in any row, and as high as from the first row with a run
that long (its top wall) to the end of the next rows with one (its bottom wall); a race's lanes
side by side and above each other are counted from those rows.

Commands in fenced blocks (the experiment pictures, which need a CSV made first) are not run.
"""
import glob
import os
import re
import shlex
import struct
import subprocess
import sys
import zlib

APP = os.path.join("build", "app", "mazelab")
CAPTION = re.compile(
    r"`((?:[A-Z_]+=\S+\s+)*mazelab\s[^`]*--screenshot\s+docs/images/[^`]*)`", re.S)
ASSIGNMENT = re.compile(r"^([A-Z_]+)=(.*)$")
WALL = bytes((0x2F, 0x4F, 0x4F))  # the original palette's wall colour


def commands():
    for doc in ["README.md"] + sorted(glob.glob("docs/*.md")):
        with open(doc, encoding="utf-8") as f:
            text = f.read()
        for match in CAPTION.finditer(text):
            words = shlex.split(" ".join(match.group(1).split()))
            env = {}
            while words and ASSIGNMENT.match(words[0]):
                name, value = ASSIGNMENT.match(words.pop(0)).groups()
                env[name] = value
            yield doc, env, words


def png_rows(path):
    """The picture's width, height and rows of RGB bytes (8-bit RGB or RGBA, not interlaced)."""
    with open(path, "rb") as f:
        data = f.read()
    pos, idat = 8, b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
    if depth != 8 or colour not in (2, 6):
        raise ValueError(f"{path}: not an 8-bit RGB picture")
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], (prev[x - bpp] if x >= bpp else 0)
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        rows.append(bytes(line) if bpp == 3 else
                    b"".join(bytes(line[j:j + 3]) for j in range(0, stride, 4)))
    return width, height, rows


def wall_runs(row):
    """The lengths of the runs of the wall colour in a row of RGB bytes."""
    runs, run = [], 0
    for x in range(0, len(row), 3):
        if row[x:x + 3] == WALL:
            run += 1
        elif run:
            runs.append(run)
            run = 0
    return runs + [run] if run else runs


def maze_shares(path):
    """The drawn mazes' share of the picture's area and one maze's share of its height."""
    width, height, rows = png_rows(path)
    runs = [wall_runs(r) for r in rows]
    widest = max((max(r) for r in runs if r), default=0)
    if widest == 0:
        raise ValueError(f"{path}: no maze wall found")
    # The rows of the mazes' top and bottom walls: runs as long as a maze is wide.
    border = [sum(1 for n in r if n >= widest * 0.98) for r in runs]
    groups = [y for y in range(height) if border[y] and (y == 0 or not border[y - 1])]
    across = border[groups[0]]
    maze_height = next(y for y in range(groups[1], height) if not border[y]) - groups[0] \
        if len(groups) > 1 else 1
    mazes = across * len(groups) // 2
    return (mazes * widest * maze_height / (width * height), maze_height / height,
            (width, height), mazes)


def main():
    wanted = sys.argv[1:]
    if wanted[:1] == ["--shares"]:
        for path in sorted(glob.glob("docs/images/*.png")):
            if any(w in path for w in wanted[1:]) or len(wanted) == 1:
                area, tall, size, mazes = maze_shares(path)
                print(f"{path} {size[0]}x{size[1]}: {mazes} maze(s), area {area:.0%}, "
                      f"height {tall:.0%} each")
        return 0
    failed = 0
    for doc, env, args in commands():
        picture = args[args.index("--screenshot") + 1]
        if wanted and not any(w in picture for w in wanted):
            continue
        print(f"{picture} (from {doc})")
        run_env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env)
        if subprocess.run([APP] + args[1:], env=run_env).returncode != 0:
            print(f"  failed: {' '.join(args)}", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
