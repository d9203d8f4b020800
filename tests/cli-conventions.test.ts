/*
 * One grammar of use for every command (issue 24, items 2, 4 and 5): input
 * from arguments, `-` and `--input`, line numbers that survive skipped blank
 * lines, exit statuses, help texts, and the synopses in docs/cli.md that list every flag.
 */
import { Command } from 'commander';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { isValid } from '../src';
import { program } from '../src/cli/main';
import { cli } from './support/cli';

const ROOT = join(__dirname, '..');

let dir = '';
let file = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'urnkit-conventions-'));
  file = join(dir, 'urns.txt');
  writeFileSync(file, 'URN:AB:c\n\nurn:a:b\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('input: arguments, - for standard input, --input for a file, the same answers', () => {
  test.each([
    ['parse', ['parse', '--json']],
    ['validate', ['validate', '--json']],
    ['normalize', ['normalize', '--json']],
    ['explain', ['explain', '--json']],
    ['history', ['history', '--json']],
  ])('%s', async (_name, argv) => {
    const byArgs = await cli([...argv, 'URN:AB:c', 'urn:a:b']);
    const byDash = await cli([...argv, '-'], 'URN:AB:c\n\nurn:a:b\n');
    const byNone = await cli(argv, 'URN:AB:c\n\nurn:a:b\n');
    const byFile = await cli([...argv, '--input', file]);
    const byShort = await cli([...argv, '-i', file]);
    const strip = (out: string): unknown[] => out.split('\n').filter(Boolean).map((l) => {
      const { file: _f, line: _l, argument: _a, ...rest } = JSON.parse(l);
      return rest;
    });
    for (const r of [byDash, byNone, byFile, byShort]) {
      expect(r.code).toBe(byArgs.code);
      expect(strip(r.stdout)).toEqual(strip(byArgs.stdout));
    }
    expect(byFile.stdout.split('\n').filter(Boolean).map((l) => [JSON.parse(l).file, JSON.parse(l).line])).toEqual([
      [file, 1],
      [file, 3],
    ]);
    expect(byDash.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l).file)).toEqual(['<stdin>', '<stdin>']);
  });

  test('equal: two URNs, or a pair a line from standard input or a file', async () => {
    const pairs = join(dir, 'pairs.txt');
    writeFileSync(pairs, 'urn:ab:c URN:AB:c\n\nurn:ab:c\turn:ab:d\n');
    expect((await cli(['equal', 'urn:ab:c', 'URN:AB:c'])).code).toBe(0);
    const r = await cli(['equal', '--input', pairs]);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[0]).toBe(`${pairs}:1: equivalent under rfc8141: both normalize to urn:ab:c`);
    expect(r.stdout).toContain(`${pairs}:3: not equivalent under rfc8141: the normalized forms differ at offset 7`);
    const odd = await cli(['equal', '-'], 'urn:ab:c\n');
    expect(odd).toEqual({ code: 2, stdout: '', stderr: 'urnkit equal: <stdin>:1: a line holds two URNs separated by white space; this one holds 1: "urn:ab:c"\n' });
  });

  test('extract and diff take files as arguments, and --input the same way', async () => {
    const text = join(dir, 'text.txt');
    writeFileSync(text, 'see urn:ab:c and urn:cd:e.\n');
    expect(await cli(['extract', '--input', text])).toEqual(await cli(['extract', text]));
    expect(await cli(['extract', '-'], 'see urn:ab:c and urn:cd:e.\n')).toEqual({ code: 0, stdout: 'urn:ab:c\nurn:cd:e\n', stderr: '' });
    const corpus = await cli(['diff', '--input', file, '--from', 'rfc2141', '--to', 'rfc8141', '--json']);
    expect(JSON.parse(corpus.stdout)).toMatchObject({ total: 2, onlyFrom: 1 });
  });

  test('grammar compile - and diff --grammar - read the grammar from standard input', async () => {
    const out = join(dir, 'from-stdin');
    const r = await cli(['grammar', 'compile', '-', '--out', out], '; @namespace acme\n; @source x\n; @start nss\nnss = 1*ALPHA\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(join(out, 'acme.cjs'));
    // RFC 8141's grammar with "_" allowed in the NID: the diff names standard input, and finds "_".
    const edited = readFileSync(join(ROOT, 'grammar', 'rfc8141.abnf'), 'utf8').replace('ldh           = alphanum / "-"', 'ldh           = alphanum / "-" / "_"');
    const d = await cli(['diff', '--grammar', 'rfc8141', '--grammar', '-', '--json'], edited);
    expect(d.code).toBe(1);
    expect(JSON.parse(d.stdout)).toMatchObject({ a: 'rfc8141', b: '<stdin>', groups: [expect.objectContaining({ accepts: 'b', cause: "'_' in NID" })] });
    // One group, said as one.
    const table = await cli(['diff', '--grammar', 'rfc8141', '--grammar', '-'], edited);
    expect(table.stdout.split('\n')[0]).toMatch(/^rfc8141 vs <stdin>: [1-9]\d* of \d+ candidate strings differs?, in 1 group$/);
    expect((await cli(['diff', '--grammar', '-', '--grammar', '-'])).stderr).toBe('urnkit diff: only one --grammar can be standard input\n');
  });

  test("docs/diffing.md's diff --grammar transcript is what the command prints, every example shown", async () => {
    const doc = readFileSync(join(ROOT, 'docs', 'diffing.md'), 'utf8');
    const command = '$ urnkit diff --grammar rfc8141 --grammar my-rfc8141.abnf\n';
    const shown = doc.slice(doc.indexOf(command) + command.length, doc.indexOf('```', doc.indexOf(command)));
    const edited = join(dir, 'my-rfc8141.abnf');
    writeFileSync(edited, readFileSync(join(ROOT, 'grammar', 'rfc8141.abnf'), 'utf8').replace('ldh           = alphanum / "-"', 'ldh           = alphanum / "-" / "_"'));
    const r = await cli(['diff', '--grammar', 'rfc8141', '--grammar', edited]);
    expect(r.code).toBe(1);
    expect(r.stdout.split(`${dir}/`).join('')).toBe(shown);
  });

  test('grammar compile without "; @start": the rule named nss or <nid>-nss, else the first rule (as apg-js and RFC 5234 tools), said on stderr', async () => {
    const cases = [
      { rules: 'd = DIGIT\nnss = 1*d\n', start: 'nss', why: 'the rule named for the NSS', valid: 'urn:acme:12', invalid: 'urn:acme:1x' },
      { rules: 'd = DIGIT\nACME-NSS = "v" 1*d', start: 'ACME-NSS', why: 'the rule named for the NSS', valid: 'urn:acme:v12', invalid: 'urn:acme:12' },
      { rules: 'id = "id:" 1*d\nd = DIGIT\n', start: 'id', why: 'the first rule, as apg-js and RFC 5234 tools take it', valid: 'urn:acme:id:7', invalid: 'urn:acme:7' },
    ];
    for (const [i, c] of cases.entries()) {
      const out = join(dir, `implied-start-${i}`);
      const r = await cli(['grammar', 'compile', '-', '--out', out], `; @namespace acme\n; @source x\n${c.rules}`);
      expect(r).toMatchObject({ code: 0, stderr: `urnkit grammar compile: <stdin> has no "; @start" pragma: the start rule is ${c.start}, ${c.why}\n` });
      const acme = require(join(out, 'acme.cjs'));
      expect(acme.meta.start).toBe(c.start);
      expect([isValid(c.valid, { namespaces: [acme] }), isValid(c.invalid, { namespaces: [acme] })]).toEqual([true, false]);
    }
    // A grammar that names its start is compiled as it says, with nothing said.
    expect((await cli(['grammar', 'compile', '-', '--out', join(dir, 'named-start')], '; @namespace acme\n; @source x\n; @start d\nnss = 1*d\nd = DIGIT\n')).stderr).toBe('');
  });

  test.each([['parse'], ['validate'], ['normalize'], ['explain'], ['history'], ['equal'], ['extract'], ['diff', '--from', 'rfc2141', '--to', 'rfc8141']])(
    '%s with no input and a terminal as standard input says how to give input (exit 2), not wait',
    async (...argv) => {
      const r = await cli(argv, '', { stdinIsTTY: true });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^urnkit ${argv[0]}: no input: give .*standard input`));
    },
  );
});

describe('output that can be matched to input lines', () => {
  test('validate --line-numbers (the example of the README and docs/cli.md): file:line after skipped blank lines', async () => {
    // A three-character NID: RFC 8141 s.5.1 warns on two (nid-registration).
    const r = await cli(['validate', '-n'], 'urn:abc:c\n\nurn:a:b\n');
    expect(r.stdout).toBe("<stdin>:1\tvalid\t\"urn:abc:c\"\n<stdin>:3\tinvalid\t\"urn:a:b\"\tinvalid-nid at offset 5: found ':', expected a letter, digit or '-' (RFC 8141 s.2.1)\n");
    expect(r.stderr).toBe('1 valid, 1 invalid, 1 blank line skipped\n');
    for (const doc of ['README.md', 'docs/cli.md']) {
      expect([doc, readFileSync(join(ROOT, doc), 'utf8').includes(`$ printf 'urn:abc:c\\n\\nurn:a:b\\n' | urnkit validate -n\n${r.stdout}${r.stderr}`)]).toEqual([doc, true]);
    }
  });

  test('normalize prints one line per input line: an invalid or blank input leaves its line empty, the error goes to stderr', async () => {
    const input = 'URN:AB:c\nurn:a:b\n\n  \nURN:CD:e\n';
    const r = await cli(['normalize'], input);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('urn:ab:c\n\n\n\nurn:cd:e\n');
    expect(r.stdout.split('\n').length).toBe(input.split('\n').length);
    expect(r.stderr).toMatch(/^<stdin>:2: rfc8141: invalid-nid at offset 5 /);
    const numbered = await cli(['normalize', '-n'], input);
    expect(numbered.stdout).toBe('<stdin>:1\turn:ab:c\n<stdin>:2\t\n<stdin>:3\t\n<stdin>:4\t\n<stdin>:5\turn:cd:e\n');
    // --json as before: one result per non-blank line, the invalid one with its error.
    const json = (await cli(['normalize', '--json'], input)).stdout.split('\n').slice(0, -1).map((l) => JSON.parse(l) as { line: number; valid: boolean });
    expect(json.map((l) => [l.line, l.valid])).toEqual([[1, true], [2, false], [5, true]]);
  });

  test('arguments are numbered by position', async () => {
    const r = await cli(['normalize', '-n', 'URN:AB:c', 'URN:CD:e']);
    expect(r.stdout).toBe('argument:1\turn:ab:c\nargument:2\turn:cd:e\n');
  });

  test('parse of several inputs names each block and each error', async () => {
    const r = await cli(['parse', '--input', file]);
    expect(r.code).toBe(1);
    expect(r.stdout.startsWith(`input      "URN:AB:c"  ${file}:1\nprofile    rfc8141\n`)).toBe(true);
    expect(r.stderr.startsWith(`${file}:3: rfc8141: invalid-nid at offset 5`)).toBe(true);
  });
});

describe('diff skips blank lines as validate does', () => {
  test('blank lines are not compared, and their number goes to stderr; --blank compares them', async () => {
    const skipped = await cli(['diff', '--from', 'rfc2141', '--to', 'rfc8141', '--json'], 'urn:ab:c\n\n  \nurn:cd:e\n');
    expect(JSON.parse(skipped.stdout)).toMatchObject({ total: 2, bothValid: 2, bothInvalid: 0 });
    expect(skipped.stderr).toBe('2 blank lines skipped\n');
    const counted = await cli(['diff', '--from', 'rfc2141', '--to', 'rfc8141', '--json', '--blank'], 'urn:ab:c\n\n  \nurn:cd:e\n');
    expect(JSON.parse(counted.stdout)).toMatchObject({ total: 4, bothValid: 2, bothInvalid: 2 });
    expect(counted.stderr).toBe('');
  });
});

describe('exit status', () => {
  test('explain exits 1 when every profile rejects the input, 0 when one accepts', async () => {
    // RFC 2141 accepts a one-character NID (s.2.1); no profile accepts a space.
    expect((await cli(['explain', 'urn:a:b'])).code).toBe(0);
    const rejected = await cli(['explain', 'urn:ex:a b']);
    expect(rejected.code).toBe(1);
    expect(rejected.stdout.split('\n')[0]).toBe('invalid in all; rfc2141 rejects a space at 8 (invalid-nss, RFC 2141 s.2.2); rfc2141bis rejects a space at 8 (invalid-nss, bis-03 s.2.2); rfc8141 rejects a space at 8 (invalid-nss, RFC 8141 s.2.2)');
    expect((await cli(['explain', 'urn:ab:c', 'urn:ex:a b'])).code).toBe(1);
  });
});

/** Every command of the tree, with the name it has in messages ("grammar compile"). */
function commands(): { name: string; cmd: Command }[] {
  const out: { name: string; cmd: Command }[] = [];
  const walk = (c: Command, prefix: string): void => {
    for (const sub of c.commands) {
      const name = `${prefix}${sub.name()}`;
      if (sub.commands.length) walk(sub, `${name} `);
      else out.push({ name, cmd: sub });
    }
  };
  walk(program({ stdout: () => undefined, stderr: () => undefined, stdin: process.stdin, stderrIsTTY: false }, () => undefined), '');
  return out;
}

test('docs/cli.md says, for every command, how its output lines map to its input lines', () => {
  const doc = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');
  const table = doc.slice(doc.indexOf('**Output lines and input lines.**'), doc.indexOf('**Exit status**'));
  const rows = table.split('\n').filter((l) => l.startsWith('| `')).map((l) => /^\| `([^`]+)`/.exec(l)?.[1]);
  expect(rows.sort()).toEqual(commands().map((c) => c.name).sort());
});

describe('help texts and the command-line reference', () => {
  test.each(commands().map((c) => [c.name, c.cmd] as const))('%s --help: one parenthetical at most after an option, no "(default: false)", the exit status', async (name) => {
    const r = await cli([...name.split(' '), '--help']);
    expect(r.code).toBe(0);
    const flat = r.stdout.replace(/\s+/g, ' ');
    expect(flat).not.toMatch(/\)\s*\(/);
    expect(flat).not.toContain('(default: false)');
    expect(flat).toMatch(/Exit status: 0 /);
  });

  test("docs/cli.md's synopsis of each command lists every option it has", () => {
    const section = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');
    const synopsis = section.slice(section.indexOf('```sh\n'), section.indexOf('```\n', section.indexOf('```sh\n') + 6));
    const missing: string[] = [];
    for (const { name, cmd } of commands()) {
      const lines = synopsis.split('\n').filter((l) => l.startsWith(`urnkit ${name} `));
      expect([name, lines.length > 0]).toEqual([name, true]);
      for (const option of cmd.options) {
        if (option.long === '--help') continue;
        if (!lines.some((l) => l.includes(`${option.long} `) || l.includes(`${option.long}]`) || l.endsWith(option.long as string))) missing.push(`${name} ${option.long}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
