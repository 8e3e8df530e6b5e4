#!/usr/bin/env python3
"""Remakes the window pictures of README.md and docs/*.md from the commands in their captions.

Every picture of mazelab's windows in the documentation is made by mazelab itself, and its
caption gives the command (`mazelab ... --screenshot docs/images/NAME.png`, which may start with
`QT_SCALE_FACTOR=2` for a high-DPI picture). Run this from the repository's root after a change
to the windows, with the app built in build/:

    python3 docs/remake-images.py            # every picture
    python3 docs/remake-images.py solved     # those whose file name contains "solved"
    python3 docs/remake-images.py --shares stage layout   # measure, do not remake

--shares prints, for each picture named, the drawn maze's share of the picture's area and of its
height: the maze is the box of its outer wall, found as the longest run of the wall colour of the
original palette in any row (the maze's top and bottom border rows), from the first to the last
row with a run that long.

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


def longest_wall_run(row):
    best = run = 0
    for x in range(0, len(row), 3):
        run = run + 1 if row[x:x + 3] == WALL else 0
        best = max(best, run)
    return best


def maze_shares(path):
    """The drawn maze's share of the picture's area and of its height."""
    width, height, rows = png_rows(path)
    runs = [longest_wall_run(r) for r in rows]
    widest = max(runs)
    if widest == 0:
        raise ValueError(f"{path}: no maze wall found")
    border = [y for y, run in enumerate(runs) if run >= widest * 0.98]
    maze_height = border[-1] - border[0] + 1
    return widest * maze_height / (width * height), maze_height / height, (width, height)


def main():
    wanted = sys.argv[1:]
    if wanted[:1] == ["--shares"]:
        for path in sorted(glob.glob("docs/images/*.png")):
            if any(w in path for w in wanted[1:]) or len(wanted) == 1:
                area, tall, size = maze_shares(path)
                print(f"{path} {size[0]}x{size[1]}: area {area:.0%}, height {tall:.0%}")
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
