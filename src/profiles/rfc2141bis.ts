/* draft-ietf-urnbis-rfc2141bis-urn-03 (2012): grammar/rfc2141bis.abnf plus the rules of its prose. */
import { Directive, Span } from '../types';
import { nulOctet, reservedNid } from './checks';
import { Profile } from './profile';
import { Rfc2141bisUrnObject, span } from '../urn';

/** Keywords registered with global scope (s.9.2.1); each MUST NOT appear twice (s.2.3). */
export const REGISTERED_KEYWORDS: readonly string[] = Object.freeze(['s', 'c']);

/**
 * A directive is the pair { keyword, value } (s.2.3); its span is there to be
 * read but not enumerated, so the pair compares and serializes as the pair.
 */
function directiveOf(keyword: string, value: string, at: Span): Directive {
  return Object.freeze(Object.defineProperty({ keyword, value }, 'span', { value: at, enumerable: false }) as Directive);
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
  parts: ['NID', 'NSS', 'query', 'fragment', 'directive', 'keywd', 'value'],
  create(input, c) {
    // Captures come post-order: a directive's keywd and value precede it.
    const directives: Directive[] = [];
    let keyword = '';
    let value = '';
    for (let i = 0; i < c.count; i += 3) {
      const [part, start, end] = [c.caps[i], c.caps[i + 1], c.caps[i + 2]];
      if (part === 5) keyword = input.slice(start, end);
      else if (part === 6) value = input.slice(start, end);
      else if (part === 4) directives.push(directiveOf(keyword, value, span(start, end)));
    }
    return new Rfc2141bisUrnObject(input, c, Object.freeze(directives));
  },
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
      check(urn) {
        const seen = new Set<string>();
        for (const d of urn.directives) {
          if (REGISTERED_KEYWORDS.includes(d.keyword) && seen.has(d.keyword)) {
            return {
              offset: d.span.start,
              message: `the registered keyword "${d.keyword}" appears more than once`,
              found: `a second "${d.keyword}" directive`,
            };
          }
          seen.add(d.keyword);
        }
        return undefined;
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
