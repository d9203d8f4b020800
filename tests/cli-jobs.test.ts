/*
 * --jobs: validate and diff on worker threads give exactly the output of one
 * thread, in input order (--jobs 2: the main thread and one worker); a line from a slow input is answered at once; a bad
 * value is a usage error.
 */
import { spawn } from 'child_process';
import { join } from 'path';
import { prng } from '../src/prng';
import { mutant } from '../scripts/lib/fuzz';
import { vectors } from './support/vectors';
import { CLI_CHILD } from './support/child';
import { cli } from './support/cli';
import { CORES, threadsFor, threadsStarted } from '../src/cli/parallel';

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

  test('a bad --jobs is a usage error', async () => {
    for (const value of ['0', '-1', '1.5', 'many']) {
      const r = await cli(['validate', 'urn:ab:c', '--jobs', value]);
      expect([value, r.code]).toEqual([value, 2]);
      expect(r.stderr).toContain('a whole number from 1 to 256');
    }
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
