/* draft-ietf-urnbis-rfc2141bis-urn-03 (2012): grammar/rfc2141bis.abnf plus the rules of its prose. */
import { matcherOf } from '../engine/generated';
import { Directive, Span } from '../types';
import { Captures, Rfc2141bisUrnObject, span } from '../urn';
import { nulOctet, reservedNid } from './checks';
import { Profile } from './profile';

/** Keywords registered with global scope (s.9.2.1); each MUST NOT appear twice (s.2.3). */
export const REGISTERED_KEYWORDS: readonly string[] = /* @__PURE__ */ Object.freeze(['s', 'c']);

/**
 * A directive is the pair { keyword, value } (s.2.3); its span is there to be
 * read but not enumerated, so the pair compares and serializes as the pair.
 */
function directiveOf(keyword: string, value: string, at: Span): Directive {
  return Object.freeze(Object.defineProperty({ keyword, value }, 'span', { value: at, enumerable: false }) as Directive);
}

// Part indexes: @parts NID NSS query fragment, then @views directive keywd value.
const DIRECTIVE = 4;
const KEYWD = 5;
const VALUE = 6;

/** The directives in (part, start, end) triples, which come post-order: a directive's keywd and value precede it. */
function directivesIn(input: string, caps: readonly number[], count: number): readonly Directive[] {
  const directives: Directive[] = [];
  let keyword = '';
  let value = '';
  for (let i = 0; i < count; i += 3) {
    const [part, start, end] = [caps[i], caps[i + 1], caps[i + 2]];
    if (part === KEYWD) keyword = input.slice(start, end);
    else if (part === VALUE) value = input.slice(start, end);
    else if (part === DIRECTIVE) directives.push(directiveOf(keyword, value, span(start, end)));
  }
  return Object.freeze(directives);
}

let matcher: ReturnType<typeof matcherOf> | undefined;

/** The directives of a parsed URN's query (its span in `input`), by matching its query rule again with the @views recorded. */
function readDirectives(input: string, q: Span | undefined): readonly Directive[] {
  if (!q) return Object.freeze([]);
  matcher ??= matcherOf('rfc2141bis');
  const caps: number[] = [];
  const count = matcher.capture('query', input, caps, q.start, q.end);
  return directivesIn(input, caps, count);
}

/** Whether the engine captured the @views (apg-js records every rule it is given). */
const hasViews = (c: Captures): boolean => {
  for (let i = 0; i < c.count; i += 3) if (c.caps[i] >= DIRECTIVE) return true;
  return false;
};

/**
 * The first directive whose registered keyword appeared before, in one pass
 * over the query text without building directives: the grammar has already
 * made "&" the directive separator (v-pchar excludes it) and the first "=" the
 * end of the keyword (keywd has no "="). tests/hostile.test.ts holds this to
 * the directives the grammar captures.
 */
function repeatedKeyword(input: string, query: Span): { keyword: string; at: number } | undefined {
  const seen = new Set<string>();
  for (let at = query.start; at < query.end; ) {
    let end = input.indexOf('&', at);
    if (end < 0 || end > query.end) end = query.end;
    const eq = input.indexOf('=', at);
    if (eq - at <= 1) {
      const keyword = input.slice(at, eq);
      if (REGISTERED_KEYWORDS.includes(keyword)) {
        if (seen.has(keyword)) return { keyword, at };
        seen.add(keyword);
      }
    }
    at = end + 1;
  }
  return undefined;
}

export const rfc2141bis: Profile<'rfc2141bis'> = {
  name: 'rfc2141bis',
  title: 'bis-03',
  syntaxCodes: {
    URI: 'invalid-scheme',
    scheme: 'invalid-scheme',
    NID: 'invalid-nid',
    NSS: 'invalid-nss',
    'pct-encoded': 'invalid-percent-encoding',
    query: 'invalid-query',
    fragment: 'invalid-fragment',
  },
  parts: ['NID', 'NSS', 'query', 'fragment'],
  create: (input, c) => new Rfc2141bisUrnObject(input, c, hasViews(c) ? directivesIn(input, c.caps, c.count) : readDirectives),
  rules: [
    {
      code: 'reserved-nid',
      severity: 'error',
      section: 'bis-03 s.2.1',
      expected: 'an NID other than "urn"',
      check: (urn) => reservedNid(urn.nid, () => urn.spans.nid),
    },
    {
      code: 'nul-octet',
      severity: 'error',
      section: 'bis-03 s.2.5.3',
      expected: 'a percent-encoded octet other than %00',
      check: (urn, input) => nulOctet(input, () => ({ start: urn.spans.nss.start, end: input.length })),
    },
    {
      code: 'duplicate-directive',
      severity: 'error',
      section: 'bis-03 s.2.3',
      expected: 'each registered keyword at most once',
      check(urn, input) {
        const q = urn.spans.query;
        const repeated = q && repeatedKeyword(input, q);
        return repeated
          ? { offset: repeated.at, message: `the registered keyword "${repeated.keyword}" appears more than once`, found: `a second "${repeated.keyword}" directive` }
          : undefined;
      },
    },
    {
      code: 'query-present',
      severity: 'warning',
      section: 'bis-03 s.2.3',
      expected: 'no query in an assigned URN',
      check: (urn) =>
        urn.query === undefined ? undefined : { offset: (urn.spans.query as Span).start - 1, message: 'a query MUST NOT be present in an assigned URN; valid only in a URI reference to a URN' },
    },
    {
      code: 'fragment-present',
      severity: 'warning',
      section: 'bis-03 s.2.4',
      expected: 'no fragment unless the namespace opts in',
      check: (urn) =>
        urn.fragment === undefined ? undefined : { offset: (urn.spans.fragment as Span).start - 1, message: 'a fragment is allowed only for namespaces whose registration opts in' },
    },
  ],
};
