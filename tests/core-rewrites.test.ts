/*
 * Each grammar rule rewritten for apg-js (greedy repetition, look-ahead) must
 * accept exactly the language of the spec's own rule (and, where the prose
 * splits the components, the language the prose gives), in every grammar. An
 * independent predicate, written from the spec text, decides every string of
 * an exhaustive set; both engines (apg-js and the generated matcher) must
 * agree with it.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { isValid, RevisionName } from '../src';
import { compileGrammarText } from '../src/compile/abnf';
import { apg } from '../src/compile/apg-runtime';
import { strings } from './support/strings';

const ALNUM = /^[A-Za-z0-9]$/;
const LDH = /^[A-Za-z0-9-]$/;

/** Long NIDs: 'a' everywhere but the two first and two last characters, which range over the alphabet. */
function* longNids(alphabet: string[], lengths: number[]): Generator<string> {
  for (const n of lengths) {
    for (const ends of strings(alphabet, [4])) yield ends.slice(0, 2) + 'a'.repeat(n - 4) + ends.slice(2);
  }
}

/** RFC 8141 s.2 and bis-03 s.2.1: NID = (alphanum) 0*30(ldh) (alphanum), read as a regular language. */
function specNid(nid: string): boolean {
  const c = [...nid];
  return c.length >= 2 && c.length <= 32 && ALNUM.test(c[0]) && ALNUM.test(c[c.length - 1]) && c.every((x) => LDH.test(x));
}

const nidAlphabet = ['a', '1', '-', 'Z', '_'];
const nids = [...strings(nidAlphabet, [1, 2, 3]), ...longNids(['a', '1', '-'], [30, 31, 32, 33, 34])];

/** The profiles whose grammar has the rewritten NID: the main two, and each draft grammar. */
const NID_REWRITTEN: RevisionName[] = ['rfc8141', 'rfc2141bis', 'saintandre-00', 'rfc2141bis-07', 'rfc2141bis-08', 'rfc2141bis-11', 'rfc2141bis-12', 'rfc2141bis-13', 'rfc2141bis-14', 'rfc2141bis-15', 'rfc2141bis-16'];

describe.each(NID_REWRITTEN)('NID rewrite "alphanum 0*30(ldh &ldh) alphanum" under %s', (profile) => {
  test(`accepts exactly the spec's NIDs (${nids.length} NIDs, both engines)`, () => {
    const disagreements: string[] = [];
    for (const nid of nids) {
      const expected = specNid(nid);
      for (const engine of ['fast', 'reference'] as const) {
        if (isValid(`urn:${nid}:x`, { profile, engine }) !== expected) disagreements.push(`${engine} ${nid}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

/*
 * RFC 8141 s.2 and s.2.3: after the NSS, an optional "?+" r-component, an
 * optional "?=" q-component, an optional "#" f-component, in that order.
 * s.2.3.1: the r-component ends at "?=" or "#"; s.2.3.2: the q-component ends at "#".
 * Both must start with a pchar and be non-empty. The pchars used here are letters, digits, + and =.
 */
const isPchar = (c: string): boolean => /^[A-Za-z0-9+=]$/.test(c);
const inComponent = (c: string): boolean => isPchar(c) || c === '/' || c === '?';

function component(text: string): boolean {
  return text.length > 0 && isPchar(text[0]) && [...text].every(inComponent);
}

function specTail(tail: string): boolean {
  let i = 0;
  while (i < tail.length && (isPchar(tail[i]) || tail[i] === '/')) i += 1;
  let rest = tail.slice(i);
  const until = (text: string, ...stops: string[]): number =>
    Math.min(...stops.map((s) => (text.indexOf(s) < 0 ? text.length : text.indexOf(s))));
  if (rest.startsWith('?+')) {
    const body = rest.slice(2);
    const end = until(body, '?=', '#');
    if (!component(body.slice(0, end))) return false;
    rest = body.slice(end);
  }
  if (rest.startsWith('?=')) {
    const body = rest.slice(2);
    const end = until(body, '#');
    if (!component(body.slice(0, end))) return false;
    rest = body.slice(end);
  }
  if (rest.startsWith('#')) return [...rest.slice(1)].every(inComponent);
  return rest === '';
}

describe('r-component rewrite "pchar *( !\\"?=\\" ( pchar / \\"/\\" / \\"?\\" ) )" under rfc8141', () => {
  const tails = [...strings(['a', '?', '+', '=', '#', '/'], [0, 1, 2, 3, 4, 5, 6])];

  test(`every tail up to 6 characters after "urn:ex:a" (${tails.length} inputs, generated matcher)`, () => {
    const disagreements = tails.filter((t) => isValid(`urn:ex:a${t}`) !== specTail(t));
    expect(disagreements).toEqual([]);
  });

  test('the same tails up to 5 characters under apg-js', () => {
    const short = tails.filter((t) => t.length <= 5);
    const disagreements = short.filter((t) => isValid(`urn:ex:a${t}`, { engine: 'reference' }) !== specTail(t));
    expect(disagreements).toEqual([]);
  });

  test.each([
    ['?+r?=q', true, 'r ends at "?="'],
    ['?+r?=', false, 's.2.3.1: r ends at "?=", leaving an empty q-component'],
    ['?+r?+s', true, '"?+" inside an r-component is part of it'],
    ['?=q?+r', true, 'the q-component ends only at "#"'],
    ['?=q?=z', true, 'the q-component ends only at "#"'],
    ['?x', false, 's.2: a "?" not followed by "+" or "=" is an error'],
    ['#', true, 'an empty f-component is allowed'],
  ])('urn:ex:a%s -> %s (%s)', (tail, expected) => {
    expect(specTail(tail)).toBe(expected);
    expect(isValid(`urn:ex:a${tail}`)).toBe(expected);
  });
});

describe('why the rewrites exist', () => {
  const dir = join(__dirname, '..', 'grammar');
  const core = { name: 'core.abnf', text: readFileSync(join(dir, 'core.abnf'), 'utf8') };

  function apgAccepts(profileText: string, input: string): boolean {
    const { grammar, meta } = compileGrammarText([{ name: 'variant.abnf', text: profileText }, core]);
    const chars = [...input].map((c) => c.charCodeAt(0));
    return new apg.apgLib.parser().parse(grammar, meta.start, chars).success;
  }

  test("apg-js rejects every URN with RFC 8141's NID rule compiled verbatim", () => {
    const text = readFileSync(join(dir, 'rfc8141.abnf'), 'utf8');
    const verbatim = text.replace('NID           = alphanum 0*30( ldh &ldh ) alphanum', 'NID           = alphanum 0*30ldh alphanum');
    expect(verbatim).not.toBe(text);
    expect(apgAccepts(text, 'urn:example:a')).toBe(true);
    expect(apgAccepts(verbatim, 'urn:example:a')).toBe(false);
  });

  test("apg-js reads \"?+r?=q\" as one r-component with RFC 8141's ABNF verbatim", () => {
    const text = readFileSync(join(dir, 'rfc8141.abnf'), 'utf8');
    const verbatim = text.replace('r-component   = pchar *( !"?=" ( pchar / "/" / "?" ) )', 'r-component   = pchar *( pchar / "/" / "?" )');
    expect(verbatim).not.toBe(text);
    // Verbatim, "?+r?=" is valid (r-component "r?="); s.2.3.1 makes it an empty q-component.
    expect(apgAccepts(verbatim, 'urn:ex:a?+r?=')).toBe(true);
    expect(apgAccepts(text, 'urn:ex:a?+r?=')).toBe(false);
  });
});

test('-15 s.2: resolverID = (alphanum) 0*30(ldh) (alphanum), rewritten as the NID, accepts exactly those (both engines)', () => {
  const disagreements: string[] = [];
  for (const id of nids) {
    for (const engine of ['fast', 'reference'] as const) if (isValid(`urn:abc:a?+${id}:x`, { profile: 'rfc2141bis-15', engine }) !== specNid(id)) disagreements.push(`${engine} ${id}`);
  }
  expect(disagreements).toEqual([]);
});

/** A component of the drafts: non-empty, a pchar first, then pchars, "/" and "?" (the pchars used here: letters, "+" and "="). */
const draftComponent = (text: string): boolean => text.length > 0 && isPchar(text[0]) && [...text].every(inComponent);
const untilAny = (text: string, ...stops: string[]): number => Math.min(...stops.map((s) => (text.indexOf(s) < 0 ? text.length : text.indexOf(s))));
/** The NSS of -12 on: pchars and "/", then the rest of the tail. */
function afterNss(tail: string): string {
  let i = 0;
  while (i < tail.length && (isPchar(tail[i]) || tail[i] === '/')) i += 1;
  return tail.slice(i);
}
const fragmentOk = (rest: string): boolean => rest === '' || (rest.startsWith('#') && [...rest.slice(1)].every(inComponent));

/**
 * -12 s.3.3.1, -14 s.3.3.1: "?" starts the q-component, "terminated by a double
 * question mark ("??"), by a number sign ("#") character, or by the end"; "??"
 * starts the r-component, terminated by "#" or the end (s.3.3.2).
 */
function specTail12(tail: string): boolean {
  let rest = afterNss(tail);
  if (rest.startsWith('?') && !rest.startsWith('??')) {
    const body = rest.slice(1);
    const end = untilAny(body, '??', '#');
    if (!draftComponent(body.slice(0, end))) return false;
    rest = body.slice(end);
  }
  if (rest.startsWith('??')) {
    const body = rest.slice(2);
    const end = untilAny(body, '#');
    if (!draftComponent(body.slice(0, end))) return false;
    rest = body.slice(end);
  }
  return fragmentOk(rest);
}

/**
 * -16 s.2.3: "?=" q-component, "?+" r-component, in either order, each once;
 * the q-component "ends with a "?+" sequence ... or a "#" character" (s.2.3.1),
 * the r-component "with a "?=" sequence ... or a "#" character" (s.2.3.2).
 */
function specTail16(tail: string): boolean {
  let rest = afterNss(tail);
  const seen = new Set<string>();
  while (rest.startsWith('?=') || rest.startsWith('?+')) {
    const marker = rest.slice(0, 2);
    if (seen.has(marker)) return false;
    seen.add(marker);
    const body = rest.slice(2);
    const end = untilAny(body, marker === '?=' ? '?+' : '?=', '#');
    if (!draftComponent(body.slice(0, end))) return false;
    rest = body.slice(end);
  }
  return fragmentOk(rest);
}

describe.each<[RevisionName, (tail: string) => boolean]>([
  ['rfc2141bis-12', specTail12],
  ['rfc2141bis-14', specTail12],
  ['rfc2141bis-16', specTail16],
  ['rfc2141bis-17', specTail16],
])('the components of %s, split where the prose says', (profile, spec) => {
  const tails = [...strings(['a', '?', '+', '=', '#', '/'], [0, 1, 2, 3, 4, 5, 6])];

  test(`every tail up to 6 characters after "urn:ex:a" (${tails.length} inputs, generated matcher)`, () => {
    expect(tails.filter((t) => isValid(`urn:ex:a${t}`, { profile }) !== spec(t))).toEqual([]);
  });

  test('the same tails up to 4 characters under apg-js', () => {
    expect(tails.filter((t) => t.length <= 4 && isValid(`urn:ex:a${t}`, { profile, engine: 'reference' }) !== spec(t))).toEqual([]);
  });
});

describe('why the drafts\' component rewrites exist', () => {
  const dir = join(__dirname, '..', 'grammar');
  const core = { name: 'core.abnf', text: readFileSync(join(dir, 'core.abnf'), 'utf8') };
  const accepts = (text: string, input: string): boolean => {
    const { grammar, meta } = compileGrammarText([{ name: 'variant.abnf', text }, core]);
    return new apg.apgLib.parser().parse(grammar, meta.start, [...input].map((c) => c.charCodeAt(0))).success;
  };

  test.each<[string, string, string, string]>([
    ['rfc2141bis-12', 'q-string      = pchar *( !"??" ( pchar / "/" / "?" ) )', 'q-string      = pchar *( pchar / "/" / "?" )', 'urn:ex:a?q??'],
    ['rfc2141bis-16', 'q-component   = pchar *( !"?+" ( pchar / "/" / "?" ) )', 'q-component   = pchar *( pchar / "/" / "?" )', 'urn:ex:a?=q?+'],
    ['rfc2141bis-16', 'r-component   = pchar *( !"?=" ( pchar / "/" / "?" ) )', 'r-component   = pchar *( pchar / "/" / "?" )', 'urn:ex:a?+r?='],
  ])('%s: verbatim, %s reads %s as one component; the prose leaves an empty one', (grammar, rewritten, verbatimRule, input) => {
    const text = readFileSync(join(dir, `${grammar}.abnf`), 'utf8');
    const verbatim = text.replace(rewritten, verbatimRule);
    expect(verbatim).not.toBe(text);
    expect(accepts(verbatim, input)).toBe(true);
    expect(accepts(text, input)).toBe(false);
  });
});
