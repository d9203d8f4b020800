/*
 * Copies of a Urn with some parts replaced, re-validated through build (so the
 * copy is exactly what parse reads). Passing undefined removes an optional part.
 */
import { Rfc2141bisUrn, Rfc8141Urn, Urn, UrnFor } from '../types';
import { hasBrand, URN_BRAND } from '../brand';
import { ownUrn } from '../equivalence/input';
import { argumentError, draftUnsupported } from '../options';
import { buildAs } from './build';
import { DirectiveParts, PartsFor } from './parts';

function check(fn: string, urn: unknown): Urn {
  const own = ownUrn(urn);
  if (own) return own;
  // A draft's Urn (of this copy of urnkit or another): a Urn of none of the main profiles.
  if (hasBrand(urn, URN_BRAND, true)) throw draftUnsupported(fn, "the URN's profile", (urn as { profile: unknown }).profile);
  throw argumentError(fn, 'the URN', 'a Urn returned by parse or build', urn);
}

/**
 * The parts of a Urn, as build takes them (rfc2141bis: the query as one string).
 * @example
 * ```ts
 * partsOf(parse('urn:example:a?=x=1')); // { nid: 'example', nss: 'a', qComponent: 'x=1' }
 * ```
 */
export function partsOf<U extends Urn>(urn: U): PartsFor<U['profile']> {
  const u = check('partsOf', urn);
  if (u.profile === 'rfc8141') return { nid: u.nid, nss: u.nss, rComponent: u.rComponent, qComponent: u.qComponent, fComponent: u.fComponent } as PartsFor<U['profile']>;
  if (u.profile === 'rfc2141bis') return { nid: u.nid, nss: u.nss, query: u.query, fragment: u.fragment } as PartsFor<U['profile']>;
  return { nid: u.nid, nss: u.nss } as PartsFor<U['profile']>;
}

/**
 * A copy of `urn` with the given parts replaced (a key present with undefined
 * removes the part), built under the Urn's own profile. For rfc2141bis, giving
 * `directives` replaces the query and giving `query` replaces the directives.
 * @example
 * ```ts
 * withParts(parse('urn:example:a#f'), { nss: 'b', fComponent: undefined }).toString(); // 'urn:example:b'
 * ```
 */
export function withParts<U extends Urn>(urn: U, partial: Partial<PartsFor<U['profile']>>): UrnFor<U['profile']> {
  return replaced('withParts', urn, partial);
}

/** withParts for `fn`: the replacement's own properties only; a key given as undefined removes the part. */
function replaced<U extends Urn>(fn: string, urn: U, partial: unknown): UrnFor<U['profile']> {
  const u = check(fn, urn);
  if (typeof partial !== 'object' || partial === null || Array.isArray(partial)) throw argumentError(fn, 'the parts to replace', 'an object', partial);
  const merged: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(partsOf(u))) merged[k] = v;
  if (Object.prototype.hasOwnProperty.call(partial, 'directives')) delete merged.query;
  for (const k of Object.keys(partial)) merged[k] = (partial as Record<string, unknown>)[k];
  for (const k of Object.keys(merged)) if (merged[k] === undefined) delete merged[k];
  return buildAs(fn, merged, u.profile, false) as UrnFor<U['profile']>;
}

/**
 * A copy of `urn` with another NID, under its own profile.
 * @example
 * ```ts
 * withNid(parse('urn:example:a'), 'isbn').toString(); // 'urn:isbn:a'
 * ```
 */
export const withNid = <U extends Urn>(urn: U, nid: string): UrnFor<U['profile']> => replaced('withNid', urn, { nid });
/**
 * A copy of `urn` with another NSS, under its own profile.
 * @example
 * ```ts
 * withNss(parse('urn:example:a'), 'b/c').toString(); // 'urn:example:b/c'
 * ```
 */
export const withNss = <U extends Urn>(urn: U, nss: string): UrnFor<U['profile']> => replaced('withNss', urn, { nss });

/**
 * RFC 8141 s.2.3.1.
 * @example
 * ```ts
 * withRComponent(parse('urn:example:a'), 'lang=en').toString(); // 'urn:example:a?+lang=en'
 * ```
 */
export const withRComponent = (urn: Rfc8141Urn, rComponent: string | undefined): Rfc8141Urn => replaced('withRComponent', urn, { rComponent });
/**
 * RFC 8141 s.2.3.2.
 * @example
 * ```ts
 * withQComponent(parse('urn:example:a'), 'x=1').toString(); // 'urn:example:a?=x=1'
 * ```
 */
export const withQComponent = (urn: Rfc8141Urn, qComponent: string | undefined): Rfc8141Urn => replaced('withQComponent', urn, { qComponent });
/**
 * RFC 8141 s.2.3.3.
 * @example
 * ```ts
 * withFComponent(parse('urn:example:a'), 'sec2').toString(); // 'urn:example:a#sec2'
 * ```
 */
export const withFComponent = (urn: Rfc8141Urn, fComponent: string | undefined): Rfc8141Urn => replaced('withFComponent', urn, { fComponent });
/**
 * bis-03 s.2.3: the query as one string.
 * @example
 * ```ts
 * const urn = parse('urn:example:a?s=n2l', { profile: 'rfc2141bis' });
 * withQuery(urn, 'c=nss').toString(); // 'urn:example:a?c=nss'
 * ```
 */
export const withQuery = (urn: Rfc2141bisUrn, query: string | undefined): Rfc2141bisUrn => replaced('withQuery', urn, { query });
/**
 * bis-03 s.2.3: the query as directives (an empty array removes it).
 * @example
 * ```ts
 * const urn = parse('urn:example:a?s=n2l', { profile: 'rfc2141bis' });
 * withDirectives(urn, [{ keyword: 's', value: 'n2r' }]).toString(); // 'urn:example:a?s=n2r'
 * ```
 */
export const withDirectives = (urn: Rfc2141bisUrn, directives: readonly DirectiveParts[]): Rfc2141bisUrn => replaced('withDirectives', urn, { directives });
/**
 * bis-03 s.2.4.
 * @example
 * ```ts
 * const urn = parse('urn:example:a?s=n2l', { profile: 'rfc2141bis' });
 * withFragment(urn, 'top').toString(); // 'urn:example:a?s=n2l#top'
 * ```
 */
export const withFragment = (urn: Rfc2141bisUrn, fragment: string | undefined): Rfc2141bisUrn => replaced('withFragment', urn, { fragment });
