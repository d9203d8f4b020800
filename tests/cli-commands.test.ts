/*
 * The CLI's commands in process (tests/support/cli.ts: fake streams, no child process), for what
 * docs/cli.md says of them: where a result came from ("where": <stdin>:line), usage errors, option
 * choices and help, the registration summary's counts, the namespace view of parse; and the progress
 * line (only on a terminal) and file-system errors read by shape.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Readable } from 'stream';
import { MessageChannel, Worker } from 'worker_threads';
import { runChunk, ChunkTask } from '../src/cli/chunks';
import { fileError } from '../src/cli/errors';
import type { InputChunk } from '../src/cli/inputs';
import { WorkerTimeout } from '../src/cli/errors';
import { CHUNK_LINES } from '../src/cli/options';
import { chunked, CORES, LIVENESS, threadsStarted } from '../src/cli/parallel';
import { progress } from '../src/cli/progress';
import { registrationTemplate } from '../scripts/lib/hostile-templates';
import { cli } from './support/cli';
import { freshlyMocking } from './support/fresh';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'urnkit-cli-commands-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('where a result came from (docs/cli.md: "where" is file:line, <stdin>:line or argument:N)', () => {
  test('parse - names each line of standard input', async () => {
    const r = await cli(['parse', '-'], 'urn:example:a\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('<stdin>:1');
  });

  test('parse --input names the file and line', async () => {
    const file = join(dir, 'one.txt');
    writeFileSync(file, 'urn:example:a\n');
    const r = await cli(['parse', '--input', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${file}:1`);
  });

  test('parse of one URN argument and standard input says where each came from (one argument alone prints bare)', async () => {
    const both = await cli(['parse', 'urn:example:a', '-'], 'urn:example:b\n');
    expect(both.code).toBe(0);
    // docs/cli.md: given more than one URN, parse starts each block with its input and where it came from.
    expect(both.stdout).toMatch(/input +"urn:example:a" +argument:1\n/);
    expect(both.stdout).toMatch(/input +"urn:example:b" +<stdin>:1\n/);
    expect((await cli(['parse', 'urn:example:a'])).stdout).not.toContain('argument:1');
  });

  test('registration check - names standard input <stdin> in its summary', async () => {
    const r = await cli(['registration', 'check', '-'], registrationTemplate('demo', 'nss = 1*DIGIT', 'urn:demo:12'));
    expect(r.stderr).toMatch(/^<stdin>: /);
    // The template's "Namespace Identifier: demo".
    expect(r.stderr).toContain('NID "demo"');
  });
});

describe('registration check - on a binary standard input', () => {
  test('is refused naming standard input and the NUL byte\'s offset', async () => {
    const r = await cli(['registration', 'check', '-'], 'Namespace Identifier: demo\n\u0000');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot check standard input: it is a binary file \(a NUL byte at offset 27\)/);
  });
});

describe("registration check's summary counts in English", () => {
  test('one rule, then two rules', async () => {
    const one = await cli(['registration', 'check', '-'], registrationTemplate('demo', 'nss = 1*DIGIT', 'urn:demo:12'));
    expect(one.stderr).toMatch(/, 1 rule \(/);
    const two = await cli(['registration', 'check', '-'], registrationTemplate('demo', 'nss = 1*d\nd = %x30-39', 'urn:demo:12'));
    expect(two.stderr).toMatch(/, 2 rules \(/);
  });
});

describe('usage errors and option choices', () => {
  test('diff with one --grammar is a usage error (exit 2): a grammar diff takes two', async () => {
    const r = await cli(['diff', '--grammar', join(__dirname, '..', 'grammar', 'rfc8141.abnf')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/two --grammar/);
  });

  test('sql --udf-library is refused only where given: postgres without it prints the script', async () => {
    const r = await cli(['sql', '--engine', 'postgres', '--table', 't', '--column', 'c']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout.length).toBeGreaterThan(0);
    const refused = await cli(['sql', '--engine', 'postgres', '--table', 't', '--column', 'c', '--udf-library', 'gs://b/urnkit.udf.js']);
    expect(refused.code).toBe(2);
  });

  test('grammar compile --format cjs (docs/cli.md: --format cjs|esm) writes a CommonJS module', async () => {
    const file = join(dir, 'demo.abnf');
    writeFileSync(file, '; @namespace demo\n; @source a test\n; @start nss\nnss = 1*DIGIT\n');
    const out = join(dir, 'out-cjs');
    const r = await cli(['grammar', 'compile', file, '--out', out, '--format', 'cjs']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(existsSync(join(out, 'demo.cjs'))).toBe(true);
  });

  test('the modules grammar compile writes say how to make them again: the file given, or - for standard input', async () => {
    const text = '; @namespace demo\n; @source a test\n; @start nss\nnss = 1*DIGIT\n';
    const file = join(dir, 'again.abnf');
    writeFileSync(file, text);
    const fromFile = join(dir, 'out-file');
    const fromStdin = join(dir, 'out-stdin');
    expect((await cli(['grammar', 'compile', file, '--out', fromFile])).code).toBe(0);
    expect((await cli(['grammar', 'compile', '-', '--out', fromStdin], text)).code).toBe(0);
    const regenerate = (out: string): string | undefined => /^\/\/ Regenerate: (.*)$/m.exec(readFileSync(join(out, 'demo.cjs'), 'utf8'))?.[1];
    expect(regenerate(fromFile)).toMatch(/^urnkit grammar compile \S*again\.abnf --out /);
    expect(regenerate(fromStdin)).toMatch(/^urnkit grammar compile - --out /);
  });

  test.each([
    ['normalize', /--json .*"normalized"/s],
    ['pattern', /--json .*dialect/s],
    // docs/cli.md: registration check --json prints one object (file, kind, nid, rules, nss, examples, findings).
    ['registration check', /--json\s.*JSON\s+object:\s+nid,\s+rules,\s+nss,\s+examples,\s+findings/s],
  ])('%s --help says what --json prints', async (command, said) => {
    const r = await cli([...command.split(' '), '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(said);
  });
});

describe('validate --jobs 2 on more than a chunk (docs/cli.md: identical to one thread\'s output)', () => {
  test('a worker thread is started and the output and the summary are those of --jobs 1', async () => {
    const idle = CORES.idle;
    // Cores counted free whatever the load, so that a worker starts.
    CORES.idle = () => Infinity;
    try {
      const input = Array.from({ length: 5000 }, (_, i) => (i % 7 === 0 ? `urn:a:${i}` : `urn:example:${i}`)).join('\n');
      const one = await cli(['validate', '--jobs', '1'], input);
      const before = threadsStarted();
      const two = await cli(['validate', '--jobs', '2'], input);
      expect(threadsStarted()).toBe(before + 1);
      expect(two).toEqual(one);
      expect(one.stderr).toBe('4285 valid, 715 invalid\n');
    } finally {
      CORES.idle = idle;
    }
  });
});

describe('the namespace view of parse --namespaces', () => {
  test('an ISSN is shown as "ISSN NNNN-NNNC" (RFC 3044 s.5)', async () => {
    const r = await cli(['parse', '--namespaces', 'urn:issn:0317-8471']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ISSN 0317-8471/);
  });
});

describe('the progress line (only when standard error is a terminal)', () => {
  const io = (tty: boolean, written: string[]): Parameters<typeof progress>[0] => ({ stdout: () => undefined, stderr: (t) => void written.push(t), stdin: Readable.from([]), stderrIsTTY: tty });
  afterEach(() => jest.useRealTimers());

  test.each([
    [true, true],
    [false, false],
  ])('stderr a terminal: %s; a count shown after half a second: %s', (tty, shown) => {
    jest.useFakeTimers();
    const written: string[] = [];
    const p = progress(io(tty, written));
    jest.advanceTimersByTime(600);
    p.tick(1000);
    p.done();
    // docs/cli.md: "A progress line appears on stderr only when it is a terminal"; it shows the count of lines.
    expect(/1,?000/.test(written.join(''))).toBe(shown);
    if (!shown) expect(written).toEqual([]);
  });
});

describe('file-system errors are read by shape', () => {
  test('an error whose code is no string is no file-system error', () => {
    expect(fileError({ code: ['ENOENT'] }, 'read', 'x')).toBeUndefined();
    expect(fileError({ code: 'ENOENT' }, 'read', 'x')?.message).toMatch(/cannot read/);
  });

  test('an error whose code names no file-system condition is none either: a bug, not the user\'s mistake', () => {
    // Node's code for a wrong argument type: fileError gives undefined "when e is not one a user causes".
    expect(fileError({ code: 'ERR_INVALID_ARG_TYPE' }, 'read', 'x')).toBeUndefined();
    expect(fileError(Object.assign(new Error('x'), { code: 'ECONNRESET' }), 'write', 'x')).toBeUndefined();
  });
});

/** The task of a chunk of validate with its defaults (docs/cli.md), quiet or not. */
const validateTask = (quiet: boolean): Extract<ChunkTask, { kind: 'validate' }> => ({ kind: 'validate', options: { profile: 'rfc8141', strict: false, namespaces: false, json: false, quiet, blank: false, lineNumbers: false } });

describe('the worker thread of --jobs (src/cli/worker.ts), loaded in this thread on a port of its own', () => {
  test('answers each chunk it is posted with its id and the result the main thread gets for it', async () => {
    const { port1, port2 } = new MessageChannel();
    try {
      freshlyMocking('worker_threads', () => ({ ...jest.requireActual('worker_threads'), parentPort: port1 }), () => require('../src/cli/worker'));
      const task = validateTask(false);
      const chunk: InputChunk = { origin: { file: 'f', line: 1 }, count: 2, text: 'urn:example:a\nurn:a:b\n' };
      const answer = new Promise((resolve) => port2.once('message', resolve));
      port2.postMessage({ id: 7, task, chunk });
      // A worker that does not answer is the failure: waited for a bounded time, not forever.
      const noAnswer = new Promise((resolve) => setTimeout(() => resolve('no answer'), 30_000).unref());
      expect(await Promise.race([answer, noAnswer])).toEqual({ id: 7, result: await runChunk(task, chunk) });
    } finally {
      port1.close();
      port2.close();
    }
  });
});

/**
 * chunked() over `chunks` with --jobs 3 (two workers) whose workers take their chunks and never answer, a
 * chunk's deadline `baseMs`: it ends with WorkerTimeout.
 */
async function againstSilentWorkers(baseMs: number, chunks: () => AsyncGenerator<InputChunk>): Promise<void> {
  const saved = { ...LIVENESS };
  const where = mkdtempSync(join(tmpdir(), 'urnkit-deadline-'));
  try {
    LIVENESS.script = join(where, 'silent.js');
    writeFileSync(LIVENESS.script, "require('worker_threads').parentPort.on('message', () => undefined);\n");
    Object.assign(LIVENESS, { baseMs, msPerKiloChar: 0 });
    const run = async (): Promise<void> => {
      for await (const result of chunked(chunks(), validateTask(true), 3, () => undefined)) expect(result.valid).toBe(CHUNK_LINES);
    };
    await expect(run()).rejects.toThrow(WorkerTimeout);
  } finally {
    delete LIVENESS.script;
    Object.assign(LIVENESS, saved);
    rmSync(where, { recursive: true, force: true });
  }
}

describe("a chunk's deadline on a worker thread of --jobs (LIVENESS: a worker that does not answer in time ends the command)", () => {
  test('a chunk posted to a worker behind another is given longer than the first (a worker answers its chunks in order)', async () => {
    const delays = jest.spyOn(global, 'setTimeout');
    try {
      const text = 'urn:example:a\n'.repeat(CHUNK_LINES);
      // The first chunk to one worker, the second to the other, the third to a worker with one chunk waiting before it.
      await againstSilentWorkers(1000, async function* () {
        for (let i = 0; i < 3; i += 1) yield { origin: { file: 'f', line: 1 + i * CHUNK_LINES }, count: CHUNK_LINES, text };
      });
      const deadlines = delays.mock.calls.map((c) => c[1] ?? 0).filter((ms) => ms >= 500);
      expect(deadlines[0]).toBe(1000);
      expect(deadlines[1]).toBeGreaterThan(deadlines[0]);
    } finally {
      delays.mockRestore();
    }
  });

  test('after a deadline is missed no chunk goes to a worker again: one read later is not posted (one chunk posted in all)', async () => {
    const posted = jest.spyOn(Worker.prototype, 'postMessage');
    try {
      const text = 'urn:example:a\n'.repeat(CHUNK_LINES);
      // The first chunk to one worker; the second is read after its deadline, when the other worker is idle.
      await againstSilentWorkers(200, async function* () {
        yield { origin: { file: 'f', line: 1 }, count: CHUNK_LINES, text };
        await new Promise((resolve) => setTimeout(resolve, 600));
        yield { origin: { file: 'f', line: 1 + CHUNK_LINES }, count: CHUNK_LINES, text };
      });
      expect(posted).toHaveBeenCalledTimes(1);
    } finally {
      posted.mockRestore();
    }
  });
});

describe('what the commands print, against docs/cli.md, docs/namespaces.md and docs/extract.md', () => {
  test('parse of one invalid URN prints its error bare, with nothing before it (docs/cli.md: one argument alone prints bare)', async () => {
    const r = await cli(['parse', 'urn:a:b']);
    expect(r.code).toBe(1);
    // RFC 8141 s.2.1: a NID is at least two characters; the ':' at offset 5 is where the one-letter NID ends.
    expect(r.stderr).toMatch(/^rfc8141: invalid-nid at offset 5 /);
  });

  test('parse --namespaces of one URN: its block bare, the ISBN-10 shown with its ISBN-13 (docs/namespaces.md: RFC 8254 s.2.1)', async () => {
    const r = await cli(['parse', '--namespaces', 'urn:isbn:0-306-40615-2']);
    expect(r.code).toBe(0);
    // docs/namespaces.md's example: one URN's block starts with its profile, no "input" line before it.
    expect(r.stdout).toMatch(/^profile +rfc8141\n/);
    // The 978 prefix, the nine digits, and the EAN-13 check digit: 9+21+8+0+3+0+6+12+0+18+1+15 = 93, so 7.
    expect(r.stdout).toContain('ISBN-10; ISBN-13 9780306406157, ISBN-10 0306406152');
  });

  test('explain --namespaces says when a NID is in neither IANA registry (docs/namespaces.md, RFC 8141 s.5)', async () => {
    const r = await cli(['explain', '--namespaces', 'urn:zzqq:x']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('registry   "zzqq" is in neither IANA registry of URN namespaces');
  });

  test('extract --count: most frequent first, ties by NID (docs/extract.md), whatever order the NIDs came in', async () => {
    const r = await cli(['extract', '--count', '-'], 'urn:bb:1 urn:aa:1 urn:cc:1 urn:zz:1 urn:mm:1 urn:cc:2\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('2\tcc\n1\taa\n1\tbb\n1\tmm\n1\tzz\n');
  });

  test('diff reads its arguments as corpus files, one URN a line (docs/cli.md: diff [file...])', async () => {
    const corpus = join(dir, 'corpus.txt');
    // urn:a:b: a one-letter NID, valid under RFC 2141 alone (RFC 8141 s.2.1 asks for two).
    writeFileSync(corpus, 'urn:a:b\nurn:example:x\n');
    const r = await cli(['diff', '--from', 'rfc2141', '--to', 'rfc8141', corpus]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^ +2 +lines$/m);
    expect(r.stdout).toMatch(/^ +1 +valid under rfc2141 only$/m);
  });

  test('validate --jobs takes a whole number from 1 to 256 (docs/cli.md), anything else is a usage error', async () => {
    for (const n of ['0', '257', 'abc']) {
      const r = await cli(['validate', '--jobs', n, 'urn:example:a']);
      expect([n, r.code, r.stderr]).toEqual([n, 2, `urnkit validate: option '-j, --jobs <n>' argument '${n}' is invalid. a whole number from 1 to 256\n`]);
    }
    expect((await cli(['validate', '--jobs', '256', 'urn:example:a'])).code).toBe(0);
  });

  test('validate --column with no data file is a usage error saying so', async () => {
    const r = await cli(['validate', '--column', 'u']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^urnkit validate: --column needs data files \(/);
  });

  test('validate counts the blank lines it read even when another input could not be read', async () => {
    const r = await cli(['validate', '-', '--input', join(dir, 'missing.txt')], '\n\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no such file');
    expect(r.stderr).toContain('0 valid, 0 invalid, 2 blank lines skipped\n');
  });
});

describe('pattern and sql: a namespace without a pattern, one that is none, and parts a dialect cannot capture (docs/cli.md, docs/patterns.md)', () => {
  test('pattern --namespace with no shipped grammar: exit 2, naming it and the NIDs that have one', async () => {
    const r = await cli(['pattern', '--namespace', 'nope']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^urnkit pattern: --namespace: no shipped namespace grammar with a pattern for "nope"; the NIDs with one \(or an alias of one\): .*\bisbn\b/);
  });

  test('pattern --namespace li (docs/patterns.md: li has no pattern, too long in re2): exit 2 saying why', async () => {
    const r = await cli(['pattern', '--namespace', 'li']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^urnkit pattern: --namespace li: the li namespace grammar has no pattern: /);
  });

  test('pattern -d posix --parts: exit 2, the dialects that capture parts (docs/cli.md)', async () => {
    const r = await cli(['pattern', '-d', 'posix', '--parts']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^urnkit pattern: --parts: the posix dialect takes no parts: .*; the dialects that capture parts: js, /);
  });

  test('pattern --json --literal HOST holds the literal --literal HOST prints, as "literal" (the option\'s help)', async () => {
    const text = await cli(['pattern', '--literal', 'python']);
    const json = await cli(['pattern', '--json', '--literal', 'python']);
    expect([text.code, json.code]).toEqual([0, 0]);
    expect((JSON.parse(json.stdout) as { literal?: string }).literal).toBe(text.stdout.trimEnd());
  });

  test('sql --namespace li (no pattern): exit 2, why, and where the namespaces with one are listed', async () => {
    const r = await cli(['sql', '--engine', 'postgres', '--table', 't', '--column', 'c', '--namespace', 'li']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^urnkit sql: the li namespace grammar has no pattern: .* \(docs\/patterns\.md lists the namespaces with a pattern\)\n$/);
  });

  test('sql --namespace with no shipped grammar: exit 2, naming the choices', async () => {
    const r = await cli(['sql', '--engine', 'postgres', '--table', 't', '--column', 'c', '--namespace', 'nope']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^urnkit sql: --namespace "nope" is no shipped namespace grammar with a pattern; the choices \(or an alias of one\): .*\bisbn\b/);
  });
});

describe('grammar compile writes each module as a new file renamed over the old one (no partial module left behind)', () => {
  const grammar = '; @namespace demo\n; @source a test\n; @start nss\nnss = 1*DIGIT\n';

  test('a folder where a module goes: exit 2, and no temporary file is left in --out', async () => {
    const out = join(dir, 'out-blocked');
    mkdirSync(join(out, 'demo.cjs'), { recursive: true });
    const r = await cli(['grammar', 'compile', '-', '--out', out], grammar);
    expect(r.code).toBe(2);
    expect(readdirSync(out).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  test("a file already at the temporary name is an error, and is left as it was (it is not the command's own)", async () => {
    const out = join(dir, 'out-planted');
    mkdirSync(out, { recursive: true });
    // grammar.ts loaded anew with its temporary names made predictable: six zero bytes, as hex.
    const grammarCommand = freshlyMocking(
      'crypto',
      () => ({ ...jest.requireActual<typeof import('crypto')>('crypto'), randomBytes: (size: number) => Buffer.alloc(size) }),
      () => (require('../src/cli/commands/grammar') as typeof import('../src/cli/commands/grammar')).grammarCommand,
    );
    const planted = ['demo', 'demo.matcher', 'demo.diagnose', 'demo.grammar'].map((name) => join(out, `.${name}.cjs.000000000000.tmp`));
    for (const path of planted) writeFileSync(path, 'planted');
    const io = { stdout: () => undefined, stderr: () => undefined, stdin: Readable.from([grammar]), stderrIsTTY: false };
    const command = grammarCommand(io, () => undefined).exitOverride();
    await expect(command.parseAsync(['compile', '-', '--out', out], { from: 'user' })).rejects.toThrow(/^cannot write ".*\.cjs": a file of that name is in the way$/);
    for (const path of planted) expect(readFileSync(path, 'utf8')).toBe('planted');
  });
});
