/*
 * The draft revisions as profiles: each draft's own examples with the verdict
 * its ABNF gives (docs/conformance.md records where that contradicts the
 * draft), the boundary cases that separate each revision from its neighbours,
 * read from the drafts' ABNF, the parts as each revision names them, and the
 * prose rules of each revision's text. Quotes and sections: the draft texts
 * (their posted .txt; saintandre-00's editor XML), as transcribed in grammar/.
 */
import { readdirSync } from 'fs';
import { join } from 'path';
import { DraftName, isValid, parse, REVISION_NAMES, REVISIONS, RevisionName, tryParse } from '../src';
import { canonicalName, isRevisionName } from '../src/revision-names';
import generatedDrafts from '../generated/drafts.js';
import type { Matcher } from '../src/engine/compiled';
import type { GeneratedModules } from '../src/engine/generated';
import { draftResolution } from '../src/profiles/drafts';
import { UrnBase } from '../src/urn';
import { freshly, freshlyMocking } from './support/fresh';

type Example = [revision: RevisionName, section: string, input: string, expected: Record<string, string> | string];

/** The examples quoted in each draft: the parts read (valid), or the error code (invalid under its ABNF). */
const EXAMPLES: Example[] = [
  ['saintandre-00', 's.7.2', 'URN:foo:a123,456', { nid: 'foo', nss: 'a123,456' }],
  ['saintandre-00', 's.7.2', 'urn:FOO:a123,456', { nid: 'FOO', nss: 'a123,456' }],
  ['saintandre-00', 's.7.2', 'URN:FOO:a123%2c456', { nid: 'FOO', nss: 'a123%2c456' }],
  ['rfc2141bis-07', 's.6.2', 'urn:EXAMPLE:a123,456', { nid: 'EXAMPLE', nss: 'a123,456' }],
  ['rfc2141bis-07', 's.6.2', 'urn:example:a123%2C456', { nid: 'example', nss: 'a123%2C456' }],
  ['rfc2141bis-08', 's.4.2', 'URN:EXAMPLE:a123%2c456', { nid: 'EXAMPLE', nss: 'a123%2c456' }],
  ['rfc2141bis-09', 's.4.2', 'urn:example:a123,456/789', 'invalid-p-component'],
  ['rfc2141bis-09', 's.4.2', 'urn:example:a123,456/abc', 'invalid-p-component'],
  ['rfc2141bis-09', 's.4.2', 'urn:example:a123,456?789', { nid: 'example', nss: 'a123,456', qComponent: '?789' }],
  ['rfc2141bis-09', 's.4.2', 'urn:example:a123,456#abc', { nid: 'example', nss: 'a123,456', fComponent: '#abc' }],
  ['rfc2141bis-10', 's.4.2', 'urn:example:a123,456/789', 'invalid-p-component'],
  ['rfc2141bis-10', 's.4.2', 'urn:example:a123,456?abc', { nid: 'example', nss: 'a123,456', qComponent: '?abc' }],
  ['rfc2141bis-11', 's.3.3.1', 'urn:example/1/406/47452/2', 'invalid-nid'],
  ['rfc2141bis-11', 's.3.3.2', 'urn:example:0-395-36341-1?operation=search&field=description', { nid: 'example', nss: '0-395-36341-1', qComponent: '?operation=search&field=description' }],
  ['rfc2141bis-11', 's.3.3.3', 'urn:example:978-952-10-7060-0#chapter1', { nid: 'example', nss: '978-952-10-7060-0', fComponent: '#chapter1' }],
  ['rfc2141bis-11', 's.4.2', 'urn:example:a123,z456/foo', 'invalid-p-component'],
  ['rfc2141bis-11', 's.4.2', 'urn:example:%D0%B0123,z456', { nid: 'example', nss: '%D0%B0123,z456' }],
  ['rfc2141bis-12', 's.3.2', 'urn:example:1/406/47452/2', { nid: 'example', nss: '1/406/47452/2' }],
  ['rfc2141bis-12', 's.3.3.1', 'urn:example:0-395-36341-1?operation=search&field=description', { nid: 'example', nss: '0-395-36341-1', qString: 'operation=search&field=description' }],
  ['rfc2141bis-12', 's.3.3.2', 'urn:example:0-395-36341-1??cc=uk', { nid: 'example', nss: '0-395-36341-1', rString: 'cc=uk' }],
  ['rfc2141bis-12', 's.3.3.3', 'urn:example:978-952-10-7060-0#chapter1', { nid: 'example', nss: '978-952-10-7060-0', fString: 'chapter1' }],
  ['rfc2141bis-12', 's.4.2', 'urn:example:a123,z456/foo', { nid: 'example', nss: 'a123,z456/foo' }],
  ['rfc2141bis-13', 's.3.3.1', 'urn:example:weather?op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', { nid: 'example', nss: 'weather', qComponent: 'op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z' }],
  ['rfc2141bis-13', 's.3.3.2', 'urn:example:foo-bar-baz-qux??cc=uk', { nid: 'example', nss: 'foo-bar-baz-qux', rComponent: 'cc=uk' }],
  ['rfc2141bis-13', 's.3.3.3', 'urn:example:foo-bar-baz-qux#somepart', { nid: 'example', nss: 'foo-bar-baz-qux', fComponent: 'somepart' }],
  ['rfc2141bis-13', 's.4.2', 'urn:example:a123,z456?abc', { nid: 'example', nss: 'a123,z456', qComponent: 'abc' }],
  ['rfc2141bis-14', 's.3.2', 'urn:example:1/406/47452/2', { nid: 'example', nss: '1/406/47452/2' }],
  ['rfc2141bis-14', 's.3.3.2', 'urn:example:foo-bar-baz-qux??cc=uk', { nid: 'example', nss: 'foo-bar-baz-qux', rComponent: 'cc=uk' }],
  ['rfc2141bis-15', 's.2.3.1', 'urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', { nid: 'example', nss: 'weather', qComponent: 'op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z' }],
  ['rfc2141bis-15', 's.2.3.2', 'urn:example:foo-bar-baz-qux?+cc=uk', 'invalid-r-component'],
  ['rfc2141bis-15', 's.2.3.3', 'urn:example:foo-bar-baz-qux#somepart', { nid: 'example', nss: 'foo-bar-baz-qux', fComponent: 'somepart' }],
  ['rfc2141bis-15', 's.3.2', 'urn:example:a123,z456?=abc', { nid: 'example', nss: 'a123,z456', qComponent: 'abc' }],
  ['rfc2141bis-16', 's.2.3.2', 'urn:example:foo-bar-baz-qux?+CCResolve: cc=uk', 'invalid-r-component'],
  ['rfc2141bis-16', 's.3.2', 'urn:example:a123,z456#789', { nid: 'example', nss: 'a123,z456', fComponent: '789' }],
  ['rfc2141bis-17', 's.2.3.1', 'urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', { nid: 'example', nss: 'weather', qComponent: 'op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z' }],
  ['rfc2141bis-17', 's.2.3.2', 'urn:example:foo-bar-baz-qux?+CCResolve: cc=uk', 'invalid-r-component'],
  ['rfc2141bis-18', 's.2.3.1', 'urn:example:foo-bar-baz-qux?+CCResolve: cc=uk', 'invalid-r-component'],
  ['rfc2141bis-18', 's.2.3.3', 'urn:example:foo-bar-baz-qux#somepart', { nid: 'example', nss: 'foo-bar-baz-qux', fComponent: 'somepart' }],
  ['rfc2141bis-18', 's.3.2', 'urn:example:a123,z456/baz', { nid: 'example', nss: 'a123,z456/baz' }],
  ['rfc2141bis-19', 's.2.2', 'urn:example:1/406/47452/2', { nid: 'example', nss: '1/406/47452/2' }],
  ['rfc2141bis-20', 's.2.3.1', 'urn:example:foo-bar-baz-qux?+CCResolve:cc=uk', { nid: 'example', nss: 'foo-bar-baz-qux', rComponent: 'CCResolve:cc=uk' }],
  ['rfc2141bis-21', 's.2.3.3', 'urn:example:foo-bar-baz-qux#somepart', { nid: 'example', nss: 'foo-bar-baz-qux', fComponent: 'somepart' }],
  ['rfc2141bis-22', 's.2.3.1', 'urn:example:foo-bar-baz-qux?+CCResolve:cc=uk', { nid: 'example', nss: 'foo-bar-baz-qux', rComponent: 'CCResolve:cc=uk' }],
  ['rfc2141bis-22', 's.2.3.2', 'urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', { nid: 'example', nss: 'weather', qComponent: 'op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z' }],
];

/** The fields a valid URN of the revision has, present ones only. */
function fieldsOf(input: string, profile: RevisionName): Record<string, string> {
  const json = (parse(input, { profile }) as unknown as { toJSON(): Record<string, unknown> }).toJSON();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(json)) if (typeof v === 'string' && !['profile', 'input'].includes(k)) out[k] = v;
  return out;
}

describe.each(['fast', 'reference'] as const)('the drafts\' own examples, with the verdict their ABNF gives (%s engine)', (engine) => {
  test.each(EXAMPLES)('%s %s: %s', (profile, _section, input, expected) => {
    const r = tryParse(input, { profile, engine });
    if (typeof expected === 'string') {
      expect(r.ok ? 'valid' : r.error.code).toBe(expected);
    } else {
      expect(r.ok).toBe(true);
      expect(fieldsOf(input, profile)).toEqual(expected);
    }
  });
});

/**
 * Boundary cases read from the ABNF of each revision (and its prose where the
 * grammar carries it): V valid, x invalid, in REVISIONS order.
 */
const ORDER = REVISIONS.map((r) => r.name);
const BOUNDARIES: [input: string, verdicts: string, why: string][] = [
  //                                      2 s 0 0 0 0 1 1 1 1 1 1 1 1 1 1 2 2 2 8
  //                                      1 a 3 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 1
  ['urn:a:x', 'Vxxxxxxxxxxxxxxxxxxx', 'one-character NID: only RFC 2141'],
  ['urn:ab-:x', 'Vxxxxxxxxxxxxxxxxxxx', 'trailing hyphen: only RFC 2141'],
  ['urn:aa:&', 'xVVVVVVVVVVVVVVVVVVV', '"&" is a sub-delim in pchar; RFC 2141 excludes it'],
  ['urn:aa:a?', 'VxxVVVVVxxxxxxxxxxxx', 'an empty query: RFC 3986 query (-07 to -11); q-string, q-component need a pchar'],
  ['urn:aa:a#', 'VxVVVVVVVVVVVVVVVVVV', 'an empty fragment: everywhere but saintandre-00, which has none'],
  ['urn:aa:a/b', 'VxxxxxxxVVVVVVVVVVVV', '"/" in the NSS from -12 on (NSS = pchar *(pchar / "/"))'],
  ['urn:aa:a//b', 'VxxxVVVVVVVVVVVVVVVV', 'p-component = "/" path-absolute (-08 to -11); an NSS with "/" after'],
  ['urn:aa:a?b?', 'VxxVVVVVVxVxxxxxxxxx', 'a q-component ending in "?": -13\'s word *phrase cannot'],
  ['urn:aa:a??b', 'VxxVVVVVVVVxxxxxxxxx', '"??" starts the r-component in -12 to -14; a query "?b" before'],
  ['urn:aa:a?q??', 'VxxVVVVVxxxxxxxxxxxx', 'the q-component ends at "??" (-12, -14 prose; -13 grammar), leaving an empty r-component'],
  ['urn:aa:a?+b', 'VxxVVVVVVVVxVVVVVVVV', '-15\'s r-component starts with resolverID ":"'],
  ['urn:aa:a?+bb:c', 'VxxVVVVVVVVVVVVVVVVV', 'a resolverID, then ":"'],
  ['urn:aa:a?+b:c', 'VxxVVVVVVVVxVVVVVVVV', 'resolverID = (alphanum) 0*30(ldh) (alphanum), as the NID: two characters at least'],
  ['urn:aa:a?=b?+', 'VxxVVVVVVVVxxxVVVVVV', 'the q-component ends at "?+" in -15 to -17, only at "#" from -18 on'],
  ['urn:aa:a?=b?+c', 'VxxVVVVVVVVxVVVVVVVV', 'q then r: either order in -15 to -17 (-15 needs a resolverID), one q-component from -18 on'],
  ['urn:aa:a?+b?=c', 'VxxVVVVVVVVxVVVVVVVV', 'r then q'],
  ['urn:aa:a?=b', 'VxxVVVVVVVVVVVVVVVVV', '"?=" starts the q-component from -15 on; earlier, "?" and "=b"'],
];

describe('boundary cases that separate each revision from its neighbours (both engines)', () => {
  test('the table has a verdict for every revision', () => {
    expect(ORDER).toHaveLength(20);
    for (const [, verdicts] of BOUNDARIES) expect(verdicts).toHaveLength(ORDER.length);
  });
  test.each(BOUNDARIES)('%s: %s (%s)', (input, verdicts) => {
    const got = ORDER.map((profile) => {
      const fast = isValid(input, { profile });
      const reference = isValid(input, { profile, engine: 'reference' });
      return fast === reference ? (fast ? 'V' : 'x') : '?';
    }).join('');
    expect(got).toBe(verdicts);
  });
});

describe('the parts as each revision names them', () => {
  const FIELDS: Record<DraftName, string[]> = {
    'saintandre-00': [],
    'rfc2141bis-07': ['query', 'fragment'],
    'rfc2141bis-08': ['pComponent', 'qComponent', 'fComponent'],
    'rfc2141bis-09': ['pComponent', 'qComponent', 'fComponent'],
    'rfc2141bis-10': ['pComponent', 'qComponent', 'fComponent'],
    'rfc2141bis-11': ['pComponent', 'qComponent', 'fComponent'],
    'rfc2141bis-12': ['qString', 'rString', 'fString'],
    'rfc2141bis-13': ['qComponent', 'rComponent', 'fComponent'],
    'rfc2141bis-14': ['qComponent', 'rComponent', 'fComponent'],
    'rfc2141bis-15': ['qComponent', 'rComponent', 'resolverID', 'fComponent'],
    'rfc2141bis-16': ['qComponent', 'rComponent', 'fComponent'],
    'rfc2141bis-17': ['qComponent', 'rComponent', 'fComponent'],
    'rfc2141bis-18': ['rComponent', 'qComponent', 'fComponent'],
    'rfc2141bis-19': ['rComponent', 'qComponent', 'fComponent'],
    'rfc2141bis-20': ['rComponent', 'qComponent', 'fComponent'],
    'rfc2141bis-21': ['rComponent', 'qComponent', 'fComponent'],
    'rfc2141bis-22': ['rComponent', 'qComponent', 'fComponent'],
  };

  /** The keys of a draft's Urn and of its spans, as `p` parses "urn:abc:x". */
  const keysOf = (p: Parse, profile: DraftName): [string[], string[]] => {
    const urn = p('urn:abc:x', { profile }) as unknown as Record<string, unknown>;
    return [Object.keys(urn), Object.keys(urn.spans as object).sort()];
  };

  test.each(Object.entries(FIELDS))('%s: nid, nss, %j, each an own enumerable data property, spans for each', (profile, fields) => {
    const urn = parse('urn:abc:x', { profile: profile as DraftName }) as unknown as Record<string, unknown>;
    expect(urn.profile).toBe(profile);
    expect(keysOf(parse, profile as DraftName)).toEqual([['profile', 'input', 'nid', 'nss', ...fields], ['nid', 'nss', ...fields].sort()]);
    for (const f of fields) expect(urn[f]).toBeUndefined();
    expect(() => {
      (urn as { spans: unknown }).spans = {};
    }).toThrow(TypeError);
  });

  // The field names (src/profiles/draft-urn.ts PART_FIELDS) are read as urnkit/drafts loads (tests/support/fresh.ts).
  test('the same fields, with the library loaded inside the test', () => {
    freshly(() => {
      const fresh = (require('../src') as typeof import('../src')).parse;
      for (const [profile, fields] of Object.entries(FIELDS)) {
        expect([profile, keysOf(fresh, profile as DraftName)]).toEqual([profile, [['profile', 'input', 'nid', 'nss', ...fields], ['nid', 'nss', ...fields].sort()]]);
      }
    });
  });

  test('-15: the resolverID inside the r-component, with spans', () => {
    const urn = parse('urn:example:a?+CCResolve:cc=uk?=q#f', { profile: 'rfc2141bis-15' });
    expect([urn.rComponent, urn.resolverID, urn.qComponent, urn.fComponent]).toEqual(['CCResolve:cc=uk', 'CCResolve', 'q', 'f']);
    expect(urn.spans.resolverID).toEqual({ start: 15, end: 24 });
    expect(JSON.parse(JSON.stringify(urn))).toMatchObject({ profile: 'rfc2141bis-15', rComponent: 'CCResolve:cc=uk', resolverID: 'CCResolve', warnings: [{ code: 'r-component-used' }] });
  });

  test('-08 includes the delimiters its rules include; -12 does not', () => {
    const a = parse('urn:example:a//p/q?x#y', { profile: 'rfc2141bis-08' });
    expect([a.pComponent, a.qComponent, a.fComponent]).toEqual(['//p/q', '?x', '#y']);
    const b = parse('urn:example:a?x??y#z', { profile: 'rfc2141bis-12' });
    expect([b.qString, b.rString, b.fString]).toEqual(['x', 'y', 'z']);
  });

  // A draft's Urn class is made from its grammar's @parts: a part with no field, or parts that do not start with
  // the NID and the NSS (every revision's URN is "urn:" NID ":" NSS), is a grammar the Urn cannot be made from.
  test.each<[string[], RegExp]>([
    [['NID', 'NSS', 'x-component'], /x-component/],
    [['NSS', 'NSS', 'q-component'], /must begin NID NSS/],
  ])('a draft grammar declaring @parts %j is refused: %s', (parts, message) => {
    const own = (generatedDrafts as unknown as Record<string, GeneratedModules>)['rfc2141bis-08'];
    const matcher = (): Matcher => {
      const m = own.matcher();
      return { ...m, meta: { ...m.meta, parts } };
    };
    expect(() => draftResolution('rfc2141bis-08', UrnBase, { 'rfc2141bis-08': { ...own, matcher } })).toThrow(message);
  });

  test('rfc2141bis-03 is rfc2141bis', () => {
    const urn = parse('urn:ex:a?s=1', { profile: 'rfc2141bis-03' });
    expect(urn.profile).toBe('rfc2141bis');
    expect(urn.directives.map((d) => d.keyword)).toEqual(['s']);
    expect(REVISION_NAMES).toContain('rfc2141bis-03');
  });
});

/** Each revision's prose rules (docs/history.md, "Their prose rules"): an input and its warnings, as "code section". */
const PROSE_RULES: [string, RevisionName, string[]][] = [
  // -08 s.6.1 (formal NIDs) and s.6.2 (informal, digits only); "X-" only loses its category.
  ['urn:ab:x', 'rfc2141bis-08', ['nid-registration bis-08 s.6.1']],
  ['urn:ab-c:x', 'rfc2141bis-08', ['nid-registration bis-08 s.6.1']],
  ['urn:xn--a:x', 'rfc2141bis-08', ['nid-registration bis-08 s.6.1']],
  ['urn:urn-1a:x', 'rfc2141bis-08', ['nid-registration bis-08 s.6.2']],
  ['urn:urn-01:x', 'rfc2141bis-08', []],
  ['urn:x-abc:x', 'rfc2141bis-08', []],
  // -09 s.6 note: "X-" NIDs "are not valid URNs"; s.6.2: no leading zero.
  ['urn:x-abc:x', 'rfc2141bis-09', ['nid-registration bis-09 s.6']],
  ['urn:urn-01:x', 'rfc2141bis-09', ['nid-registration bis-09 s.6.2']],
  ['urn:x-abc:x', 'rfc2141bis-13', ['nid-registration bis-13 s.6.1']],
  ['urn:x-abc:x', 'rfc2141bis-15', ['nid-registration bis-15 s.5.1']],
  ['urn:urn:x', 'rfc2141bis-19', ['nid-registration bis-19 s.5.2']],
  ['urn:abc:x', 'rfc2141bis-22', []],
  // RFC 8141 s.5.1 item 3: "It MUST be more than two characters long".
  ['urn:ab:x', 'rfc8141', ['nid-registration RFC 8141 s.5.1']],
  ['urn:a1:x', 'rfc2141bis-22', ['nid-registration bis-22 s.5.1']],
  ['urn:ab:x', 'rfc2141bis-20', ['nid-registration bis-20 s.5.1']],
  // Components a namespace has not defined are disallowed (-08 to -12 s.3.3).
  ['urn:abc:x?q', 'rfc2141bis-08', ['component-disallowed bis-08 s.3.3']],
  ['urn:abc:x?q', 'rfc2141bis-09', ['component-disallowed bis-09 s.3.3']],
  ['urn:abc:x#f', 'rfc2141bis-10', ['component-disallowed bis-10 s.3.3']],
  ['urn:abc:x//p', 'rfc2141bis-11', ['component-disallowed bis-11 s.3.3']],
  ['urn:abc:x#f', 'rfc2141bis-12', ['component-disallowed bis-12 s.3.3']],
  ['urn:abc:x?q', 'rfc2141bis-13', []],
  // The r-component: reserved (-12 to -15), SHOULD NOT be used (-16 on).
  ['urn:abc:x??r', 'rfc2141bis-12', ['component-disallowed bis-12 s.3.3', 'r-component-used bis-12 s.3.3.2']],
  ['urn:abc:x??r', 'rfc2141bis-13', ['r-component-used bis-13 s.3.3.2']],
  ['urn:abc:x?+rr:s', 'rfc2141bis-15', ['r-component-used bis-15 s.2.3.2']],
  ['urn:abc:x?+r', 'rfc2141bis-17', ['r-component-used bis-17 s.2.3.2']],
  ['urn:abc:x?+r', 'rfc2141bis-18', ['r-component-used bis-18 s.2.3.1']],
  ['urn:abc:x?+r', 'rfc2141bis-19', ['r-component-used bis-19 s.2.3.1']],
  ['urn:abc:x?+r', 'rfc2141bis-20', ['r-component-used bis-20 s.2.3.1']],
  // -14 s.3: "?" inside the r-component, or ending a component, is discouraged.
  ['urn:abc:x??r?', 'rfc2141bis-14', ['r-component-used bis-14 s.3.3.2', 'question-mark-discouraged bis-14 s.3']],
  ['urn:abc:x?q?', 'rfc2141bis-14', ['question-mark-discouraged bis-14 s.3']],
  ['urn:abc:x?q?', 'rfc2141bis-12', ['component-disallowed bis-12 s.3.3']],
  // saintandre-00 and -07 have no rule beyond their ABNF.
  ['urn:urn:x', 'rfc2141bis-07', []],
  ['urn:ab:x', 'saintandre-00', []],
];

type Parse = typeof parse;
const warningsOf = (p: Parse, input: string, profile: RevisionName): string[] => p(input, { profile }).warnings.map((w) => `${w.code} ${w.section}`);

/**
 * -08's components are "/" path-absolute, "?" query and "#" fragment: each rule includes its delimiter, so the
 * warning stands at the delimiter (offset 9, after "urn:abc:x") and names the component.
 */
function expectComponentWarnings(p: Parse): void {
  for (const [input, label] of [['urn:abc:x//p', 'p-component'], ['urn:abc:x?q', 'q-component'], ['urn:abc:x#f', 'f-component']]) {
    const [w] = p(input, { profile: 'rfc2141bis-08' }).warnings;
    expect([input, w.code, w.offset]).toEqual([input, 'component-disallowed', 9]);
    expect(w.message).toMatch(new RegExp(`${label}.*disallowed`));
  }
}

describe('each revision\'s prose rules, as rfc8141 classifies the same rule', () => {
  test.each(PROSE_RULES)('%s under %s: %j', (input, profile, expected) => {
    expect(warningsOf(parse, input, profile)).toEqual(expected);
  });

  test('-08: the component-disallowed warning stands at the component\'s delimiter', () => {
    expectComponentWarnings(parse);
  });

  // The drafts' rule tables are built as urnkit/drafts loads (tests/support/fresh.ts).
  test('the same, with the library loaded inside the test', () => {
    freshly(() => {
      const fresh = (require('../src') as typeof import('../src')).parse;
      for (const [input, profile, expected] of PROSE_RULES) expect([input, profile, warningsOf(fresh, input, profile)]).toEqual([input, profile, expected]);
      expectComponentWarnings(fresh);
    });
  });

  // docs/install.md: in a browser or an edge runtime, urnkit/drafts is imported before parsing under a draft, "otherwise an error says so".
  test('a draft revision where urnkit/drafts was not imported and cannot load by itself: an error says to import it', () => {
    freshlyMocking(require.resolve('../src/engine/node-loader'), () => ({ loadNodeModule: (): undefined => undefined }), () => {
      const fresh = require('../src') as typeof import('../src');
      expect(() => fresh.tryParse('urn:ab:c', { profile: 'rfc2141bis-12' })).toThrow('urnkit: a draft revision needs urnkit/drafts: import it first');
      expect(fresh.tryParse('urn:ab:c').ok).toBe(true);
    });
  });

  test('a warning is an error in strict mode, with its section', () => {
    const r = tryParse('urn:abc:x??r?', { profile: 'rfc2141bis-14', strict: true });
    expect(r.ok ? undefined : [r.error.code, r.error.offset, r.error.section]).toEqual(['r-component-used', 9, 'bis-14 s.3.3.2']);
  });

  test('a revision sharing another\'s grammar cites its own sections in syntax errors', () => {
    const cases: [RevisionName, string][] = [
      ['rfc2141bis-09', 'bis-09 s.3.1'],
      ['rfc2141bis-17', 'bis-17 s.2.1'],
      ['rfc2141bis-19', 'bis-19 s.2.1'],
      ['rfc8141', 'RFC 8141 s.2.1'],
    ];
    for (const [profile, section] of cases) {
      const r = tryParse('urn:a:x', { profile });
      expect(r.ok ? undefined : [r.error.code, r.error.section, r.error.message.split('\n')[0]]).toEqual(['invalid-nid', section, `${profile}: invalid-nid at offset 5 (${section}): found ':', expected a letter, digit or '-'`]);
    }
  });

  // docs/library.md's error codes: invalid-scheme when the input does not start with "urn:", invalid-nid for a
  // bad NID; the drafts' code table is built as urnkit/drafts loads (tests/support/fresh.ts).
  test('a draft\'s syntax errors carry the codes of docs/library.md, with the library loaded inside the test', () => {
    freshly(() => {
      const fresh = (require('../src') as typeof import('../src')).tryParse;
      const cases: [string, RevisionName, string, number][] = [
        ['urx:abc:x', 'rfc2141bis-12', 'invalid-scheme', 2],
        ['urn', 'rfc2141bis-07', 'invalid-scheme', 3],
        ['urn:a:x', 'rfc2141bis-09', 'invalid-nid', 5],
        ['urn:a:x', 'rfc2141bis-16', 'invalid-nid', 5],
      ];
      for (const [input, profile, code, offset] of cases) {
        const r = fresh(input, { profile });
        expect([input, profile, r.ok ? undefined : [r.error.code, r.error.offset]]).toEqual([input, profile, [code, offset]]);
      }
    });
  });

  // -14 s.3: the warning stands at the "?" it is about, and says which component holds it.
  test('-14: the question-mark-discouraged warning stands at the "?" and names its component', () => {
    const inR = parse('urn:abc:x??r?s', { profile: 'rfc2141bis-14' }).warnings.find((w) => w.code === 'question-mark-discouraged');
    expect([inR?.offset, inR?.message]).toEqual([12, expect.stringMatching(/"\?" inside the r-component/)]);
    const atEnd = parse('urn:abc:x?q?', { profile: 'rfc2141bis-14' }).warnings.find((w) => w.code === 'question-mark-discouraged');
    expect([atEnd?.offset, atEnd?.message]).toEqual([11, expect.stringMatching(/"\?" at the end of the q-component/)]);
  });

  // RFC 8141 s.5.2 and -09 on: an informal NID is "urn-" and a number with no leading zero.
  test('an informal NID that is no "urn-<number>" is named in the warning, with the form it should have', () => {
    for (const profile of ['rfc8141', 'rfc2141bis-09'] as const) {
      const [w] = parse('urn:urn-01:x', { profile }).warnings;
      expect([profile, w?.code, w?.message]).toEqual([profile, 'nid-registration', expect.stringMatching(/"urn-01".*urn-<number>.*no leading zero/)]);
    }
  });

  test('a draft\'s errors have no hint or suggestion (the hint kinds are written for the main profiles)', () => {
    const r = tryParse('urn:example:a b', { profile: 'rfc2141bis-12' });
    expect(r.ok ? undefined : [r.error.hint, r.error.suggestions]).toEqual([undefined, []]);
  });
});

describe('REVISIONS', () => {
  test('in date order, each name once, every grammar file used, every draft\'s grammar shipped', () => {
    const dates = REVISIONS.map((r) => r.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(REVISION_NAMES).size).toBe(REVISION_NAMES.length);
    const files = readdirSync(join(__dirname, '..', 'grammar')).filter((f) => f.endsWith('.abnf') && f !== 'core.abnf').map((f) => f.replace(/\.abnf$/, ''));
    expect([...new Set(REVISIONS.map((r) => r.grammar))].sort()).toEqual(files.sort());
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const drafts = Object.keys(require('../generated/drafts.js')).sort();
    expect(drafts).toEqual(files.filter((f) => !['rfc2141', 'rfc2141bis', 'rfc8141'].includes(f)).sort());
  });

  test('the core\'s own check of a revision name (src/revision-names.ts) agrees with REVISION_NAMES', () => {
    const near = REVISION_NAMES.flatMap((n) => [n, n.toUpperCase(), `${n} `, `${n}0`, n.slice(0, -1), n.replace(/\d$/, (d) => String((Number(d) + 1) % 10))]);
    const numbered = Array.from({ length: 100 }, (_, i) => `rfc2141bis-${String(i).padStart(2, '0')}`);
    for (const name of [...near, ...numbered, 'saintandre-01', 'rfc2141bis-', '', 'constructor', 'toString']) {
      expect([name, isRevisionName(name)]).toEqual([name, REVISION_NAMES.includes(name as RevisionName)]);
    }
    for (const name of REVISION_NAMES) expect(canonicalName(name)).toBe(REVISIONS.find((r) => r.name === name || r.aliases.includes(name))?.name);
  });

  test('the revisions sharing an ABNF text, as the drafts were read', () => {
    const shared = Object.fromEntries(REVISIONS.filter((r) => r.grammar !== r.name).map((r) => [r.name, r.grammar]));
    expect(shared).toEqual({
      'rfc2141bis-09': 'rfc2141bis-08',
      'rfc2141bis-10': 'rfc2141bis-08',
      'rfc2141bis-17': 'rfc2141bis-16',
      'rfc2141bis-18': 'rfc8141',
      'rfc2141bis-19': 'rfc8141',
      'rfc2141bis-20': 'rfc8141',
      'rfc2141bis-21': 'rfc8141',
      'rfc2141bis-22': 'rfc8141',
    });
  });
});
