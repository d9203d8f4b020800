/*
 * --jobs: validate and diff on worker threads give exactly the output of one
 * thread, in input order (--jobs 2: the main thread and one worker); a line from a slow input is answered at once; a bad
 * value is a usage error; a worker that stops (exits, runs out of memory) leaves its lines to the main thread, and the
 * output is still that of one thread, with one line of note.
 */
import { spawn } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { prng } from '../src/prng';
import { mutant } from '../scripts/lib/fuzz';
import { vectors } from './support/vectors';
import { CLI_CHILD } from './support/child';
import { cli } from './support/cli';
import { CORES, LIVENESS, threadsFor, threadsStarted, WORKER_LIMITS } from '../src/cli/parallel';

const ROOT = join(__dirname, '..');

/** 40,000 lines (five chunks): the public vectors and seeded mutants, blank lines and a BOM among them. */
function corpus(): string {
  const random = prng(13);
  const lines = vectors().map((v) => v.input).filter((s) => !/[\r\n]/.test(s));
  while (lines.length < 40_000) lines.push(random() < 0.01 ? '' : mutant(random).replace(/[\r\n]/g, ''));
  return `\ufeff${lines.join('\n')}\n`;
}

const idle = CORES.idle;
// Cores counted free whatever the machine's load, so that --jobs 2 starts its worker (threadsFor is tested below).
beforeAll(() => (CORES.idle = () => Infinity));
afterAll(() => (CORES.idle = idle));

test('--jobs N works with N threads, the main one among them, and with no worker beyond the cores that are free besides the main thread\'s', () => {
  const cases: [jobs: number, idleCores: number, threads: number][] = [
    [1, 8, 1],
    [2, 2, 2],
    // One free core is the main thread's: a worker there would only add its own costs.
    [2, 1, 1],
    [2, 1.6, 2],
    [2, 0.4, 1],
    [2, -3, 1],
    [4, 3.6, 4],
    [4, 2.6, 3],
    [4, 1.5, 2],
    [8, 2, 2],
  ];
  try {
    for (const [jobs, idleCores, threads] of cases) {
      CORES.idle = () => idleCores;
      expect([jobs, idleCores, threadsFor(jobs)]).toEqual([jobs, idleCores, threads]);
    }
  } finally {
    CORES.idle = () => Infinity;
  }
});

describe('urnkit validate --jobs', () => {
  const input = corpus();

  test.each([['--json'], ['--strict'], ['--namespaces']])('2 threads print what 1 thread prints, in input order (%s)', async (flag) => {
    const before = threadsStarted();
    const one = await cli(['validate', flag, '--jobs', '1'], input);
    expect(threadsStarted()).toBe(before);
    const two = await cli(['validate', flag, '--jobs', '2'], input);
    expect(threadsStarted()).toBe(before + 1);
    expect(two).toEqual(one);
    // One result per non-blank line, in input order.
    const lines = input.slice(1).split('\n').slice(0, -1).filter((l) => l.trim() !== '');
    const results = one.stdout.split('\n').slice(0, -1);
    expect(results.length).toBe(lines.length);
    if (flag === '--json') expect(results.map((r) => JSON.parse(r).input)).toEqual(lines);
  });

  test('--jobs takes decimal digits without sign, space or leading zero, from 1 to 256; anything else is the same one-line usage error', async () => {
    const line = (value: string): string => `urnkit validate: option '-j, --jobs <n>' argument '${value}' is invalid. a whole number from 1 to 256\n`;
    const bad: [string, string][] = [
      ['0', '0'],
      ['257', '257'],
      ['-1', '-1'],
      ['1.5', '1.5'],
      ['many', 'many'],
      ['0x10', '0x10'],
      ['1e2', '1e2'],
      ['0b11', '0b11'],
      ['0o7', '0o7'],
      [' 4', ' 4'],
      ['4 ', '4 '],
      ['+4', '+4'],
      ['04', '04'],
      ['', ''],
      ['4.0', '4.0'],
      ['1_0', '1_0'],
      ['Infinity', 'Infinity'],
      ['99999999999999999999', '99999999999999999999'],
      // Shown escaped, so that the error stays one line and writes no control sequence.
      ['\uff14', '\\uff14'],
      ['4\n', '4\\u000a'],
      ['\u001b[2J4', '\\u001b[2J4'],
    ];
    for (const [value, shown] of bad) {
      const r = await cli(['validate', 'urn:ab:c', '--jobs', value]);
      expect([value, r.code, r.stdout, r.stderr]).toEqual([value, 2, '', line(shown)]);
    }
    for (const value of ['1', '2', '10', '256']) expect((await cli(['validate', 'urn:abc:c', '--jobs', value])).code).toBe(0);
    // The example of docs/cli.md.
    expect(readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8')).toContain(`$ urnkit validate --jobs 0x10 urn:abc:c\n${line('0x10')}`);
  });
});

test('urnkit diff --jobs 2 reports what --jobs 1 reports', async () => {
  const input = corpus();
  for (const format of ['json', 'table']) {
    const one = await cli(['diff', '--from', 'rfc2141', '--to', 'rfc8141', '--format', format, '--jobs', '1'], input);
    const before = threadsStarted();
    const two = await cli(['diff', '--from', 'rfc2141', '--to', 'rfc8141', '--format', format, '--jobs', '2'], input);
    expect(threadsStarted()).toBe(before + 1);
    expect(two).toEqual(one);
  }
  const d = JSON.parse((await cli(['diff', '--from', 'rfc2141', '--to', 'rfc8141', '--format', 'json', '--jobs', '2'], input)).stdout);
  // Blank lines are skipped, as validate skips them.
  const lines = input.split('\n').slice(0, -1);
  expect(d.total).toBe(lines.filter((l) => l.trim() !== '').length);
});

test('a line written to a waiting validate is answered before the input ends', async () => {
  const child = spawn(process.execPath, [...CLI_CHILD, 'validate', '--jobs', '2'], { cwd: ROOT });
  let out = '';
  const answered = new Promise<void>((resolve) => child.stdout.on('data', (b: Buffer) => ((out += b.toString()), out.includes('\n') && resolve())));
  child.stdin.write('urn:abc:c\n');
  await answered;
  expect(out).toBe('valid\t"urn:abc:c"\n');
  child.stdin.end('urn:a:b\n');
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code).toBe(1);
  expect(out.split('\n')[1]).toMatch(/^invalid\t"urn:a:b"/);
});

describe('a worker thread that stops while the command runs', () => {
  const input = corpus();
  let dir = '';
  const saved = { ...LIVENESS };
  const limits = { ...WORKER_LIMITS };
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'urnkit-worker-'))));
  afterEach(() => {
    Object.assign(LIVENESS, saved);
    delete LIVENESS.script;
    for (const key of Object.keys(WORKER_LIMITS)) delete WORKER_LIMITS[key as keyof typeof WORKER_LIMITS];
    Object.assign(WORKER_LIMITS, limits);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The worker module itself, made to exit with `code` when its chunk number `at` (1 first) arrives, before it reads it. */
  function exitingWorker(at: number, code: number): string {
    const file = join(dir, `exit-${at}-${code}.js`);
    writeFileSync(file, `let n = 0;\nrequire('worker_threads').parentPort.on('message', () => { n += 1; if (n === ${at}) process.exit(${code}); });\nrequire(${JSON.stringify(join(ROOT, 'src', 'cli', 'worker.ts'))});\n`);
    return file;
  }

  test.each([
    ['validate', 2, 2, 3],
    ['validate', 1, 2, 1],
    ['validate --json', 3, 3, 0],
    ['diff --from rfc2141 --to rfc8141 --format json', 2, 2, 7],
  ])('%s: the worker exits at its chunk %d (--jobs %d, exit code %d): the output is --jobs 1\'s, with one line of note', async (command, at, jobs, code) => {
    const args = command.split(' ');
    const one = await cli([...args, '--jobs', '1'], input);
    LIVENESS.script = exitingWorker(at, code);
    const before = threadsStarted();
    const many = await cli([...args, '--jobs', String(jobs)], input);
    expect(threadsStarted()).toBe(before + jobs - 1);
    expect(many.stdout).toBe(one.stdout);
    expect(many.code).toBe(one.code);
    const note = `urnkit ${args[0]}: a worker thread exited with code ${code}; the main thread did its lines\n`;
    // Each worker that stopped says so once; --jobs 3's other worker goes on with its share.
    expect(many.stderr.split(note).join('')).toBe(one.stderr);
    expect(many.stderr.split(note).length - 1).toBe(jobs - 1);
  });

  test('a worker out of memory (its heap limit, forced low): the main thread does its lines, the output is --jobs 1\'s', async () => {
    const one = await cli(['validate', '--namespaces'], input);
    WORKER_LIMITS.maxOldGenerationSizeMb = 4;
    WORKER_LIMITS.maxYoungGenerationSizeMb = 1;
    const two = await cli(['validate', '--namespaces', '--jobs', '2'], input);
    expect(two.stdout).toBe(one.stdout);
    expect(two.code).toBe(one.code);
    const note = 'urnkit validate: a worker thread ran out of memory (its heap limit); the main thread did its lines\n';
    expect(two.stderr).toBe(`${note}${one.stderr}`);
    // The line docs/cli.md shows.
    expect(readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8')).toContain(note);
  });
});
