/*
 * docs/mutation.md from StrykerJS's report (reports/mutation/mutation.json, the mutation-testing-report
 * schema), the equivalent mutants explained in reports/mutation/equivalent.json and the runs logged in
 * reports/mutation/runs.jsonl. Written by `npm run mutation` after each run and by `npm run mutation:report`.
 */
import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { writeOrCheck } from './generated-doc';
import { drawnIn, type FolderDraw, nestedIn, sampleCounts } from './mutation-sampled';

const ROOT = join(__dirname, '..', '..');
const DIR = join(ROOT, 'reports', 'mutation');

type Status = 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'Ignored' | 'CompileError' | 'RuntimeError' | 'Pending';

interface Position {
  line: number;
  column: number;
}

interface MutantResult {
  mutatorName: string;
  replacement?: string;
  location: { start: Position; end: Position };
  status: Status;
  static?: boolean;
}

interface Report {
  files: Record<string, { source: string; mutants: MutantResult[] }>;
}

/** A mutant no input tells apart from the code, with the reason. `line` is where it was when listed. */
interface Equivalent {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  reason: string;
}

/** The entry of `equivalents` that explains the mutant at `line` of `file` (matched by mutator and replacement), if any. */
const explanationOf = (equivalents: readonly Equivalent[], file: string, line: number, mutator: string, replacement: string): Equivalent | undefined =>
  equivalents.find((e) => e.file === file && e.line === line && e.mutator === mutator && e.replacement === replacement);

interface Run {
  started: string;
  commit: string;
  args: string[];
  seconds: number;
  load: [number, number];
  mutants?: number;
  reused?: number;
  tests?: number;
  initialSeconds?: number;
  exit?: number | null;
  /** Per-mutant seconds measured from each mutant's start (scripts/lib/mutation-timing.ts), in runs since it was added. */
  medianSeconds?: number;
  p90Seconds?: number;
  timed?: number;
}

/** The folders whose every surviving mutant is killed by a test or explained as equivalent (issue 44's item 5). */
export const EXPLAINED_FOLDERS = [
  'parsing', 'profiles', 'encoding', 'equivalence', 'extract', 'hints', 'namespaces', 'conformance', 'history', 'compile', 'patterns', 'sql', 'cli',
];

const COLUMNS: Status[] = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError', 'RuntimeError', 'Pending'];

type Counts = Record<Status, number>;

const zero = (): Counts => Object.fromEntries(COLUMNS.map((s) => [s, 0])) as Counts;

/** Killed and timed out over every valid mutant (Stryker's mutation score); undefined without valid mutants. */
function score(c: Counts): number | undefined {
  const valid = c.Killed + c.Timeout + c.Survived + c.NoCoverage;
  return valid === 0 ? undefined : (100 * (c.Killed + c.Timeout)) / valid;
}

const percent = (n: number | undefined): string => (n === undefined ? '-' : `${(Math.floor(n * 100) / 100).toFixed(2)}%`);

/** "src/parsing" for src/parsing/run.ts, "src/cli" for src/cli/commands/x.ts, "src (top level)" for src/parse.ts. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]} (top level)`;
}

/** The source text a mutant replaces (its first line, shortened). */
function original(source: string, m: MutantResult): string {
  const lines = source.split('\n');
  const { start, end } = m.location;
  const text = start.line === end.line ? lines[start.line - 1].slice(start.column - 1, end.column - 1) : `${lines[start.line - 1].slice(start.column - 1)} ...`;
  return shorten(text);
}

const shorten = (s: string): string => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
};

/** Text in a Markdown table cell, in backticks. */
const cell = (s: string): string => `\`${s.replace(/\|/g, '\\|').replace(/`/g, "'")}\``;

function readJsonLines<T>(path: string): T[] {
  return existsSync(path)
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as T)
    : [];
}

function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return h ? `${h} h ${m} min` : `${m} min`;
}

/** How many TypeScript files each folder of src/ holds, the folders named as folderOf names them. */
function sourceFolders(): Map<string, number> {
  return new Map([...sourcesByFolder()].map(([folder, files]) => [folder, files.length]));
}

/** src/'s TypeScript files (what stryker.config.json mutates), grouped by folder as folderOf names them. */
export function sourcesByFolder(): Map<string, string[]> {
  const files = readdirSync(join(ROOT, 'src'), { recursive: true })
    .map((f) => `src/${String(f).split('\\').join('/')}`)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort();
  const byFolder = new Map<string, string[]>();
  for (const f of files) byFolder.set(folderOf(f), [...(byFolder.get(folderOf(f)) ?? []), f]);
  return byFolder;
}

/** Seconds per mutant run: the run's time less its initial test run, over the mutants it ran (not reused). */
function perMutant(r: Run): string {
  const ran = (r.mutants ?? 0) - (r.reused ?? 0);
  return r.initialSeconds === undefined || ran <= 0 ? '-' : `${((r.seconds - r.initialSeconds) / ran).toFixed(1)} s`;
}

/** The sampled folders' table: each folder's drawn mutants by status, the score over them and its 95% Wilson interval. */
function sampledTable(report: Report, samples: Readonly<Record<string, FolderDraw>>, changed: ReadonlyMap<string, readonly string[]>, equivalents: readonly Equivalent[]): string[] {
  const folders = Object.keys(samples).sort();
  if (!folders.length) return ['None sampled yet.'];
  const rows = folders.map((f) => {
    const d = samples[f];
    const c = sampleCounts(d, report.files, (file, line, mutator, replacement) => explanationOf(equivalents, file, line, mutator, replacement) !== undefined);
    const interval = c.interval ? `${percent(100 * c.interval[0])} - ${percent(100 * c.interval[1])}` : '-';
    return `| ${changed.has(f) ? `${f} (changed since the run)` : f} | ${d.mutants} | ${c.drawn} | ${c.killed} | ${c.timedOut} | ${c.survived} | ${c.noCoverage} | ${c.equivalent} | ${c.other} | ${percent(c.score === undefined ? undefined : 100 * c.score)} | ${interval} | ${d.full ? 'run in full' : 'sample'} | ${d.seed} |`;
  });
  return ['| folder | mutants | drawn | killed | timed out | survived | no coverage | equivalent | not scored | score | 95% interval | run | seed |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |', ...rows];
}

export function mutationDoc(
  report: Report,
  equivalents: readonly Equivalent[],
  runs: readonly Run[],
  allFolders: ReadonlyMap<string, number>,
  samples: Readonly<Record<string, FolderDraw>> = {},
  changed: ReadonlyMap<string, readonly string[]> = new Map(),
): string {
  const byFolder = new Map<string, Counts>();
  const total = zero();
  const unexplained: string[] = [];
  const matched = new Set<Equivalent>();
  const explainedRows: string[] = [];
  const drawn = drawnIn(samples);
  const nested = nestedIn(samples);
  for (const file of Object.keys(report.files).sort()) {
    const { source, mutants } = report.files[file];
    const folder = folderOf(file);
    const counts = byFolder.get(folder) ?? zero();
    byFolder.set(folder, counts);
    const sorted = [...mutants].sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
    for (const m of sorted) {
      counts[m.status] += 1;
      total[m.status] += 1;
      if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
      const replacement = m.replacement ?? m.mutatorName;
      const entry = explanationOf(equivalents, file, m.location.start.line, m.mutatorName, replacement);
      const where = `${file}:${m.location.start.line}:${m.location.start.column}`;
      const what = `${m.mutatorName}: ${cell(original(source, m))} -> ${cell(shorten(replacement))}`;
      if (entry) {
        matched.add(entry);
        explainedRows.push(`| ${where} | ${what} | ${m.status === 'Survived' ? 'survived' : 'no coverage'} | ${entry.reason} |`);
      } else if (EXPLAINED_FOLDERS.some((f) => folder === `src/${f}`)) {
        const sampled = !Object.hasOwn(samples, folder) ? '-' : drawn(file, m) ? 'drawn' : nested(file, m) ? 'nested in a drawn one' : 'not in the draw: an earlier run\'s result';
        unexplained.push(`| ${where} | ${what} | ${m.status === 'Survived' ? 'survived' : 'no coverage'} | ${sampled} |`);
      }
    }
  }
  const stale = equivalents.filter((e) => !matched.has(e));
  const row = (name: string, c: Counts): string =>
    `| ${name} | ${COLUMNS.reduce((n, s) => n + c[s], 0)} | ${c.Killed} | ${c.Timeout} | ${c.Survived} | ${c.NoCoverage} | ${c.Ignored} | ${c.CompileError + c.RuntimeError} | ${c.Pending} | ${percent(score(c))} |`;
  const folders = [...byFolder.keys()].sort();
  const notRun = [...allFolders.keys()].filter((f) => !byFolder.has(f)).sort();
  const filesRun = (folder: string): number => Object.keys(report.files).filter((f) => folderOf(f) === folder).length;
  /** The folder's name, in bold when its survivors are to be explained, with how many of its files were run when not all. */
  const label = (f: string): string => {
    const bold = EXPLAINED_FOLDERS.some((x) => f === `src/${x}`) ? `**${f}**` : f;
    // Its scores are of the sources the report was made on.
    const name = changed.has(f) ? `${bold} (changed since the run)` : bold;
    const all = allFolders.get(f) ?? 0;
    const sample = Object.hasOwn(samples, f) ? samples[f] : undefined;
    const counted = COLUMNS.reduce((n, s) => n + (byFolder.get(f) as Counts)[s], 0);
    // A sampled folder holds fewer mutants in the report than it has: its row is a sample's, not the folder's.
    if (sample && counted < sample.mutants) return `${name} (sample: ${sample.drawn.length} of its ${sample.mutants} mutants drawn, seed ${sample.seed}, with some nested in them)`;
    return filesRun(f) < all ? `${name} (${filesRun(f)} of ${all} files)` : name;
  };
  const lines = [
    '# Mutation testing',
    '',
    'Generated by `npm run mutation` (scripts/mutation.ts, scripts/lib/mutation-doc.ts) from StrykerJS\'s report,',
    '`reports/mutation/mutation.json`, the equivalent mutants explained in `reports/mutation/equivalent.json` and the',
    'runs logged in `reports/mutation/runs.jsonl`; do not edit. `npm run mutation:report` rewrites it from those files alone.',
    '',
    'StrykerJS changes one thing at a time in `src/` (a comparison, a condition, a constant, a removed statement: a',
    '*mutant*) and runs the tests that reached that code in the initial run (per-test coverage); a mutant is *killed*',
    'when one of them fails, *timed out* when they hang, *survived* when they all pass, *no coverage* when no test',
    'reaches it. The score is killed and timed out over those four. *Static* mutants, reached only while modules',
    'load (tables built at import), are not run (`ignoreStatic`: each would need the whole suite) and are counted',
    'apart, outside the score. *Errors*: mutants that break the run itself (none are expected: the type checker is',
    'off, see docs/development.md). *Pending*: not run yet.',
    '',
    'The tests run are the unit-level files that exercise `src/` in process (jest.mutation.config.js). Measured with',
    'them (and an esbuild transform, since found no faster than ts-jest) on src/encoding: an initial test run of 53 s',
    '(5,264 tests; 4 to 10 minutes with the whole suite, below), then 2.3 s a mutant on average (81 of its 495 mutants',
    'in 187 s, one test runner); src/equivalence/input.ts\'s 58 at 1.1 s each with two (`-- --concurrency 2`). The',
    'targets, an initial run within 3 minutes and a median at or under 1 s a mutant, are measured in every run since',
    '2026-11-29 02:41 (Runs, below: the median and 90th percentile of the time from one mutant\'s start to the next in',
    'one test runner, on this shared 2-core machine). `npm run mutation:sample` draws a seeded',
    'sample of each folder\'s mutants (reports/mutation/sample.json). A folder whose sources changed since the report',
    'was made is marked "changed since the run": its figures are those of the earlier sources (`npm run mutation:check`',
    'fails while this page does not say so; docs/development.md, "Mutation testing").',
    '',
    '## Scores by folder',
    '',
    '| folder | mutants | killed | timed out | survived | no coverage | static | errors | pending | score |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...folders.map((f) => row(label(f), byFolder.get(f) as Counts)),
    row('**src/ (all)**', total),
    '',
    'In the folders in bold, every surviving or uncovered mutant is to be killed by a test or listed below as equivalent.',
    '',
    notRun.length ? `Not run yet (no mutant of theirs in the report): ${notRun.join(', ')}.` : 'Every folder of src/ has been run.',
    '',
    ...(changed.size
      ? [
          'Changed since the run (the report holds each file as it was mutated; these differ now, so their folders\' figures',
          `are those of the earlier code until they are run again): ${[...changed.values()].flat().join(', ')}.`,
          '',
        ]
      : []),
    '## Sampled folders',
    '',
    'The folders drawn by `npm run mutation:sample` (reports/mutation/sample.json), counted over the drawn mutants only',
    '(not the few nested in them that ran too, counted above): the score is killed and timed out over killed,',
    'timed out, survived and no coverage, with its 95% Wilson score interval (scripts/lib/wilson.ts); *equivalent*:',
    'survived or not covered, and listed below as equivalent (no input tells it from the code), so left out of the',
    'score as Stryker leaves out an ignored mutant; *not scored*: static, errors or not in the report. A folder with',
    'fewer than 300 mutants is run in full. The targets:',
    'a score of at least 90% and the interval\'s lower end at least 80%.',
    '',
    ...sampledTable(report, samples, changed, equivalents),
    '',
    '## Equivalent mutants',
    '',
    'Mutants no input can tell apart from the code, each with the reason.',
    '',
  ];
  if (explainedRows.length) lines.push('| where | mutant | status | why no input tells it apart |', '| --- | --- | --- | --- |', ...explainedRows);
  else lines.push('None.');
  if (unexplained.length) {
    lines.push('', '## Not yet explained', '', 'Surviving or uncovered mutants in the folders in bold, not yet killed or explained.', '');
    lines.push(
      '*sample*: in a sampled folder, whether the mutant was drawn (counted in "Sampled folders"), only nested in a drawn one, or in',
      'neither: a result kept from an earlier run (Stryker\'s incremental mode), made with the tests of then.',
      '',
    );
    lines.push('| where | mutant | status | sample |', '| --- | --- | --- | --- |', ...unexplained);
  }
  if (stale.length) {
    lines.push('', '## Stale entries of reports/mutation/equivalent.json', '', 'Listed as equivalent, but no surviving mutant matches them any more.', '');
    lines.push(...stale.map((e) => `- ${e.file}:${e.line} ${e.mutator} -> ${cell(shorten(e.replacement))}`));
  }
  lines.push('', '## Runs', '', 'On this repository\'s 2-core machine, shared with other work (the load average at start and end, 2 cores);');
  lines.push('incremental runs re-test only the mutants whose code or covering tests changed.', '');
  if (runs.length) {
    lines.push('*per mutant*: the run\'s time less its initial test run, over the mutants run; *median (p90)*: measured from each mutant\'s start to the next in the same test runner (runs since that was logged).', '');
    lines.push('| started (UTC) | commit | mutated | mutants (reused) | tests | initial test run | time | per mutant | median (p90) | load |', '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of runs) {
      const at = r.args.indexOf('--mutate');
      const what = at >= 0 ? r.args[at + 1] : 'src/**/*.ts';
      lines.push(`| ${r.started.slice(0, 16).replace('T', ' ')} | ${r.commit} | ${cell(shorten(what))} | ${r.mutants ?? '-'} (${r.reused ?? 0}) | ${r.tests ?? '-'} | ${r.initialSeconds === undefined ? '-' : duration(r.initialSeconds)} | ${duration(r.seconds)}${r.exit ? ' (failed)' : ''} | ${perMutant(r)} | ${r.medianSeconds === undefined ? '-' : `${r.medianSeconds} s (${r.p90Seconds} s)`} | ${r.load.join(' -> ')} |`);
    }
  } else {
    lines.push('None logged.');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The folders whose results in the report were made on other code: each file of the report holds the
 * source it mutated, compared here with the file now in src/ (changed or gone), by folder.
 */
export function staleFolders(report: Report, current: (file: string) => string | undefined): Map<string, string[]> {
  const stale = new Map<string, string[]>();
  for (const file of Object.keys(report.files).sort()) {
    if (current(file) === report.files[file].source) continue;
    const folder = folderOf(file);
    stale.set(folder, [...(stale.get(folder) ?? []), file]);
  }
  return stale;
}

const readSource = (file: string): string | undefined => (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : undefined);

/**
 * Writes docs/mutation.md from the files in reports/mutation/ and the sources now in src/, or with --check
 * fails when it is stale: among other things, when it does not mark a folder whose sources changed since
 * the report was made (the table would claim a score for code it did not test). A re-run of every
 * reported folder takes hours here, so a change to src/ asks for the page to say so, not for the run.
 */
export function writeMutationDoc(): void {
  const report = JSON.parse(readFileSync(join(DIR, 'mutation.json'), 'utf8')) as Report;
  const equivalentsPath = join(DIR, 'equivalent.json');
  const equivalents = existsSync(equivalentsPath) ? (JSON.parse(readFileSync(equivalentsPath, 'utf8')) as Equivalent[]) : [];
  const runs = readJsonLines<Run>(join(DIR, 'runs.jsonl'));
  const samplePath = join(DIR, 'sample.json');
  const samples = existsSync(samplePath) ? (JSON.parse(readFileSync(samplePath, 'utf8')) as Record<string, FolderDraw>) : {};
  writeOrCheck('mutation.md', 'mutation:report', mutationDoc(report, equivalents, runs, sourceFolders(), samples, staleFolders(report, readSource)));
}
