/*
 * What the page shows of each spec revision: its title and the parts a URN
 * has under it, in input order. The field names are those of the Urn types
 * (src/types.ts), so a part's value and span are read by the same name.
 */
import type { ProfileName } from '../../src/index';

export interface PartField {
  /** Property of the Urn (and key of its spans). */
  readonly field: string;
  readonly label: string;
}

export interface Revision {
  readonly profile: ProfileName;
  readonly title: string;
  readonly subtitle: string;
  readonly fields: readonly PartField[];
}

const NID: PartField = { field: 'nid', label: 'NID' };
const NSS: PartField = { field: 'nss', label: 'NSS' };

export const REVISIONS: readonly Revision[] = [
  { profile: 'rfc2141', title: 'RFC 2141', subtitle: '1997', fields: [NID, NSS] },
  {
    profile: 'rfc2141bis',
    title: 'rfc2141bis',
    subtitle: 'draft -03, 2012',
    fields: [NID, NSS, { field: 'query', label: 'query' }, { field: 'fragment', label: 'fragment' }],
  },
  {
    profile: 'rfc8141',
    title: 'RFC 8141',
    subtitle: '2017',
    fields: [NID, NSS, { field: 'rComponent', label: 'r-component' }, { field: 'qComponent', label: 'q-component' }, { field: 'fComponent', label: 'f-component' }],
  },
];

export function revision(profile: ProfileName): Revision {
  return REVISIONS.find((r) => r.profile === profile) as Revision;
}
