/*
 * Reading rfc2141bis query directives (bis-03 s.2.3). The query is "an
 * unordered sequence" of keyword=value directives, case-sensitive. parse
 * already rejects a registered keyword ("s", "c"; s.9.2.1) that appears twice,
 * so a registered keyword has at most one directive. An unregistered keyword may
 * repeat, and since order carries no meaning, a single lookup of a repeated
 * keyword has no answer: directive() then throws and directivesNamed() lists all.
 */
import { asUrn } from '../equivalence/input';
import { stringArgument } from '../options';
import { Directive, Rfc2141bisUrn } from '../types';
import { QUERY_KEYWORDS, RESOLUTION_SERVICES, ResolutionService } from './registries';

function bisUrn(fn: string, input: unknown): Rfc2141bisUrn {
  const urn = asUrn(fn, input, 'rfc2141bis');
  if (urn.profile !== 'rfc2141bis') throw new TypeError(`urnkit.${fn}: directives are an rfc2141bis concept; got a ${urn.profile} Urn`);
  return urn;
}

/**
 * Whether a keyword is registered (bis-03 s.9.2.1); case-sensitive.
 * @example
 * ```ts
 * isRegisteredKeyword('s'); // true
 * isRegisteredKeyword('x'); // false
 * ```
 */
export function isRegisteredKeyword(keyword: string): boolean {
  stringArgument('isRegisteredKeyword', 'the keyword', keyword);
  return QUERY_KEYWORDS.some((k) => k.keyword === keyword);
}

/**
 * Every directive with this keyword, in input order. A string is parsed under rfc2141bis.
 * @example
 * ```ts
 * directivesNamed('urn:example:a?x=1&x=2', 'x').map((d) => d.value); // ['1', '2']
 * ```
 */
export function directivesNamed(urn: Rfc2141bisUrn | string, keyword: string): readonly Directive[] {
  stringArgument('directivesNamed', 'the keyword', keyword);
  return bisUrn('directivesNamed', urn).directives.filter((d) => d.keyword === keyword);
}

/**
 * The directive with this keyword, or undefined when there is none. Throws a
 * RangeError when an (unregistered) keyword appears more than once: use
 * directivesNamed for those.
 * @example
 * ```ts
 * directive('urn:example:a?s=n2l&c=nss', 's'); // { keyword: 's', value: 'n2l' }
 * ```
 */
export function directive(urn: Rfc2141bisUrn | string, keyword: string): Directive | undefined {
  stringArgument('directive', 'the keyword', keyword);
  const found = bisUrn('directive', urn).directives.filter((d) => d.keyword === keyword);
  if (found.length > 1) throw new RangeError(`urnkit.directive: the unregistered keyword "${keyword}" appears ${found.length} times; use directivesNamed`);
  return found[0];
}

/** The resolution service an rfc2141bis "s" directive asks for. */
export interface ServiceRequest {
  /** The "s" directive's value, as written. */
  readonly value: string;
  /** Its registration (bis-03 s.9.2.2), undefined for an unregistered value such as s.2.3.1's "I2U". */
  readonly service: ResolutionService | undefined;
}

/**
 * The resolution service an "s" directive asks for (bis-03 s.2.3.1), or undefined without one.
 * @example
 * ```ts
 * serviceRequest('urn:example:a?s=N2L')?.value; // 'N2L'
 * ```
 */
export function serviceRequest(urn: Rfc2141bisUrn | string): ServiceRequest | undefined {
  const s = directive(bisUrn('serviceRequest', urn), 's');
  return s && Object.freeze({ value: s.value, service: RESOLUTION_SERVICES.find((r) => r.name === s.value) });
}

/**
 * The component a "c" directive names (bis-03 s.2.3.2), as written, or undefined without one.
 * @example
 * ```ts
 * componentRequest('urn:example:a?c=nss'); // 'nss'
 * ```
 */
export function componentRequest(urn: Rfc2141bisUrn | string): string | undefined {
  return directive(bisUrn('componentRequest', urn), 'c')?.value;
}
