/*
 * npm run bench:cli (issue 23): the command line on big files, against floors
 * measured in the same run: what a user would otherwise reach for.
 *
 * Files, generated into a temporary folder at every run (seeded, never
 * committed, nothing downloaded) and deleted after:
 *   lines.txt   1,000,000 URNs one a line, about 10% invalid (bench/corpus.ts)
 *   prose.txt   32 MB of prose with a URN every 150-250 characters (bench/extract.ts)
 *   dense.txt   32 MB of URNs one a line (bench/corpus.ts, another seed)
 * Floors, each a small Node script written next to the files (or grep):
 *   read-and-write   reads the lines (readline) and writes one line per input, `ok\t"<line>"`
 *   + isValid        the same, writing `valid` or `invalid` as urnkit's isValid says (dist build)
 *   --json's volume  the read-and-write floor with each line padded to the mean length of
 *                    validate --json's lines (measured by one untimed run first): what writing
 *                    that many bytes costs, whatever they say
 *   regex extract    streams the file and writes every /urn:[!-~]+/gi match, one a line
 *   grep -cE         counts the lines an RFC 8141 expression matches, LC_ALL=C
 * Every floor and command writes its output to a file in the folder (as
 * `urnkit validate big.txt > out.txt` would), in batches per read.
 *
 * Each command runs the compiled CLI (node bin/urnkit.js, dist/ built first)
 * under /usr/bin/time -v: wall-clock time and peak resident memory. Rounds run
 * every floor and command in turn, so load on this shared machine falls on all
 * of them alike; a figure is the median round.
 *
 *   npm run bench:cli               full run, writes docs/cli-benchmarks.md
 *   npm run bench:cli -- --quick    files a tenth the size, 1 round, prints only
 */
import { execFileSync, spawnSync } from 'child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { availableParallelism } from 'os';
import { generateCorpus } from './corpus';
import { prose } from './extract';

const quick = process.argv.includes('--quick');
const ROOT = path.join(__dirname, '..');
const ROUNDS = quick ? 1 : 3;
const LINES = quick ? 100_000 : 1_000_000;
const TEXT_BYTES = quick ? 3_200_000 : 32_000_000;
const LINES_SEED = 0x8141;
const DENSE_SEED = 0x23;
const PROSE_SEED = 0x11;
const JOBS = availableParallelism();

/*
 * RFC 8141 s.2 as a POSIX extended expression for grep (ERE has no lookahead:
 * r-component takes "?=" in, which changes only where "?+r?=q" splits, and
 * accepts an empty q-component after "?=" that RFC 8141 refuses, a case the
 * corpus never has):
 *   assigned-name = "urn" ":" NID ":" NSS
 *   NID = (alphanum) 0*30(ldh) (alphanum);  NSS = pchar *(pchar / "/")
 *   r-component = q-component = pchar *( pchar / "/" / "?" );  f-component = *( pchar / "/" / "?" )
 */
// "-" goes last in a bracket expression, where it is itself and not a range.
const PCHAR_SET = "A-Za-z0-9._~!$&'()*+,;=:@";
const PCT = '%[0-9A-Fa-f]{2}';
const PCHAR = `([${PCHAR_SET}-]|${PCT})`;
const PQ = `([${PCHAR_SET}/?-]|${PCT})`;
const RFC8141_ERE = `^[Uu][Rr][Nn]:[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]:${PCHAR}([${PCHAR_SET}/-]|${PCT})*(\\?\\+${PCHAR}${PQ}*)?(\\?=${PCHAR}${PQ}*)?(#${PQ}*)?$`;

/** The floors' scripts: plain Node, as a user would write them. */
const READ_LINES = (isValid: boolean, pad = 0): string => `'use strict';
const { createReadStream, createWriteStream } = require('fs');
const { createInterface } = require('readline');
${isValid ? `const { isValid } = require(${JSON.stringify(path.join(ROOT, 'dist', 'src', 'index.js'))});` : ''}
${pad ? `const pad = ' '.repeat(${pad});` : ''}
(async () => {
  const out = process.stdout;
  let text = '';
  for await (const line of createInterface({ input: createReadStream(process.argv[2]), crlfDelay: Infinity })) {
    text += ${isValid ? '`${isValid(line) ? \'valid\' : \'invalid\'}\\t"${line}"\\n`' : `\`ok\\t"\${line}"${pad ? '${pad}' : ''}\\n\``};
    if (text.length >= 65536) {
      if (!out.write(text)) await new Promise((r) => out.once('drain', r));
      text = '';
    }
  }
  out.write(text);
})();
`;

const REGEX_EXTRACT = `'use strict';
const { createReadStream } = require('fs');
(async () => {
  const out = process.stdout;
  let carry = '';
  for await (const chunk of createReadStream(process.argv[2], { encoding: 'utf8' })) {
    const text = carry + chunk;
    // A match never holds a character outside "!"-"~": what follows the last such character waits for the next read.
    let cut = text.length;
    while (cut > 0 && text.charCodeAt(cut - 1) > 0x20 && text.charCodeAt(cut - 1) < 0x7f) cut -= 1;
    carry = text.slice(cut);
    let found = '';
    for (const m of text.slice(0, cut).matchAll(/urn:[!-~]+/gi)) found += m[0] + '\\n';
    if (found && !out.write(found)) await new Promise((r) => out.once('drain', r));
  }
  for (const m of carry.matchAll(/urn:[!-~]+/gi)) out.write(m[0] + '\\n');
})();
`;

interface Run {
  wallS: number;
  /** User + system CPU seconds of the process, all its threads. */
  cpuS: number;
  rssMiB: number;
  status: number;
  stderr: string;
}

/** One timed run of `argv` with its output to `outFile`. */
function timed(argv: string[], outFile: string, env: NodeJS.ProcessEnv = process.env): Run {
  const out = openSync(outFile, 'w');
  try {
    const r = spawnSync('/usr/bin/time', ['-v', ...argv], { stdio: ['ignore', out, 'pipe'], env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const err = r.stderr;
    const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(err);
    const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(err);
    const user = /User time \(seconds\): ([\d.]+)/.exec(err);
    const system = /System time \(seconds\): ([\d.]+)/.exec(err);
    if (!wall || !rss || !user || !system) throw new Error(`no /usr/bin/time figures for ${argv.join(' ')}:\n${err.slice(-2000)}`);
    const wallS = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
    return { wallS, cpuS: Number(user[1]) + Number(system[1]), rssMiB: Number(rss[1]) / 1024, status: r.status ?? -1, stderr: err };
  } finally {
    closeSync(out);
  }
}

interface Row {
  id: string;
  what: string;
  file: string;
  jobs?: string;
  argv: string[];
  env?: NodeJS.ProcessEnv;
  /** The floor this row is measured against, and the target ratio if the issue sets one. */
  floor?: string;
  target?: number;
  /** Exit statuses that mean the run worked (validate exits 1 when any line is invalid). */
  ok: number[];
  runs: Run[];
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n: number, d = 2): string => n.toFixed(d);
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

function main(): void {
  const started = Date.now();
  const loadAtStart = os.loadavg();
  console.error('building dist/ (npm run build) ...');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'urnkit-bench-cli-'));
  try {
    console.error(`generating files in ${dir} ...`);
    const lines = path.join(dir, 'lines.txt');
    const corpus = generateCorpus(LINES_SEED, LINES);
    writeFileSync(lines, `${corpus.urns.join('\n')}\n`);
    const invalidIntended = corpus.intended.filter((v) => !v).length;
    const linesBytes = Buffer.byteLength(readFileSync(lines));
    const proseFile = path.join(dir, 'prose.txt');
    writeFileSync(proseFile, prose(TEXT_BYTES, PROSE_SEED));
    const dense = path.join(dir, 'dense.txt');
    {
      // One URN a line until the text is TEXT_BYTES long.
      const urns = generateCorpus(DENSE_SEED, Math.ceil(TEXT_BYTES / 40)).urns;
      let text = '';
      for (const u of urns) {
        if (text.length + u.length + 1 > TEXT_BYTES) break;
        text += `${u}\n`;
      }
      writeFileSync(dense, text);
    }
    writeFileSync(path.join(dir, 'floor-lines.js'), READ_LINES(false));
    writeFileSync(path.join(dir, 'floor-isvalid.js'), READ_LINES(true));
    writeFileSync(path.join(dir, 'floor-regex.js'), REGEX_EXTRACT);
    const node = process.execPath;
    const urnkit = [node, path.join(ROOT, 'bin', 'urnkit.js')];
    const floor = (name: string, file: string): string[] => [node, path.join(dir, name), file];
    // The file's lines the corpus meant valid, and those it meant invalid: --json writes a full error, hint and suggestions for each of the second.
    const validFile = path.join(dir, 'valid.txt');
    const invalidFile = path.join(dir, 'invalid.txt');
    writeFileSync(validFile, `${corpus.urns.filter((_, i) => corpus.intended[i]).join('\n')}\n`);
    writeFileSync(invalidFile, `${corpus.urns.filter((_, i) => !corpus.intended[i]).join('\n')}\n`);
    const outFile = path.join(dir, 'out.txt');
    /** The bytes validate --json writes on `file`, from one untimed run, spread as padding over the floor's lines: that floor's script. */
    const volumeFloor = (file: string, script: string): number => {
      timed([...urnkit, 'validate', '--json', '--jobs', '1', '--input', file], outFile);
      const jsonBytes = statSync(outFile).size;
      timed(floor('floor-lines.js', file), outFile);
      const lineCount = readFileSync(file, 'utf8').split('\n').length - 1;
      writeFileSync(path.join(dir, script), READ_LINES(false, Math.max(0, Math.round((jsonBytes - statSync(outFile).size) / lineCount))));
      return jsonBytes;
    };
    const jsonBytes = volumeFloor(lines, 'floor-json-volume.js');
    const validJsonBytes = volumeFloor(validFile, 'floor-json-volume-valid.js');
    const invalidJsonBytes = volumeFloor(invalidFile, 'floor-json-volume-invalid.js');
    const jobsRows = (id: string, what: string, file: string, args: string[], floorId: string, target: number | undefined, ok: number[]): Row[] =>
      [['1', '1'], ['default', String(JOBS)]].map(([label, n]) => ({ id: `${id}-${label}`, what, file, jobs: label === 'default' ? `default (${n})` : n, argv: [...urnkit, ...args, '--jobs', n], floor: floorId, target, ok, runs: [] }));
    const rows: Row[] = [
      { id: 'floor-lines', what: 'floor: read lines, write one line each (Node, readline)', file: 'lines', argv: floor('floor-lines.js', lines), ok: [0], runs: [] },
      { id: 'floor-isvalid', what: 'floor: the same with isValid (Node, dist build)', file: 'lines', argv: floor('floor-isvalid.js', lines), ok: [0], runs: [] },
      { id: 'floor-json-volume', what: `floor: the same lines padded to --json's volume (${fmt(jsonBytes / 1e6, 0)} MB)`, file: 'lines', argv: floor('floor-json-volume.js', lines), floor: 'floor-lines', ok: [0], runs: [] },
      { id: 'grep', what: `floor: LC_ALL=C grep -cE (RFC 8141 expression)`, file: 'lines', argv: ['grep', '-cE', RFC8141_ERE, lines], env: { ...process.env, LC_ALL: 'C' }, ok: [0, 1], runs: [] },
      ...jobsRows('validate', 'urnkit validate', 'lines', ['validate', '--input', lines], 'floor-lines', 2.5, [0, 1]),
      // --json is held to the floor that writes as many bytes (issue 35; 3x the line floor before).
      ...jobsRows('validate-json', 'urnkit validate --json', 'lines', ['validate', '--json', '--input', lines], 'floor-json-volume', 2.5, [0, 1]),
      // Where --json's time goes: the lines meant valid, and the lines meant invalid, each against its own volume.
      { id: 'floor-json-volume-valid', what: `floor: valid.txt's lines padded to --json's volume (${fmt(validJsonBytes / 1e6, 0)} MB)`, file: 'valid', argv: floor('floor-json-volume-valid.js', validFile), ok: [0], runs: [] },
      { id: 'validate-json-valid', what: 'urnkit validate --json', file: 'valid', jobs: '1', argv: [...urnkit, 'validate', '--json', '--input', validFile, '--jobs', '1'], floor: 'floor-json-volume-valid', ok: [0, 1], runs: [] },
      { id: 'floor-json-volume-invalid', what: `floor: invalid.txt's lines padded to --json's volume (${fmt(invalidJsonBytes / 1e6, 0)} MB)`, file: 'invalid', argv: floor('floor-json-volume-invalid.js', invalidFile), ok: [0], runs: [] },
      { id: 'validate-json-invalid', what: 'urnkit validate --json', file: 'invalid', jobs: '1', argv: [...urnkit, 'validate', '--json', '--input', invalidFile, '--jobs', '1'], floor: 'floor-json-volume-invalid', ok: [0, 1], runs: [] },
      ...jobsRows('diff', 'urnkit diff --from rfc2141 --to rfc8141', 'lines', ['diff', '--from', 'rfc2141', '--to', 'rfc8141', lines], 'floor-lines', undefined, [0, 1]),
      { id: 'normalize', what: 'urnkit normalize', file: 'lines', argv: [...urnkit, 'normalize', '--input', lines], floor: 'floor-lines', ok: [0, 1], runs: [] },
      { id: 'floor-regex-prose', what: 'floor: stream, write every /urn:[!-~]+/gi match (Node)', file: 'prose', argv: floor('floor-regex.js', proseFile), ok: [0], runs: [] },
      { id: 'extract-prose', what: 'urnkit extract', file: 'prose', argv: [...urnkit, 'extract', proseFile], floor: 'floor-regex-prose', target: 2, ok: [0, 1], runs: [] },
      { id: 'extract-json-prose', what: 'urnkit extract --json', file: 'prose', argv: [...urnkit, 'extract', '--json', proseFile], floor: 'floor-regex-prose', ok: [0, 1], runs: [] },
      { id: 'floor-regex-dense', what: 'floor: stream, write every /urn:[!-~]+/gi match (Node)', file: 'dense', argv: floor('floor-regex.js', dense), ok: [0], runs: [] },
      { id: 'extract-dense', what: 'urnkit extract', file: 'dense', argv: [...urnkit, 'extract', dense], floor: 'floor-regex-dense', target: 3, ok: [0, 1], runs: [] },
      { id: 'extract-json-dense', what: 'urnkit extract --json', file: 'dense', argv: [...urnkit, 'extract', '--json', dense], floor: 'floor-regex-dense', ok: [0, 1], runs: [] },
    ];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const row of rows) {
        const r = timed(row.argv, outFile, row.env);
        if (!row.ok.includes(r.status)) throw new Error(`${row.id} exited with ${r.status}:\n${r.stderr.slice(0, 2000)}`);
        row.runs.push(r);
        console.error(`round ${round}/${ROUNDS} ${row.id}: ${fmt(r.wallS)} s, CPU ${fmt(r.cpuS)} s, ${fmt(r.rssMiB, 0)} MiB`);
      }
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    const wall = (row: Row): number => median(row.runs.map((r) => r.wallS));
    const files: Record<string, string> = {
      lines: `lines.txt (${thousands(LINES)} lines, ${fmt(linesBytes / 1e6, 1)} MB)`,
      valid: `valid.txt (lines.txt's ${thousands(LINES - invalidIntended)} lines meant valid)`,
      invalid: `invalid.txt (its ${thousands(invalidIntended)} meant invalid)`,
      prose: `prose.txt (${fmt(TEXT_BYTES / 1e6, 0)} MB)`,
      dense: `dense.txt (${fmt(TEXT_BYTES / 1e6, 0)} MB)`,
    };
    const table = rows.map((row) => {
      const w = wall(row);
      const f = row.floor ? byId.get(row.floor) : undefined;
      const ratio = f ? w / wall(f) : undefined;
      const times = row.runs.map((r) => r.wallS);
      const target = row.target === undefined ? '' : `<= ${row.target}x: ${ratio !== undefined && ratio <= row.target ? 'met' : 'not met'}`;
      return `| ${row.what} | ${row.file} | ${row.jobs ?? ''} | ${fmt(w)} | ${fmt(Math.min(...times))}-${fmt(Math.max(...times))} | ${fmt(median(row.runs.map((r) => r.cpuS)))} | ${fmt(Math.max(...row.runs.map((r) => r.rssMiB)), 0)} | ${f ? `${f.id}` : ''} | ${ratio === undefined ? '' : `${fmt(ratio)}x`} | ${target} |`;
    });
    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    const md = [
      '# Benchmarks: the command line',
      '',
      `Generated by \`npm run bench:cli\` (bench/cli.ts)${quick ? ' --quick' : ''}; do not edit by hand. Every figure comes from one run, on a shared machine:`,
      'ratios compare commands and floors timed in the same rounds, so load falls on both alike, but single figures are noisy.',
      '',
      `- machine: ${cpu}, ${os.cpus().length} cores, ${os.type()} ${os.release()} (${os.arch()}), load average (1, 5, 15 min) ${loadAtStart.map((l) => fmt(l)).join(' ')} at the start, ${os.loadavg().map((l) => fmt(l)).join(' ')} at the end`,
      `- Node ${process.version}; urnkit's compiled CLI (\`node bin/urnkit.js\`, dist/ built by the run); default --jobs = ${JOBS} (the number of cores)`,
      `- date: ${new Date().toISOString()}; ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}, ${fmt((Date.now() - started) / 1000, 0)} s wall clock in all`,
      `- files (generated in a temporary folder, deleted after): ${files.lines}, bench/corpus.ts seed 0x${LINES_SEED.toString(16)}, ${thousands(invalidIntended)} meant invalid; ${files.valid} and ${files.invalid}; ` +
        `${files.prose}, bench/extract.ts prose seed 0x${PROSE_SEED.toString(16)}; ${files.dense}, one URN a line, bench/corpus.ts seed 0x${DENSE_SEED.toString(16)}`,
      '- method: each row is one process under `/usr/bin/time -v`, its standard output a file in the same folder; "wall s" is the median round (min-max over rounds), "CPU s" the median over rounds of user + system time over all of its threads, "peak MiB" the largest maximum resident set size over rounds; "x floor" = the row\'s median wall time / its floor\'s, from the same rounds',
      '- floors: plain Node scripts written by the run (bench/cli.ts): readline over the file writing `ok\\t"<line>"` per line; the same writing `valid`/`invalid` by isValid; the first with each line padded with spaces to the mean length of `validate --json`\'s lines (its bytes counted in an untimed run first): the cost of writing that volume, whatever it says; a stream of the file writing every `/urn:[!-~]+/gi` match, one a line; all batch their writes per 64 KiB and wait for drain. grep counts the lines an RFC 8141 ERE (bench/cli.ts) matches.',
      '',
      '| what | file | --jobs | wall s | min-max | CPU s | peak MiB | floor | x floor | target |',
      '| --- | --- | --- | ---: | ---: | ---: | ---: | --- | ---: | --- |',
      ...table,
      '',
      `grep's count of RFC 8141 lines is a floor of speed only: it checks the expression and prints one number, where \`urnkit validate\` prints a verdict with its reason for every line.`,
      '',
      "`validate --json` on valid.txt and invalid.txt splits lines.txt's run: a valid line's record is its parts and spans, an invalid line's the whole error (message with its excerpt, expected, found, every diagnostic), its hint and up to three corrected URNs, each found by parsing repairs of the input (src/hints/explain.ts).",
      '',
    ].join('\n');
    console.log(md);
    if (!quick) writeFileSync(path.join(ROOT, 'docs', 'cli-benchmarks.md'), md);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) main();
