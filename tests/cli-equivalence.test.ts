/* urnkit normalize and urnkit equal: output and exit codes. */
import { cli } from './support/cli';

describe('urnkit normalize', () => {
  test.each<[string[], string]>([
    // RFC 8141 s.3.1: assigned-name only, scheme and NID lower case, %HH upper case.
    [['normalize', 'URN:EXAMPLE:a123%2cz456?+abc?=xyz#789'], 'urn:example:a123%2Cz456\n'],
    // RFC 2141 s.5: "?" and "#" are NSS characters there, kept.
    [['normalize', 'URN:FOO:a%2c?b#c', '--profile', 'rfc2141'], 'urn:foo:a%2C?b#c\n'],
    // bis-03 s.5: fragment dropped; 5a drops the query, 5b orders it by keyword.
    [['normalize', 'URN:FOO:a?s=I2L&c=ToC#x', '--profile', 'rfc2141bis'], 'urn:foo:a\n'],
    [['normalize', 'URN:FOO:a?s=I2L&c=%2c#x', '--profile', 'rfc2141bis', '--mode', '5b'], 'urn:foo:a?c=%2C&s=I2L\n'],
  ])('%j', async (argv, out) => {
    const r = await cli(argv);
    expect(r).toEqual({ code: 0, stdout: out, stderr: '' });
  });

  test('invalid input: an empty line on stdout, the caret error on stderr, exit 1', async () => {
    const r = await cli(['normalize', 'urn:a:b']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('\n');
    expect(r.stderr).toBe("rfc8141: invalid-nid at offset 5 (RFC 8141 s.2.1): found ':', expected a letter, digit or '-'\n  urn:a:b\n       ^\n" +
        'hint: RFC 8141 s.2.1: a NID is 2 to 32 letters, digits or hyphens; RFC 2141 allowed 1, so a one-character NID is valid only under RFC 2141\n');
  });

  test.each([[['normalize', 'urn:ab:c', '--mode', '5c', '--profile', 'rfc2141bis']], [['normalize', 'urn:ab:c', '--mode', '5b']], [['normalize', 'urn:ab:c', '--profile', 'rfc3986']]])(
    'usage error %j exits 2',
    async (argv) => {
      const r = await cli(argv);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^urnkit normalize: /);
    },
  );

  test('--mode outside rfc2141bis says which profile it applies to', async () => {
    expect((await cli(['normalize', 'urn:ab:c', '--mode', '5b'])).stderr).toMatch(/^urnkit normalize: --mode applies only to --profile rfc2141bis, not to --profile rfc8141\n/);
  });

  test('--help exits 0', async () => {
    const r = await cli(['normalize', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Usage: urnkit normalize/);
  });
});

describe('urnkit equal', () => {
  test('equivalent: exit 0, prints the shared form (RFC 8141 s.3.2: components ignored)', async () => {
    const r = await cli(['equal', 'URN:example:a123,z456?+abc', 'urn:EXAMPLE:a123,z456#789']);
    expect(r).toEqual({ code: 0, stdout: 'equivalent under rfc8141: both normalize to urn:example:a123,z456\n', stderr: '' });
  });

  test('not equivalent: exit 1, prints both forms and where they differ', async () => {
    const r = await cli(['equal', 'urn:example:a123,z456', 'urn:example:A123,z456']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      'not equivalent under rfc8141: the normalized forms differ at offset 12\n' + '  a urn:example:a123,z456\n' + '  b urn:example:A123,z456\n' + '                ^\n',
    );
  });

  test('--mode decides for rfc2141bis (s.5.1: URN 7 vs 1)', async () => {
    expect((await cli(['equal', 'urn:foo:a123,456?x=y', 'URN:foo:a123,456', '--profile', 'rfc2141bis'])).code).toBe(0);
    expect((await cli(['equal', 'urn:foo:a123,456?x=y', 'URN:foo:a123,456', '--profile', 'rfc2141bis', '--mode', '5a'])).code).toBe(0);
    const r = await cli(['equal', 'urn:foo:a123,456?x=y', 'URN:foo:a123,456', '--profile', 'rfc2141bis', '--mode', '5b']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^not equivalent under rfc2141bis 5b/);
  });

  test('the profile decides (RFC 2141 s.6: 5 and 6 equal, 1 and 5 not)', async () => {
    expect((await cli(['equal', 'urn:foo:a123%2C456', 'URN:FOO:a123%2c456', '--profile', 'rfc2141'])).code).toBe(0);
    expect((await cli(['equal', 'URN:foo:a123,456', 'urn:foo:a123%2C456', '--profile', 'rfc2141'])).code).toBe(1);
  });

  test('an invalid side: exit 2 with the reason on stderr', async () => {
    const r = await cli(['equal', 'urn:ex:a', 'urn:ex:a?+r', '--profile', 'rfc2141bis']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^b is not a URN under rfc2141bis: invalid-query at offset 9/);
    expect(r.stderr).not.toContain('rfc2141bis: rfc2141bis');
  });

  test.each([[['equal', 'urn:ab:c']], [['equal', 'a', 'b', 'c']], [['equal', 'urn:ab:c', 'urn:ab:c', '--mode', '5a']], [['equal', 'urn:ab:c', 'urn:ab:c', '--nope']]])('usage error %j exits 2', async (argv) => {
    const r = await cli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^urnkit equal: /);
  });
});
