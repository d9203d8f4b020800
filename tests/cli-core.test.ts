/* urnkit parse and urnkit validate: output and exit codes (0 valid, 1 invalid, 2 usage). */
import { execFileSync } from 'child_process';
import { join } from 'path';
import { cli } from './support/cli';

describe('urnkit parse', () => {
  test('prints the parts of a valid URN and exits 0', async () => {
    const r = await cli(['parse', 'URN:example:a123,z456?+CCResolve:cc=uk#top']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('nid        "example"  [4, 11)');
    expect(r.stdout).toContain('rComponent "CCResolve:cc=uk"  [23, 38)');
    expect(r.stdout).toContain('fComponent "top"  [39, 42)');
    expect(r.stdout).toContain('warning    r-component-used');
  });

  test('--json prints the result: input, valid, profile, parts, spans, warnings', async () => {
    const r = await cli(['parse', 'urn:a:b?c#d', '--profile', 'rfc2141', '--json']);
    expect(r.code).toBe(0);
    // RFC 2141 s.2.3.2: "?" and "#" are NSS characters there, with a warning.
    expect(JSON.parse(r.stdout)).toMatchObject({ input: 'urn:a:b?c#d', valid: true, profile: 'rfc2141', parts: { nid: 'a', nss: 'b?c#d' }, spans: { nss: { start: 6, end: 11 } } });
    expect(JSON.parse(r.stdout).warnings.map((w: { code: string; offset: number }) => [w.code, w.offset])).toEqual([['reserved-char-unencoded', 7]]);
  });

  test('an invalid URN prints the caret error on stderr and exits 1', async () => {
    const r = await cli(['parse', 'urn:a:b']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe("rfc8141: invalid-nid at offset 5 (RFC 8141 s.2.1): found ':', expected a letter, digit or '-'\n  urn:a:b\n       ^\n" +
        'hint: RFC 8141 s.2.1: a NID is 2 to 32 letters, digits or hyphens; RFC 2141 allowed 1, so a one-character NID is valid only under RFC 2141\n');
  });

  test('--strict turns a warning into exit 1; --json puts the error on stdout', async () => {
    const r = await cli(['parse', 'urn:abc:c?+r', '--strict', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: 'r-component-used', offset: 9, section: 'RFC 8141 s.2.3.1' });
  });

  test.each([[['parse', 'urn:ab:c', '--profile', 'rfc3986']], [['parse', 'urn:ab:c', '--nope']]])('usage error %j exits 2, in the one message style', async (argv) => {
    const r = await cli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^urnkit parse: (option '-p, --profile <profile>' argument 'rfc3986' is invalid|unknown option '--nope')/);
  });

  test('an unknown command exits 2', async () => {
    const r = await cli(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^urnkit: unknown command 'frobnicate'/);
  });

  test('no URN and a terminal as standard input: a usage error that says how to give input, not a wait', async () => {
    const r = await cli(['parse'], '', { stdinIsTTY: true });
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'urnkit parse: no input: give a URN, - for standard input, or --input <file>\n' });
  });

  test('--help exits 0 on every command', async () => {
    for (const argv of [['--help'], ['parse', '--help'], ['validate', '--help']]) {
      const r = await cli(argv);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Usage: urnkit/);
    }
  });
});

describe('urnkit validate', () => {
  test('arguments: one line each; exit 1 when any is invalid', async () => {
    const r = await cli(['validate', 'urn:abc:c', 'urn:a:c']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n').filter(Boolean)).toEqual([
      'valid\t"urn:abc:c"',
      "invalid\t\"urn:a:c\"\tinvalid-nid at offset 5: found ':', expected a letter, digit or '-' (RFC 8141 s.2.1)",
    ]);
  });

  test('standard input line by line when no argument is given; exit 0 when all are valid', async () => {
    const r = await cli(['validate', '--profile', 'rfc2141', '--json'], 'urn:a:b\r\nurn:x:y/z\n');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.input, l.valid])).toEqual([
      ['urn:a:b', true],
      ['urn:x:y/z', true],
    ]);
    expect(lines[1].warnings[0].code).toBe('reserved-char-unencoded');
  });
});

describe('bin/urnkit.js', () => {
  const bin = join(__dirname, '..', 'bin', 'urnkit.js');
  test('runs the built CLI (npm ci builds dist/ through the prepare script)', () => {
    const out = execFileSync(process.execPath, [bin, 'parse', 'urn:isbn:0451450523', '--json'], { encoding: 'utf8' });
    expect(JSON.parse(out)).toMatchObject({ valid: true, parts: { nid: 'isbn', nss: '0451450523' } });
  });
});
