/*
 * The encoder's raw-character classes are probed once per process (src/encoding/positions.ts)
 * and cached, and the contexts they probe are built when positions.ts loads: in
 * tests/encoding.test.ts, which imports the codecs before any test, only the first test of a
 * position runs the probes and no test loads the module. Here every test loads the codecs afresh
 * (freshly, tests/support/fresh.ts), so each one builds the contexts and probes its position, and
 * checks the result against the spec's character lists and the documented examples (docs/library.md,
 * the TSDoc). Nothing here imports src/ outside a test: the mutation run credits these tests with
 * what runs while the module loads.
 */
import type * as Encode from '../src/encoding/encode';
import { freshly } from './support/fresh';

const fresh = (): typeof Encode => freshly(() => require('../src/encoding/encode') as typeof Encode);

describe('each position probed afresh', () => {
  test('rfc2141 NSS: <trans> stays raw; "/", "?", "#" are encoded (s.2.3.2 SHOULD NOT), as are the space and "%"', () => {
    expect(fresh().encodeNss("a/b?c#d e(f)'%", { profile: 'rfc2141' })).toBe("a%2Fb%3Fc%23d%20e(f)'%25");
  });

  test('rfc2141bis NSS: pchar stays raw (bis-03 s.2.2); "/", "?", "#" are encoded', () => {
    expect(fresh().encodeNss('a&b:c@d/e?f#g', { profile: 'rfc2141bis' })).toBe('a&b:c@d%2Fe%3Ff%23g');
  });

  test("rfc2141bis query-value: library.md's example, '&' ends a directive (bis-03 s.2.3)", () => {
    expect(fresh().encodeComponent('a&b=c', 'query-value', { profile: 'rfc2141bis' })).toBe('a%26b=c');
  });

  test("RFC 8141 r-component: library.md's example, '?=' would end it (s.2.3.1)", () => {
    expect(fresh().encodeComponent('CCResolve?=cc', 'r')).toBe('CCResolve%3F=cc');
  });

  test("RFC 8141 q-component: the TSDoc's example; it ends only at '#' (s.2.3.2)", () => {
    const { encodeComponent } = fresh();
    expect(encodeComponent('a b?', 'q')).toBe('a%20b?');
    expect(encodeComponent('x?=y#z', 'q')).toBe('x?=y%23z');
  });

  test('RFC 8141 NSS: "/" stays raw (s.2: NSS = pchar *( pchar / "/" )); "?" and "#", which start a component, are encoded', () => {
    expect(fresh().encodeNss('a/b?c#d')).toBe('a/b%3Fc%23d');
  });

  test('RFC 8141 q-component, a text of one character: a pchar stays raw, "?" (not a pchar, so not first, s.2) is encoded', () => {
    const { encodeComponent } = fresh();
    expect(encodeComponent('a', 'q')).toBe('a');
    expect(encodeComponent('?', 'q')).toBe('%3F');
  });
});
