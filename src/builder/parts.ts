/* What build() takes per profile: the parts a URN is made of, as the Urn objects name them. */
import { ProfileName } from '../types';

/** RFC 2141 s.2: "urn:" NID ":" NSS. */
export interface Rfc2141Parts {
  nid: string;
  nss: string;
}

/** A directive to build (bis-03 s.2.3): keyword=value. */
export interface DirectiveParts {
  keyword: string;
  value: string;
}

/**
 * bis-03 s.2: the query as one string, or as directives joined with "&" (not
 * both). An empty directives array means no query.
 */
export interface Rfc2141bisParts {
  nid: string;
  nss: string;
  query?: string;
  directives?: readonly DirectiveParts[];
  fragment?: string;
}

/** RFC 8141 s.2: absent components are undefined; fComponent '' is an empty f-component. */
export interface Rfc8141Parts {
  nid: string;
  nss: string;
  rComponent?: string;
  qComponent?: string;
  fComponent?: string;
}

export interface PartsByProfile {
  rfc2141: Rfc2141Parts;
  rfc2141bis: Rfc2141bisParts;
  rfc8141: Rfc8141Parts;
}

/**
 * The parts build takes and partsOf returns for profile `P`: Rfc2141Parts, Rfc2141bisParts or
 * Rfc8141Parts.
 */
export type PartsFor<P extends ProfileName> = PartsByProfile[P];

/** The fields each profile's parts may have. */
export const PART_FIELDS: { readonly [P in ProfileName]: readonly string[] } = {
  rfc2141: ['nid', 'nss'],
  rfc2141bis: ['nid', 'nss', 'query', 'directives', 'fragment'],
  rfc8141: ['nid', 'nss', 'rComponent', 'qComponent', 'fComponent'],
};
