#!/usr/bin/env python3
"""Writes the mask of docs/scenes/open-field-wall.maze as a 60 x 40 PNG (black = cell off), for
the desktop app's --mask option, which reads pictures: the wall at x = 30, rows 4 to 35.
Usage: docs/scenes/open-field-wall-mask.py OUT.png"""
import struct
import sys
import zlib

W, H = 60, 40


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


rows = b"".join(
    b"\0" + bytes(0 if (x == 30 and 4 <= y <= 35) else 255 for x in range(W)) for y in range(H))
png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 0, 0, 0, 0)) +
       chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
with open(sys.argv[1], "wb") as out:
    out.write(png)
