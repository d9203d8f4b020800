/*
 * isValid with namespaces as one expression per URN (src/compile/embedding.ts,
 * src/namespaces/embedded.ts): where each profile's NID and NSS sit, as the
 * specs' ABNF puts them; which namespace grammars may stand in for the NSS
 * rule; and the verdicts, against the general path (tryParse) on the namespace
 * vectors, their mutants and case variants, in every profile.
 */
import { readdirSync } from 'fs';
import { join } from 'path';
import { isValid, namespaceSet, PROFILES, ProfileName, tryParse } from '../src';
import { compileNamespace } from '../src/entries/conformance';
import { namespaces, namespacesWithCommunity } from '../src/entries/namespaces';
import { compileGrammarText } from '../src/compile/abnf';
import { difference, includes, ruleAutomaton } from '../src/compile/automaton';
import { namespaceEmbedding, profileLayout } from '../src/compile/embedding';
import { compiledProfile } from '../src/profiles/compiled';
import { caseVariant, exhaustive, namespaceMutant, prng } from '../scripts/lib/fuzz';
import { generateMatcherSources } from '../src/compile/codegen';
import { grammarRegex } from '../src/compile/regex';
import { instantiateMatcher } from '../src/engine/compiled';
import { readJsonl } from './support/vectors';

const profile = (p: ProfileName) => ({ grammar: compiledProfile(p).grammar(), meta: compiledProfile(p).meta });
const code = (c: string): number => c.charCodeAt(0);

describe('profile layouts, as each spec places the NID and the NSS', () => {
  test.each(PROFILES)('%s: "urn:" then the NID up to ":", then the NSS', (p) => {
    const layout = profileLayout(profile(p));
    expect(layout).not.toBeNull();
    // RFC 8141 s.2 "urn" ":" NID ":" NSS; bis-03 s.2 scheme ":" NID ":" NSS; RFC 2141 s.2 "urn:" <NID> ":" <NSS>.
    expect(layout?.nidStart).toBe(4);
    expect(layout?.nidEnd).toEqual([[code(':'), code(':')]]);
    expect(layout?.gap).toBe(1);
  });

  test('what ends the NSS: "?" and "#" in RFC 8141 and bis-03, nothing in RFC 2141', () => {
    // RFC 8141 s.2: NSS [ "?+" r-component ] [ "?=" q-component ] [ "#" f-component ]; bis-03 s.2: [ "?" query ] [ "#" fragment ].
    expect(profileLayout(profile('rfc8141'))?.nssEnd).toEqual([[code('#'), code('#')], [code('?'), code('?')]]);
    expect(profileLayout(profile('rfc2141bis'))?.nssEnd).toEqual([[code('#'), code('#')], [code('?'), code('?')]]);
    // RFC 2141 s.2.3: "?" and "#" are <reserved> URN characters; the NSS runs to the end.
    expect(profileLayout(profile('rfc2141'))?.nssEnd).toEqual([]);
  });

  test('the cut falls around the NSS\'s part of the profile\'s expression', () => {
    for (const p of PROFILES) {
      const [from, to] = profileLayout(profile(p))?.nssCut ?? [0, 0];
      const source = compiledProfile(p).matcher.pattern?.source ?? '';
      // The NID's ":" just before; after it, what follows an NSS in each spec (or the end, RFC 2141).
      expect([p, source.slice(from - 4, from)]).toEqual([p, '\\x3a']);
      expect([p, source.slice(to, to + 7)]).toEqual([p, p === 'rfc2141' ? '$' : '(?:\\x3f']);
      expect(new RegExp(`^${source.slice(from, to)}$`).test('a%41b')).toBe(true);
    }
  });

  test('a grammar whose NSS sits in a repetition has no layout', () => {
    const c = compileGrammarText([{ name: 't.abnf', text: '; @profile t\n; @start u\n; @parts NID NSS\nu = "urn:" NID 1*(":" NSS)\nNID = 1*ALPHA\nNSS = 1*ALPHA\nALPHA = %x61-7A\n' }]);
    expect(profileLayout({ grammar: c.grammar, meta: c.meta })).toBeNull();
  });
});

describe('language inclusion of rules read as regular expressions', () => {
  const grammar = (rules: string) => compileGrammarText([{ name: 't.abnf', text: `; @profile t\n; @start a\n${rules}` }]).grammar;
  const auto = (rules: string, name: string, reading: 'superset' | 'exact') => {
    const g = grammar(rules);
    return ruleAutomaton(g.rules, g.rules.findIndex((r) => r.name === name), reading);
  };
  const RULES = 'a = 1*d *( d / "/" )\nb = 1*( d / "/" )\nc = 4d "-" 2d\nd = %x30-39\ne = "x" &"y" 1*d\n';
  const cases: [string, string, boolean][] = [
    ['c', 'a', false], // "1234-56": "-" is not in a
    ['a', 'b', true],
    ['b', 'a', false], // "/1" starts with "/"
    ['d', 'a', true],
    ['e', 'b', false],
  ];
  test.each(cases)('L(%s) within L(%s): %s', (inner, outer, within) => {
    const o = auto(RULES, outer, 'exact');
    const i = auto(RULES, inner, 'superset');
    expect(o && i && includes(o, i)).toBe(within);
  });

  test('sound on 400 random pairs: when inclusion is shown, every string of up to 6 over a, b that one grammar accepts, the other does', () => {
    const random = prng(3986);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
    const element = (depth: number, lookahead: boolean): string => {
      if (depth === 0 || random() < 0.3) return pick(['"a"', '"b"', '%x61-62', '"ab"']);
      const inner = (): string => element(depth - 1, lookahead);
      return pick([`(${inner()} / ${inner()})`, `(${inner()} ${inner()})`, `*(${inner()})`, `1*(${inner()})`, `2(${inner()})`, `[${inner()}]`, ...(lookahead ? [`!(${inner()})`, `&(${inner()})`] : [])]);
    };
    const strings = [...exhaustive('', 6, ['a', 'b'])];
    let shown = 0;
    const unsound: string[] = [];
    for (let k = 0; k < 400; k += 1) {
      // Broad rules for b half the time, so that inclusion holds often enough to be tested.
      const broad = pick(['*(%x61-62)', '1*(%x61-62)', '"a" *(%x61-62)', '*("b" / "a")', '[%x61-62] *("ab" / "b" / "a")']);
      const text = `a = ${element(3, true)}\nb = ${random() < 0.5 ? broad : `${element(3, false)} ${element(2, false)}`}\n`;
      const c = compileGrammarText([{ name: 't.abnf', text: `; @profile t\n; @start a\n${text}` }]);
      // The exact reading stands for apg-js only where the expression needs no atomic group (as for a profile's NSS).
      const expression = grammarRegex(c.grammar, 'b');
      if (expression === null || /\(\?[=!]|\\k</.test(expression)) continue;
      const a = ruleAutomaton(c.grammar.rules, 0, 'superset');
      const b = ruleAutomaton(c.grammar.rules, 1, 'exact');
      if (!a || !b || !includes(b, a)) continue;
      shown += 1;
      const { matcher } = instantiateMatcher(generateMatcherSources(c.grammar, c.meta));
      const acceptsB = new RegExp(expression);
      const bad = strings.find((x) => matcher.match(x, []) >= 0 && !acceptsB.test(x));
      if (bad !== undefined) unsound.push(`${JSON.stringify(text)} on ${JSON.stringify(bad)}`);
    }
    expect(shown).toBeGreaterThan(20);
    expect(unsound).toEqual([]);
  });

  test('the exact reading keeps a look-ahead of fixed strings and refuses any other; the superset reading drops them', () => {
    // "x" then "y" ahead then a digit: nothing matches e exactly.
    const e = auto(RULES, 'e', 'exact');
    expect(e).not.toBeNull();
    expect(difference(e!, auto('a = "z"\n', 'a', 'exact')!)).toBeNull();
    expect(auto(RULES, 'e', 'superset')).not.toBeNull();
    const unbounded = 'a = "x" !(1*d "y") 1*d\nd = %x30-39\n';
    expect(auto(unbounded, 'a', 'exact')).toBeNull();
    expect(auto(unbounded, 'a', 'superset')).not.toBeNull();
  });
});

describe('how the shipped namespaces join RFC 8141', () => {
  const ns = (nid: string) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const m = require(join(__dirname, '..', 'generated', 'namespaces', `${nid}.matcher.js`)) as { meta: { start: string } };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const G = require(join(__dirname, '..', 'generated', 'namespaces', `${nid}.grammar.js`)) as new () => never;
    return { grammar: new G(), start: m.meta.start };
  };
  // RFC 4122 s.3: hex digits and "-", all RFC 8141 pchar; RFC 3061 s.2: digits and "."; RFC 3187 s.5: digits, "-" and "X".
  test.each(['uuid', 'oid', 'isbn'])('%s stands in for the NSS rule', (nid) => {
    expect(namespaceEmbedding(profile('rfc8141'), ns(nid))?.how).toBe('within');
  });
  // RFC 5165 s.2: OGCresource may begin with "/", which RFC 8141's NSS (pchar first) may not.
  test('ogc is tested next to it', () => {
    expect(namespaceEmbedding(profile('rfc8141'), ns('ogc'))?.how).toBe('intersect');
  });

  // isbn.abnf: ISBN = !not-isbn13 ISBN-13 / not-isbn13 ( ISBN-13 / ISBN-10 ), with @check isbn13 ISBN-13 and @check isbn10 ISBN-10.
  test.each(['rfc8141', 'rfc2141'] as const)('%s: the joined expression captures each checked ISBN rule, where the check reads it', (p) => {
    const isbn = ns('isbn');
    const checks = [{ algorithm: 'isbn13' as const, rule: 'ISBN-13' }, { algorithm: 'isbn10' as const, rule: 'ISBN-10' }];
    const e = namespaceEmbedding(profile(p), { ...isbn, checks });
    const layout = profileLayout(profile(p));
    expect(e?.checks?.map(([, a]) => a)).toEqual(['isbn13', 'isbn13', 'isbn10']);
    const source = compiledProfile(p).matcher.pattern?.source ?? '';
    const [from, to] = layout?.nssCut ?? [0, 0];
    const joined = new RegExp(`${source.slice(0, from)}(?=(?:${e?.source})${layout?.nssEndAhead})${source.slice(from, to)}${source.slice(to)}`);
    // RFC 3187 s.5's ISBN-10, and the same book's ISBN-13 (RFC 3187 s.3.1: 978, its first nine digits, then the EAN-13 check digit).
    const read = (s: string) => (e?.checks ?? []).map(([k, a]) => [a, joined.exec(s)?.[k]]).filter(([, t]) => t !== undefined);
    expect(read('urn:isbn:0-306-40615-2')).toEqual([['isbn10', '0-306-40615-2']]);
    expect(read('urn:isbn:978-0-306-40615-7')).toEqual([['isbn13', '978-0-306-40615-7']]);
  });
});

describe('the NID written in place of the profile\'s NID rule', () => {
  const uuid = (): { matcher: { embeds?: Record<string, { nid?: [number, number] }> } } =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ({ matcher: require(join(__dirname, '..', 'generated', 'namespaces', 'uuid.matcher.js')) as { embeds?: Record<string, { nid?: [number, number] }> } });

  test('rfc8141: the cut holds the NID rule, which takes a NID in any case', () => {
    // RFC 8141 s.2: NID = (alphanum) 0*30(ldh) (alphanum); s.3: NIDs are case-insensitive.
    const [a, b] = uuid().matcher.embeds?.rfc8141?.nid ?? [0, 0];
    const nid = new RegExp(`^(?:${(compiledProfile('rfc8141').matcher.pattern as RegExp).source.slice(a, b)})$`);
    for (const s of ['uuid', 'UUID', 'uUiD', 'a-b', 'ab', 'a'.repeat(32)]) expect([s, nid.test(s)]).toEqual([s, true]);
    for (const s of ['a', '-ab', 'ab-', 'a_b', 'a'.repeat(33), 'uuid:']) expect([s, nid.test(s)]).toEqual([s, false]);
  });

  test('a NID rule that tells cases apart gets no cut', () => {
    const c = compileGrammarText([{ name: 't.abnf', text: '; @profile t\n; @start u\n; @parts NID NSS\nu = "urn:" NID ":" NSS\nNID = 2*8%x61-7A\nNSS = 1*%x61-7A\n' }]);
    const blind = compileGrammarText([{ name: 't.abnf', text: '; @profile t\n; @start u\n; @parts NID NSS\nu = "urn:" NID ":" NSS\nNID = 2*8ALPHA\nNSS = 1*%x61-7A\nALPHA = %x41-5A / %x61-7A\n' }]);
    const ns = compileGrammarText([{ name: 'n.abnf', text: '; @profile n\n; @start nss\nnss = 1*%x61-7A\n' }]);
    expect(namespaceEmbedding({ grammar: c.grammar, meta: c.meta }, { grammar: ns.grammar, start: 'nss' })?.nid).toBeUndefined();
    expect(namespaceEmbedding({ grammar: blind.grammar, meta: blind.meta }, { grammar: ns.grammar, start: 'nss' })?.nid).toEqual([17, expect.any(Number)]);
  });

  test('whatever case and validity the first URN of a NID has, every later verdict is tryParse\'s', () => {
    // Each set starts its own table of NIDs, so each order below meets uuid first in a different shape.
    const valid = 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6';
    const shapes = [valid, valid.replace('uuid', 'UUID'), valid.replace('urn:uuid', 'URN:uUiD'), valid.replace('urn:', 'urm:'), valid.replace('urn:', 'urn-'), valid.replace('uuid:', 'uuid/'), valid.slice(0, -1), `${valid}?=a`];
    for (const first of shapes) {
      const set = namespaceSet([], namespaces);
      for (const s of [first, ...shapes]) expect([first, s, isValid(s, { namespaces: set })]).toEqual([first, s, tryParse(s, { namespaces: set }).ok]);
    }
  });
});

describe('check characters of a grammar of one\'s own', () => {
  // RFC 3044 s.5: 0259-000X and 1560-1560 are right; 1560-1561 breaks the ISSN check.
  const own = (nss: string) => compileNamespace(`; @namespace acme\n; @source test\n; @start nss\n; @check issn issn\nnss = ${nss}\nissn = 4DIGIT ["-"] 3DIGIT ( DIGIT / "X" )\n`);
  const inputs = ['urn:acme:x0259-000X', 'urn:acme:x1560-1560', 'urn:acme:x1560-1561', 'urn:acme:x1560-1560,0259-000X', 'urn:acme:x1560-1560,0259-0001', 'urn:acme:x1560-1561,0259-000X'];
  test.each(PROFILES)('%s: one checked rule, or several in a repetition (the general path): tryParse\'s verdicts', (p) => {
    for (const g of [own('"x" issn'), own('"x" issn *( "," issn )'), own('"x" issn [ "," issn ]')]) {
      for (const s of inputs) expect([s, isValid(s, { profile: p, namespaces: [g] })]).toEqual([s, tryParse(s, { profile: p, namespaces: [g] }).ok]);
    }
    expect(isValid('urn:acme:x1560-1560,0259-0001', { profile: p, namespaces: [own('"x" issn *( "," issn )')] })).toBe(false);
    expect(isValid('urn:acme:x1560-1561', { profile: p, namespaces: [own('"x" issn')] })).toBe(false);
  });

  test('a checked rule in a repetition gets no group (a match keeps only its last text): that grammar does not join', () => {
    expect(own('"x" issn *( "," issn )').matcher.embeds?.rfc8141).toBeUndefined();
    expect(own('"x" issn [ "," issn ]').matcher.embeds?.rfc8141).toBeUndefined();
    expect(own('"x" issn').matcher.embeds?.rfc8141?.checks?.map(([, a]) => a)).toEqual(['issn']);
  });
});

describe('isValid with namespaces agrees with tryParse', () => {
  const dir = join(__dirname, 'data', 'namespaces');
  const vectors = (folder: string): string[] =>
    readdirSync(join(dir, folder))
      .filter((f) => f.endsWith('.jsonl'))
      .flatMap((f) => readJsonl<{ input?: string }>(join('namespaces', folder, f)).flatMap((l) => (l.input ? [l.input] : [])));
  const seeds = [...vectors(''), ...vectors('community')];
  const random = prng(20171);
  const inputs = [...seeds, ...seeds.map((s) => caseVariant(random, s)), ...Array.from({ length: 12_000 }, () => namespaceMutant(random, seeds))];
  const differ = (p: ProfileName, options: object): string[] => inputs.filter((s) => isValid(s, { profile: p, ...options }) !== tryParse(s, { profile: p, ...options }).ok).slice(0, 5);

  test.each(PROFILES)('%s, shipped namespaces', (p) => {
    expect(inputs.length).toBeGreaterThan(12_000);
    expect(differ(p, { namespaces: true })).toEqual([]);
  });

  test.each(PROFILES)('%s, shipped and community namespaces', (p) => {
    expect(differ(p, { namespaces: namespacesWithCommunity })).toEqual([]);
  });

  test.each(PROFILES)('%s, a grammar of one\'s own that takes "?" and "#" (RFC 8141 ends the NSS there)', (p) => {
    const g = compileNamespace('; @namespace acme\n; @source test\n; @start nss\nnss = 1*( ALPHA / "?" / "#" / "/" )\n');
    const own = ['urn:acme:ab', 'urn:ACME:a?b', 'urn:acme:a#b', 'urn:acme:/a', 'urn:acme:a?+r', 'urn:acme:a?=q#f', 'urn:acme:a1', 'urn:acme:'];
    for (const s of own) expect([s, isValid(s, { profile: p, namespaces: [g] })]).toEqual([s, tryParse(s, { profile: p, namespaces: [g] }).ok]);
  });
});

describe('the joined expressions on the longest input isValid gives them (64 Ki characters)', () => {
  const n = 64 * 1024;
  const dir = join(__dirname, 'data', 'namespaces');
  const nidsIn = (folder: string): [string, string][] =>
    readdirSync(join(dir, folder))
      .filter((f) => f.endsWith('.jsonl'))
      .map((f) => [f.replace('.jsonl', ''), folder]);
  const nids = [...nidsIn(''), ...nidsIn('community')];
  // Each namespace's own vectors, their NSS repeated to 64 Ki: the shapes its expression loops on, then a character no NSS holds.
  test.each(nids)('%s %s: no RangeError, tryParse\'s verdict', (nid, folder) => {
    const namespaces = folder ? namespacesWithCommunity : true;
    const valid = readJsonl<{ input?: string; valid?: boolean }>(join('namespaces', folder, `${nid}.jsonl`)).filter((l) => l.input && l.valid);
    for (const { input } of valid.slice(0, 3)) {
      const prefix = (input as string).replace(/^(urn:[^:]*:).*$/is, '$1');
      const nss = (input as string).slice(prefix.length).replace(/[?#].*$/s, '') || 'a';
      for (const tail of ['', '\u00e9', '?+r']) {
        const s = (prefix + nss.repeat(Math.ceil(n / nss.length))).slice(0, n - tail.length) + tail;
        for (const p of PROFILES) expect([nid, p, tail, isValid(s, { profile: p, namespaces })]).toEqual([nid, p, tail, tryParse(s, { profile: p, namespaces }).ok]);
      }
    }
  });
});

describe('checks the joined expression cannot read (namespaceEmbedding: null where a check is not read from one match)', () => {
  test('a @check on a rule the start rule never reaches has no group in the expression: no embedding, where a check on a reached rule alone has one', () => {
    const { grammar } = compileGrammarText([{ name: 't.abnf', text: '; @profile t\n; @start nss\nnss = "a" code\ncode = 2%x30-39 / "x"\nother = 3%x30-39 / "y"\n' }]);
    const reached = { algorithm: 'isbn10' as const, rule: 'code' };
    expect(namespaceEmbedding(profile('rfc8141'), { grammar, start: 'nss', checks: [reached] })?.checks?.map(([, a]) => a)).toEqual(['isbn10']);
    expect(namespaceEmbedding(profile('rfc8141'), { grammar, start: 'nss', checks: [reached, { algorithm: 'isbn13', rule: 'other' }] })).toBeNull();
  });
});
