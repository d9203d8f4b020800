/*
 * What the page shows of each spec revision: its title and the parts a URN
 * has under it, in input order. The field names are those of the Urn types
 * (src/types.ts), so a part's value and span are read by the same name. The
 * three main revisions have a column each; a draft's column opens from the
 * timeline (its parts are read from its Urn, as its grammar names them).
 */
import { REVISIONS as ALL } from '../../src/index';
import type { ProfileName, RevisionName } from '../../src/index';

export interface PartField {
  /** Property of the Urn (and key of its spans). */
  readonly field: string;
  readonly label: string;
}

export interface Revision<P extends RevisionName = RevisionName> {
  readonly profile: P;
  readonly title: string;
  readonly subtitle: string;
  /** The parts, in input order; empty for a draft, whose Urn says which it has. */
  readonly fields: readonly PartField[];
}

const NID: PartField = { field: 'nid', label: 'NID' };
const NSS: PartField = { field: 'nss', label: 'NSS' };

/** The main revisions, a column each. */
export const REVISIONS: readonly Revision<ProfileName>[] = [
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

/** Every part a draft's Urn may have, as the drafts name them. */
export const DRAFT_LABELS: Readonly<Record<string, string>> = {
  nid: 'NID',
  nss: 'NSS',
  query: 'query',
  fragment: 'fragment',
  pComponent: 'p-component',
  qComponent: 'q-component',
  rComponent: 'r-component',
  resolverID: 'resolverID',
  fComponent: 'f-component',
  qString: 'q-string',
  rString: 'r-string',
  fString: 'f-string',
};

export const isMain = (profile: RevisionName): profile is ProfileName => REVISIONS.some((r) => r.profile === profile);

/** A revision's column: a main one's, or a draft's named after it. */

export function revision(profile: RevisionName): Revision {
  const main = REVISIONS.find((r) => r.profile === profile);
  if (main) return main;
  const draft = ALL.find((r) => r.name === profile);
  return { profile, title: profile, subtitle: draft ? `${draft.document}, ${draft.date}` : '', fields: [] };
}
