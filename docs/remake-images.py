#!/usr/bin/env python3
"""Remakes the window pictures of README.md and docs/*.md from the commands in their captions.

Every picture of mazelab's windows in the documentation is made by mazelab itself, and its
caption gives the command (`mazelab ... --screenshot docs/images/NAME.png`). Run this from the
repository's root after a change to the windows, with the app built in build/:

    python3 docs/remake-images.py            # every picture
    python3 docs/remake-images.py solved     # those whose file name contains "solved"

Commands in fenced blocks (the experiment pictures, which need a CSV made first) are not run.
"""
import glob
import os
import re
import shlex
import subprocess
import sys

APP = os.path.join("build", "app", "mazelab")
CAPTION = re.compile(r"`(mazelab [^`]*--screenshot\s+docs/images/[^`]*)`", re.S)


def commands():
    for doc in ["README.md"] + sorted(glob.glob("docs/*.md")):
        with open(doc, encoding="utf-8") as f:
            text = f.read()
        for match in CAPTION.finditer(text):
            yield doc, shlex.split(" ".join(match.group(1).split()))


def main():
    wanted = sys.argv[1:]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    failed = 0
    for doc, args in commands():
        picture = args[args.index("--screenshot") + 1]
        if wanted and not any(w in picture for w in wanted):
            continue
        print(f"{picture} (from {doc})")
        if subprocess.run([APP] + args[1:], env=env).returncode != 0:
            print(f"  failed: {' '.join(args)}", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
