/*
 * Copies of a Urn with some parts replaced, re-validated through build (so the
 * copy is exactly what parse reads). Passing undefined removes an optional part.
 */
import { Rfc2141bisUrn, Rfc8141Urn, Urn, UrnFor } from '../types';
import { Rfc2141bisUrnObject, Rfc2141UrnObject, Rfc8141UrnObject } from '../urn';
import { build } from './build';
import { DirectiveParts, PartsFor } from './parts';

function check(fn: string, urn: unknown): Urn {
  if (urn instanceof Rfc8141UrnObject || urn instanceof Rfc2141bisUrnObject || urn instanceof Rfc2141UrnObject) return urn;
  throw new TypeError(`urnkit.${fn}: expected a Urn returned by parse or build`);
}

/** The parts of a Urn, as build takes them (rfc2141bis: the query as one string). */
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
 */
export function withParts<U extends Urn>(urn: U, partial: Partial<PartsFor<U['profile']>>): UrnFor<U['profile']> {
  const u = check('withParts', urn);
  const base = partsOf(u) as unknown as Record<string, unknown>;
  if (typeof partial !== 'object' || partial === null) throw new TypeError('urnkit.withParts: expected the parts to replace as an object');
  if ('directives' in partial) delete base.query;
  const merged = Object.fromEntries(Object.entries({ ...base, ...partial }).filter(([, v]) => v !== undefined));
  return build(merged as unknown as PartsFor<U['profile']>, { profile: u.profile }) as UrnFor<U['profile']>;
}

export const withNid = <U extends Urn>(urn: U, nid: string): UrnFor<U['profile']> => withParts(urn, { nid } as Partial<PartsFor<U['profile']>>);
export const withNss = <U extends Urn>(urn: U, nss: string): UrnFor<U['profile']> => withParts(urn, { nss } as Partial<PartsFor<U['profile']>>);

/** RFC 8141 s.2.3.1. */
export const withRComponent = (urn: Rfc8141Urn, rComponent: string | undefined): Rfc8141Urn => withParts(urn, { rComponent });
/** RFC 8141 s.2.3.2. */
export const withQComponent = (urn: Rfc8141Urn, qComponent: string | undefined): Rfc8141Urn => withParts(urn, { qComponent });
/** RFC 8141 s.2.3.3. */
export const withFComponent = (urn: Rfc8141Urn, fComponent: string | undefined): Rfc8141Urn => withParts(urn, { fComponent });
/** bis-03 s.2.3: the query as one string. */
export const withQuery = (urn: Rfc2141bisUrn, query: string | undefined): Rfc2141bisUrn => withParts(urn, { query });
/** bis-03 s.2.3: the query as directives (an empty array removes it). */
export const withDirectives = (urn: Rfc2141bisUrn, directives: readonly DirectiveParts[]): Rfc2141bisUrn => withParts(urn, { directives });
/** bis-03 s.2.4. */
export const withFragment = (urn: Rfc2141bisUrn, fragment: string | undefined): Rfc2141bisUrn => withParts(urn, { fragment });
