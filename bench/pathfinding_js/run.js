#!/usr/bin/env node
// Times PathFinding.js (npm package `pathfinding`, pinned to 0.4.18 in package.json) on Moving AI
// benchmark problems, so that mazelab's searches can be compared with a widely used library.
// Data: N. Sturtevant, "Benchmarks for Grid-Based Pathfinding", IEEE Transactions on
// Computational Intelligence and AI in Games 4(2):144-148, 2012. See README.md.
//
// Node 20, CommonJS, no package but `pathfinding`.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const PF = require('pathfinding');
const PF_VERSION = require('pathfinding/package.json').version;

const DEFAULT_MAPS = ['arena2', 'maze512-1-0', 'random512-10-0', '8room_000'];
const DEFAULT_DIR = path.resolve(__dirname, '..', '..', 'resources', 'movingai');
const TOLERANCE = 1e-4;

// Option names checked against node_modules/pathfinding/src of 0.4.18: AStarFinder reads
// `diagonalMovement` and `heuristic`; JumpPointFinder dispatches on `diagonalMovement` to
// JPFMoveDiagonallyIfNoObstacles, whose base class reads `heuristic` (it would default to
// manhattan, which overestimates with diagonal moves, so octile must be given).
// OnlyWhenNoObstacles allows a diagonal move only when both straight neighbours it passes
// between are walkable: the benchmark's no-corner-cutting rule.
const FINDERS = [
  {
    name: 'A*',
    make: () => new PF.AStarFinder({
      diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
      heuristic: PF.Heuristic.octile,
    }),
  },
  {
    name: 'JPS',
    make: () => new PF.JumpPointFinder({
      diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
      heuristic: PF.Heuristic.octile,
    }),
  },
];

const USAGE = `usage: node run.js [--dir DIR] [--maps a,b,c] [--every K] [--rounds R] [--csv FILE]

  --dir DIR     folder of the .map and .map.scen files (default: the repository's
                resources/movingai, ${DEFAULT_DIR})
  --maps LIST   map base names, comma-separated (default: ${DEFAULT_MAPS.join(',')})
  --every K     take problems 0, K, 2K, ... of each scenario file, in file order (default: 20)
  --rounds R    time every problem R times; the median round is reported (default: 3)
  --csv FILE    also write map,finder,problems,optimal,ms_per_problem to FILE

Exit status: 0 when every path found is optimal, 1 when one is not, 2 on a usage or file error.`;

class UsageError extends Error {}

function parseArgs(argv) {
  const opts = { dir: DEFAULT_DIR, maps: DEFAULT_MAPS, every: 20, rounds: 3, csv: null };
  const positiveInt = (name, text) => {
    if (!/^[1-9][0-9]*$/.test(text || '')) {
      throw new UsageError(`${name} needs a positive whole number, got '${text}'`);
    }
    return Number(text);
  };
  for (let i = 0; i < argv.length; ++i) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const value = argv[i + 1];
    if (!['--dir', '--maps', '--every', '--rounds', '--csv'].includes(arg)) {
      throw new UsageError(`unknown argument '${arg}'`);
    }
    if (value === undefined) throw new UsageError(`${arg} needs a value`);
    ++i;
    if (arg === '--dir') opts.dir = path.resolve(value);
    else if (arg === '--maps') {
      opts.maps = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
      if (opts.maps.length === 0) throw new UsageError('--maps names no map');
    } else if (arg === '--every') opts.every = positiveInt(arg, value);
    else if (arg === '--rounds') opts.rounds = positiveInt(arg, value);
    else opts.csv = path.resolve(value);
  }
  return opts;
}

// Lines without their ends, CRLF or LF; a last line without an end counts too.
function readLines(file) {
  return fs.readFileSync(file, 'utf8').split(/\r?\n/);
}

// A .map file as { width, height, blocked }, blocked[y][x] being 1 for a blocked cell: the
// 0-1 matrix PF.Grid takes (non-zero is unwalkable).
function readMap(file) {
  const lines = readLines(file);
  const fail = (lineIndex, msg) => { throw new Error(`${file}:${lineIndex + 1}: ${msg}`); };
  if (lines[0].trim() !== 'type octile') fail(0, "the first line must be 'type octile'");
  const header = {};
  let i = 1;
  for (; i < lines.length && lines[i].trim() !== 'map'; ++i) {
    const line = lines[i].trim();
    if (line === '') continue;
    const m = /^(height|width)\s+([0-9]+)$/.exec(line);
    if (!m || header[m[1]] !== undefined) fail(i, `unexpected header line '${line}'`);
    header[m[1]] = Number(m[2]);
  }
  if (i === lines.length) fail(i - 1, "no 'map' line");
  const { width, height } = header;
  if (!(width > 0 && height > 0)) fail(i, 'the header must give width and height');
  const blocked = [];
  for (let y = 0; y < height; ++y) {
    const lineIndex = i + 1 + y;
    const row = lines[lineIndex];
    if (row === undefined) fail(lineIndex - 1, `the map ends after ${y} rows: its height is ${height}`);
    if (row.length !== width) fail(lineIndex, `map row ${y} has ${row.length} characters, not ${width}`);
    const cells = new Array(width);
    for (let x = 0; x < width; ++x) {
      const c = row[x];
      if (c === '.' || c === 'G') cells[x] = 0;
      else if ('@OTSW'.includes(c)) cells[x] = 1;
      else fail(lineIndex, `unknown terrain '${c}' at column ${x}`);
    }
    blocked.push(cells);
  }
  for (let j = i + 1 + height; j < lines.length; ++j) {
    if (lines[j].trim() !== '') fail(j, 'text after the last map row');
  }
  return { width, height, blocked };
}

// The problems of a .map.scen file, in file order, each checked against its map.
function readScenarios(file, mapFile, map) {
  const lines = readLines(file);
  if (!/^version\s+1(\.0)?$/.test(lines[0].trim())) {
    throw new Error(`${file}:1: the first line must be 'version 1'`);
  }
  const problems = [];
  for (let i = 1; i < lines.length; ++i) {
    const line = lines[i].trim();
    if (line === '') continue;
    const where = `${file}:${i + 1}`;
    const f = line.split(/[\t ]+/);
    if (f.length !== 9) throw new Error(`${where}: a problem has 9 fields, this line has ${f.length}`);
    const [, name, w, h, sx, sy, gx, gy, optimal] = f;
    const p = {
      line: i + 1,
      sx: Number(sx), sy: Number(sy), gx: Number(gx), gy: Number(gy), optimal: Number(optimal),
    };
    if (path.basename(name.replace(/\\/g, '/')) !== path.basename(mapFile)) {
      throw new Error(`${where}: the problem's map '${name}' is not ${path.basename(mapFile)}`);
    }
    if (Number(w) !== map.width || Number(h) !== map.height) {
      throw new Error(`${where}: the problem's map is ${w}x${h}, the map file ${map.width}x${map.height}`);
    }
    for (const [x, y, what] of [[p.sx, p.sy, 'start'], [p.gx, p.gy, 'goal']]) {
      if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= map.width || y >= map.height) {
        throw new Error(`${where}: ${what} ${x},${y} is outside the map`);
      }
      if (map.blocked[y][x]) throw new Error(`${where}: ${what} ${x},${y} is on a blocked cell`);
    }
    if (!Number.isFinite(p.optimal)) throw new Error(`${where}: bad optimal length '${optimal}'`);
    problems.push(p);
  }
  return problems;
}

// The length of a path returned by findPath, or a string saying why it is no valid path for
// the problem. The path is checked step by step (not trusted), since a wrong path could
// otherwise pass with the right length.
function pathLength(result, p, map) {
  if (result.length === 0) {
    // JumpPointFinderBase.findPath returns Util.expandPath(...), which gives [] for a one-node
    // path: JPS "finds no path" when the start is the goal.
    return p.sx === p.gx && p.sy === p.gy ? 'no path returned (start is the goal)' : 'no path returned';
  }
  // In 0.4.18 JPS already expands its jump points (JumpPointFinderBase.findPath), so each step
  // should be one cell; expanding again is a no-op then and keeps this right if a version
  // returns bare jump points (straight or diagonal segments, which expandPath fills exactly).
  const steps = result.length > 1 ? PF.Util.expandPath(result) : result;
  const [x0, y0] = steps[0];
  const [xn, yn] = steps[steps.length - 1];
  if (x0 !== p.sx || y0 !== p.sy) return `path starts at ${x0},${y0}`;
  if (xn !== p.gx || yn !== p.gy) return `path ends at ${xn},${yn}`;
  const open = (x, y) => x >= 0 && y >= 0 && x < map.width && y < map.height && !map.blocked[y][x];
  let straight = 0;
  let diagonal = 0;
  for (let i = 1; i < steps.length; ++i) {
    const [ax, ay] = steps[i - 1];
    const [bx, by] = steps[i];
    const dx = bx - ax;
    const dy = by - ay;
    if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || (dx === 0 && dy === 0)) {
      return `step ${i} from ${ax},${ay} to ${bx},${by} is not a move to a neighbour`;
    }
    if (!open(bx, by)) return `step ${i} enters blocked cell ${bx},${by}`;
    if (dx !== 0 && dy !== 0) {
      if (!open(ax + dx, ay) || !open(ax, ay + dy)) return `step ${i} cuts a corner at ${ax},${ay}`;
      ++diagonal;
    } else {
      ++straight;
    }
  }
  return straight + diagonal * Math.SQRT2;
}

function countClosed(grid) {
  let n = 0;
  for (const row of grid.nodes) for (const node of row) if (node.closed) ++n;
  return n;
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

// A map and the problems taken from its scenario file.
function loadMap(name, opts) {
  const mapFile = path.join(opts.dir, `${name}.map`);
  const map = readMap(mapFile);
  const all = readScenarios(`${mapFile}.scen`, mapFile, map);
  return { name, map, problems: all.filter((_, i) => i % opts.every === 0) };
}

function runMap({ name, map, problems }, opts) {
  // One grid per map; every search gets a fresh clone, since the finders leave g, f, opened,
  // closed and parent on the nodes they touch.
  const grid = new PF.Grid(map.width, map.height, map.blocked);
  const finders = FINDERS.map((f) => ({
    name: f.name, finder: f.make(), roundMs: [], roundCpuMs: [], bad: new Map(), closed: 0,
  }));

  for (let round = 0; round < opts.rounds; ++round) {
    // The finders take turns going first, so neither always runs on a colder JIT or heap.
    const order = finders.map((_, i) => finders[(i + round) % finders.length]);
    for (const f of order) {
      let ns = 0n;
      let cpuUs = 0;
      for (const p of problems) {
        const g = grid.clone(); // not timed
        // CPU time beside wall time: on a busy machine wall time grows, CPU time much less.
        const c0 = process.cpuUsage();
        const t0 = process.hrtime.bigint();
        const result = f.finder.findPath(p.sx, p.sy, p.gx, p.gy, g);
        ns += process.hrtime.bigint() - t0;
        const c = process.cpuUsage(c0);
        cpuUs += c.user + c.system;
        // The nodes the search closed (A*: cells expanded; JPS: jump points), after the timing:
        // set beside mazelab's expansions, they tell whether a gap is work or speed.
        if (round === 0) f.closed += countClosed(g);
        // Checked every round: a search is deterministic, but this costs little beside it.
        const length = pathLength(result, p, map);
        if (typeof length === 'string' || Math.abs(length - p.optimal) > TOLERANCE) {
          f.bad.set(p.line, typeof length === 'string'
            ? length
            : `length ${length.toFixed(8)}, optimal ${p.optimal.toFixed(8)}`);
        }
      }
      f.roundMs.push(Number(ns) / 1e6);
      f.roundCpuMs.push(cpuUs / 1e3);
    }
  }

  return finders.map((f) => {
    for (const [line, why] of f.bad) {
      console.error(`not optimal: ${name} ${f.name}, scenario line ${line}: ${why}`);
    }
    return {
      map: name,
      finder: f.name,
      problems: problems.length,
      optimal: problems.length - f.bad.size,
      msPerProblem: median(f.roundMs) / problems.length,
      cpuMsPerProblem: median(f.roundCpuMs) / problems.length,
      closedPerProblem: f.closed / problems.length,
      roundsMs: f.roundMs,
    };
  });
}

function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`run.js: ${e.message}\n\n${USAGE}`);
    return 2;
  }

  // Every file is read and checked before any timing, so a bad name fails at once.
  let loaded;
  try {
    loaded = opts.maps.map((name) => loadMap(name, opts));
  } catch (e) {
    console.error(`run.js: ${e.message}`);
    return 2;
  }

  console.log(`PathFinding.js ${PF_VERSION} on Node ${process.version} (${process.platform} ${process.arch})`);
  console.log(`maps from ${opts.dir}: problems 0, ${opts.every}, ${2 * opts.every}, ... of each scenario file`);
  console.log('diagonal moves only when both straight neighbours are passable (OnlyWhenNoObstacles), octile heuristic');
  console.log('time: findPath alone, the grid.clone() before each search excluded;');
  console.log(`      ms/problem = wall time (process.hrtime), median over ${opts.rounds} round(s) of the total, / problems;`);
  console.log('      cpu ms = the process\'s CPU time (process.cpuUsage) during the same searches, likewise');
  // Wall time counts whatever else the machine runs, so the load goes with the figures.
  console.log(`load average at start: ${loadAverage()} (${os.cpus().length} cores)`);
  console.log('');

  const rows = [];
  const header = ['map', 'finder', 'problems', 'optimal', 'ms/problem', 'cpu ms', 'closed', 'rounds (total wall ms)'];
  console.log(formatRow(header));
  for (const m of loaded) {
    for (const r of runMap(m, opts)) {
      rows.push(r);
      console.log(formatRow([r.map, r.finder, r.problems, r.optimal, r.msPerProblem.toFixed(2),
        r.cpuMsPerProblem.toFixed(2), r.closedPerProblem.toFixed(0),
        r.roundsMs.map((ms) => ms.toFixed(ms < 100 ? 1 : 0)).join(' ')]));
    }
  }

  console.log(`load average at end: ${loadAverage()}`);

  if (opts.csv) {
    const csv = ['map,finder,problems,optimal,ms_per_problem']
      .concat(rows.map((r) => [r.map, r.finder, r.problems, r.optimal, r.msPerProblem.toFixed(4)].join(',')));
    fs.writeFileSync(opts.csv, csv.join('\n') + '\n');
    console.log(`\nwrote ${opts.csv}`);
  }

  const notOptimal = rows.reduce((n, r) => n + r.problems - r.optimal, 0);
  if (notOptimal > 0) {
    console.log(`\n${notOptimal} problem(s) not solved optimally (listed on stderr)`);
    return 1;
  }
  console.log('\nevery path found is optimal');
  return 0;
}

function loadAverage() {
  return os.loadavg().map((l) => l.toFixed(2)).join(' ');
}

function formatRow(cells) {
  const widths = [16, 7, 9, 8, 11, 7, 8, 0];
  return cells.map((c, i) => {
    const s = String(c);
    return i < 2 || i === cells.length - 1 ? s.padEnd(widths[i]) : s.padStart(widths[i]);
  }).join('  ').trimEnd();
}

if (require.main === module) {
  process.exitCode = main();
} else {
  module.exports = { readMap, readScenarios, pathLength };
}
