/*
 * npm run bench:compare -- <git-ref>: the cost of a change, as a ratio between
 * two builds timed side by side. It builds <git-ref> (git archive into a
 * temporary folder, every module of src/ transpiled with that tree's own
 * tsconfig.json, generated/ as it is, its dependencies from this checkout's
 * node_modules) and the working tree the same way, then times the same rows
 * (bench/harness.ts) of both: for each row, one child process per build,
 * warmed up, then rounds alternating between the two children (which one goes
 * first alternates too), each round timing the row and the character-scan
 * floor on the same slice in short blocks, one after the other. Per round:
 * (now / floor) / (then / floor), so that load which changes between the two
 * children's rounds cancels; printed as the median
 * over rounds with the range.
 *
 *   npm run bench:compare -- main                        the working tree against main
 *   npm run bench:compare -- 66f244c --now d521d96       one commit against another
 *   npm run bench:compare -- HEAD~1 --only isValid,extract --rounds 21
 *
 * npm run bench:guard (bench/guard.ts) uses the same machinery.
 */
import { ChildProcess, execFileSync, fork } from 'child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'fs';
import * as os from 'os';
import { join } from 'path';
import * as ts from 'typescript';
import { corpusHash, DEFAULT_SEED, DEFAULT_SIZE, generateCorpus } from './corpus';
import { CLI_ROWS, cliRow, lineChunks } from './cli-rows';
import { checksum, Dataset, FLOOR, floorPass, median, pass, passesFor, round, UrnkitApi, urnkitRows, warmUp } from './harness';

const ROOT = join(__dirname, '..');
/**
 * A round is BLOCKS blocks of the row, each followed (or preceded) by a block
 * of the floor, each block at least BLOCK_MS: row and floor share what load
 * there was in the round, in slices short enough to change little between them.
 */
const BLOCKS = 4;
const BLOCK_MS = 10;
/** CPU ms of warm-up of each row (and a quarter of it for the floor) in each child. */
const WARM_MS = 400;
/** Characters of prose for the extract row: about 5,000 URNs. */
const PROSE_CHARS = 1_000_000;
/** Every build folder's name starts so: ts-node (in the children) leaves their JavaScript alone. */
const BUILD_PREFIX = 'urnkit-compare-';

/** The rows the guard and a plain bench:compare time, by id of bench/harness.ts; `name` is what the issue and the docs call them. */
export const ROWS: readonly { id: string; name: string }[] = [
  { id: 'tryParse-valid', name: 'parse, valid URNs' },
  { id: 'isValid', name: 'isValid' },
  { id: 'tryParse-invalid', name: 'tryParse invalid, offset read' },
  { id: 'tryParse-invalid-full', name: 'tryParse invalid, every field read' },
  { id: 'isValid-ns', name: 'isValid with namespaces' },
  { id: 'extract', name: 'extractUrns, dense prose' },
];

/** A compiled tree: `dir`/src/index.js is its urnkit. */
export interface Build {
  label: string;
  dir: string;
}

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 }).trim();
}

/** Transpiles every .ts file under `dir`/src in place (one module at a time, as ts-node -T and isolatedModules do), with `dir`'s tsconfig.json. */
function transpileTree(dir: string): void {
  const config = ts.readConfigFile(join(dir, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, dir);
  const compilerOptions: ts.CompilerOptions = { ...options, module: ts.ModuleKind.CommonJS, noEmit: false, declaration: false, sourceMap: false, outDir: undefined, rootDir: undefined };
  const walk = (folder: string): void => {
    for (const e of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, e.name);
      if (e.isDirectory()) walk(file);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) {
        const out = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions, fileName: file });
        writeFileSync(file.replace(/\.ts$/, '.js'), out.outputText);
      }
    }
  };
  walk(join(dir, 'src'));
}

/** The files a build needs, as the tree has them. */
const TREE = ['src', 'generated', 'package.json', 'tsconfig.json'];


/**
 * A commit's build, kept in the temporary folder under its commit id (built
 * again only if a build was cut short), so that repeated runs against the same
 * commit (the guard's baseline) skip it.
 */
export function buildCommit(repo: string, ref: string): Build {
  const commit = git(repo, ['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = join(os.tmpdir(), `${BUILD_PREFIX}${commit}`);
  const label = `${ref === commit ? commit.slice(0, 10) : `${ref} (${commit.slice(0, 10)})`}`;
  if (existsSync(join(dir, '.complete'))) return { label, dir };
  const part = mkdtempSync(join(os.tmpdir(), `${BUILD_PREFIX}part-`));
  const tar = execFileSync('git', ['-C', repo, 'archive', '--format=tar', commit, ...TREE], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', part], { input: tar });
  transpileTree(part);
  writeFileSync(join(part, '.complete'), `${commit}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(part, dir);
  return { label, dir };
}

/** The working tree's build (a fresh one each run: the tree may have changed); removed by `dispose`. */
export function buildWorkingTree(): Build {
  const dir = mkdtempSync(join(os.tmpdir(), `${BUILD_PREFIX}tree-`));
  for (const f of TREE) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
  transpileTree(dir);
  return { label: 'working tree', dir };
}

export function dispose(build: Build): void {
  if (/tree-[^/]*$/.test(build.dir)) rmSync(build.dir, { recursive: true, force: true });
}

/**
 * The inputs of every row, written once for all children: the benchmark corpus
 * split by the working tree's verdict (as npm run bench splits it), and prose.
 */
export function writeInputs(size: number): { file: string; hash: string; invalid: number } {
  // Required here, not imported: a child loads only the build it times.
  const { isValid } = require(join(ROOT, 'src')) as UrnkitApi;
  const { prose } = require('./extract') as typeof import('./extract');
  const corpus = generateCorpus(DEFAULT_SEED, size);
  const data: Record<Exclude<Dataset, 'sample'>, string[]> = { all: corpus.urns, valid: [], invalid: [], text: [prose(PROSE_CHARS)], 'valid-lines': [], 'invalid-lines': [] };
  for (const s of corpus.urns) (isValid(s) ? data.valid : data.invalid).push(s);
  data['valid-lines'] = lineChunks(data.valid);
  data['invalid-lines'] = lineChunks(data.invalid);
  const file = join(mkdtempSync(join(os.tmpdir(), `${BUILD_PREFIX}inputs-`)), 'inputs.json');
  writeFileSync(file, JSON.stringify(data));
  return { file, hash: corpusHash(corpus.urns), invalid: data.invalid.length };
}

export const removeInputs = (file: string): void => rmSync(join(file, '..'), { recursive: true, force: true });

/** One round's times, in CPU ns per input: the row's and the floor's. */
interface Times {
  t: number;
  f: number;
}

interface ChildArgs {
  dir: string;
  id: string;
  inputs: string;
}

/** In a child: loads one build, warms one row up, then answers each round message with its times. */
function child(args: ChildArgs): void {
  const data = JSON.parse(readFileSync(args.inputs, 'utf8')) as Record<Dataset, string[]>;
  const api = require(join(args.dir, 'src', 'index.js')) as UrnkitApi;
  const c = urnkitRows(api).find((r) => r.id === args.id) ?? cliRow(args.dir, args.id);
  if (!c) throw new Error(`no row ${args.id}; expected one of ${[...urnkitRows(api).map((r) => r.id), ...CLI_ROWS].join(', ')}`);
  const input = data[c.dataset];
  const run = (): number => pass(c, input);
  const runFloor = (): number => floorPass(FLOOR, input);
  // Warmed in CPU time, and one round more, untimed: the rounds must not pay for the JIT's work.
  const passes = passesFor(warmUp(run, 3, WARM_MS, true, 500), BLOCK_MS);
  const floorPasses = passesFor(warmUp(runFloor, 3, WARM_MS / 4, true, 500), BLOCK_MS);
  for (let b = 0; b < BLOCKS; b += 1) round(run, passes, input.length);
  const send = (m: unknown): void => void (process.send as (m: unknown) => boolean)(m);
  process.on('message', (m: { floorFirst: boolean } | 'stop') => {
    if (m === 'stop') {
      send({ checksum: checksum() });
      process.disconnect();
      return;
    }
    let t = 0;
    let f = 0;
    for (let b = 0; b < BLOCKS; b += 1) {
      if (m.floorFirst) f += round(runFloor, floorPasses, input.length)[0];
      t += round(run, passes, input.length)[0];
      if (!m.floorFirst) f += round(runFloor, floorPasses, input.length)[0];
    }
    send({ t, f } satisfies Times);
  });
  send('ready');
}

/** A child process of one build for one row, and a way to ask it for the next message. */
class Runner {
  private readonly proc: ChildProcess;
  private readonly queue: unknown[] = [];
  private waiting?: (m: unknown) => void;
  private failed?: Error;

  constructor(build: Build, id: string, inputs: string) {
    const args: ChildArgs = { dir: build.dir, id, inputs };
    this.proc = fork(__filename, ['--child', JSON.stringify(args)], {
      cwd: ROOT,
      execArgv: ['--expose-gc', '-r', 'ts-node/register/transpile-only'],
      // A build finds its dependencies in this checkout's node_modules (NODE_PATH, not a link in the
      // build's folder: a kept build outlives the checkout that made it, such as CI's temporary copy).
      env: { ...process.env, NODE_PATH: join(ROOT, 'node_modules'), TS_NODE_IGNORE: `(?:^|/)node_modules/,${BUILD_PREFIX}` },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.proc.on('message', (m) => this.deliver(m));
    this.proc.on('exit', (code) => {
      if (code) {
        this.failed = new Error(`bench:compare child (${build.label}, ${id}) exited with ${code}`);
        this.deliver(undefined);
      }
    });
  }

  private deliver(m: unknown): void {
    const w = this.waiting;
    if (w) {
      this.waiting = undefined;
      w(m);
    } else this.queue.push(m);
  }

  async next(): Promise<unknown> {
    const m = this.queue.length ? this.queue.shift() : await new Promise((resolve) => (this.waiting = resolve));
    if (this.failed) throw this.failed;
    return m;
  }

  async ask(floorFirst: boolean): Promise<Times> {
    this.proc.send({ floorFirst });
    return (await this.next()) as Times;
  }

  async stop(): Promise<void> {
    this.proc.send('stop');
    await this.next();
    await new Promise((resolve) => (this.proc.exitCode === null ? this.proc.once('exit', resolve) : resolve(undefined)));
  }

  kill(): void {
    if (this.proc.exitCode === null) this.proc.kill();
  }
}

/** A row's rounds: each build's time over the floor, and their ratio, now / then. */
export interface RowResult {
  id: string;
  now: number[];
  then: number[];
  ratios: number[];
}

/** Times row `id` of both builds in `rounds` alternating rounds, each build in a child of its own. */
export async function compareRow(id: string, now: Build, then: Build, inputs: string, rounds: number): Promise<RowResult> {
  const runners: Runner[] = [];
  try {
    // Started and warmed one after the other: a warm-up never shares the processor with the other's.
    for (const b of [now, then]) {
      const r = new Runner(b, id, inputs);
      runners.push(r);
      if ((await r.next()) !== 'ready') throw new Error(`bench:compare child (${b.label}, ${id}) did not start`);
    }
    const result: RowResult = { id, now: [], then: [], ratios: [] };
    for (let i = 0; i < rounds; i += 1) {
      // Which build goes first alternates each round, and whether the floor goes before the row every two.
      const floorFirst = i % 4 >= 2;
      const order = i % 2 ? [1, 0] : [0, 1];
      const times: Times[] = [];
      for (const k of order) times[k] = await runners[k].ask(floorFirst);
      const [n, t] = times.map((x) => x.t / x.f);
      result.now.push(n);
      result.then.push(t);
      result.ratios.push(n / t);
    }
    for (const r of runners) await r.stop();
    return result;
  } finally {
    for (const r of runners) r.kill();
  }
}

export const fmt = (x: number): string => x.toFixed(2);
export const loadAverage = (): string => os.loadavg().map(fmt).join(' ');

/** A markdown table of rows: each build's x floor and now / then, median over rounds and range. */
export function table(results: readonly RowResult[], now: Build, then: Build): string[] {
  const out = [`| row | rounds | ${now.label}, x floor | ${then.label}, x floor | now / then, median | min-max |`, '| --- | ---: | ---: | ---: | ---: | ---: |'];
  for (const r of results) {
    const name = ROWS.find((x) => x.id === r.id)?.name ?? r.id;
    out.push(`| ${name} (${r.id}) | ${r.ratios.length} | ${fmt(median(r.now))} | ${fmt(median(r.then))} | **${fmt(median(r.ratios))}** | ${fmt(Math.min(...r.ratios))}-${fmt(Math.max(...r.ratios))} |`);
  }
  return out;
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The git checkout refs are read from: --repo, or the one around this file. */
export const repoOf = (): string => argValue('--repo') ?? ROOT;

async function main(): Promise<void> {
  const flags = new Set(['--now', '--only', '--rounds', '--size', '--repo']);
  const ref = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !flags.has(all[i - 1]));
  if (!ref) throw new Error('usage: npm run bench:compare -- <git-ref> [--now <git-ref>] [--only id,id] [--rounds n] [--size n] [--repo dir]');
  const rounds = Number(argValue('--rounds') ?? 15);
  const size = Number(argValue('--size') ?? DEFAULT_SIZE);
  const ids = argValue('--only')?.split(',') ?? ROWS.map((r) => r.id);
  const repo = repoOf();
  const started = Date.now();
  const load = loadAverage();
  const nowRef = argValue('--now');
  const now = nowRef ? buildCommit(repo, nowRef) : buildWorkingTree();
  const then = buildCommit(repo, ref);
  const inputs = writeInputs(size);
  const results: RowResult[] = [];
  try {
    for (const id of ids) {
      const r = await compareRow(id, now, then, inputs.file, rounds);
      results.push(r);
      process.stderr.write(`  ${id.padEnd(22)} now / then ${fmt(median(r.ratios))} (${fmt(Math.min(...r.ratios))}-${fmt(Math.max(...r.ratios))})\n`);
    }
  } finally {
    dispose(now);
    removeInputs(inputs.file);
  }
  console.log(
    [
      `bench:compare: ${now.label} (now) against ${then.label} (then)`,
      `- Node ${process.version}, ${os.cpus().length} cores, load average ${load} at the start, ${loadAverage()} at the end, ${Math.round((Date.now() - started) / 1000)} s`,
      `- corpus: bench/corpus.ts, ${size.toLocaleString('en-US')} URNs (FNV-1a ${inputs.hash}, ${inputs.invalid.toLocaleString('en-US')} invalid), and ${PROSE_CHARS.toLocaleString('en-US')} characters of bench/extract.ts's prose`,
      `- ${rounds} rounds per row, alternating between one child per build; x floor: CPU time over the scan floor's in the same round; below 1: now is faster`,
      '',
      ...table(results, now, then),
    ].join('\n'),
  );
}

if (process.argv[2] === '--child') child(JSON.parse(process.argv[3]) as ChildArgs);
else if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
