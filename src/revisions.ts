/*
 * Every spec revision urnkit parses under, in date order: RFC 2141, the
 * readable drafts of rfc2141bis (and the individual draft that restarted it),
 * RFC 8141. Data only: which document, which date, where its text was read,
 * and which grammar file holds its ABNF (revisions that share one ABNF text
 * share the grammar; their prose rules may still differ, src/profiles/drafts.ts).
 */
import type { DraftName, ProfileName, RevisionName } from './types';

/** One entry of REVISIONS: a revision's name, date, source and grammar. */
export interface Revision {
  /** The profile option's value for it. */
  readonly name: ProfileName | DraftName;
  /** Other values the profile option accepts for it. */
  readonly aliases: readonly RevisionName[];
  /** Publication date, as precise as the document gives it (YYYY-MM-DD, or YYYY-MM). */
  readonly date: string;
  /** The document. */
  readonly document: string;
  /** Where the text was read (the drafts: the posted text, where one exists). */
  readonly source: string;
  /** grammar/<grammar>.abnf, the ABNF this revision parses with. */
  readonly grammar: string;
  /** How its sections are cited: "RFC 8141 s.2", "bis-12 s.3". */
  readonly title: string;
}

const POSTED = 'GitHub ysoftwareab/know-your-ietf-well, draft-ietf-urnbis-rfc2141bis-urn-';

/* @__NO_SIDE_EFFECTS__ */ function draft(n: string, date: string, grammar = `rfc2141bis-${n}`): Revision {
  return {
    name: `rfc2141bis-${n}` as DraftName,
    aliases: [],
    date,
    document: `draft-ietf-urnbis-rfc2141bis-urn-${n}`,
    source: `${POSTED}${n}.txt (posted text)`,
    grammar,
    title: `bis-${n}`,
  };
}

/** Every revision, in date order. PROFILES (the three main profiles) is a subset. */
export const REVISIONS: readonly Revision[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ [
    { name: 'rfc2141', aliases: [], date: '1997-05', document: 'RFC 2141', source: 'RFC 2141 (seeds/rfc2141.txt)', grammar: 'rfc2141', title: 'RFC 2141' },
    {
      name: 'saintandre-00',
      aliases: [],
      date: '2012-10-15',
      document: 'draft-saintandre-urnbis-2141bis-00',
      source: 'GitHub stpeter/urnbis at 9db6a8fd6ec289f04587b74e3092908907203753, draft-saintandre-urnbis-2141bis.xml (editor XML; no posted text found)',
      grammar: 'saintandre-00',
      title: 'saintandre-00',
    },
    {
      name: 'rfc2141bis',
      aliases: ['rfc2141bis-03'],
      date: '2012-10-16',
      document: 'draft-ietf-urnbis-rfc2141bis-urn-03',
      source: 'draft-ietf-urnbis-rfc2141bis-urn-03 (seeds/, full text)',
      grammar: 'rfc2141bis',
      title: 'bis-03',
    },
    draft('07', '2014-01-23'),
    draft('08', '2014-10-21'),
    draft('09', '2015-02-06', 'rfc2141bis-08'),
    draft('10', '2015-03', 'rfc2141bis-08'),
    draft('11', '2015-03-31'),
    draft('12', '2015-06-15'),
    draft('13', '2015-09-14'),
    draft('14', '2015-11-01'),
    draft('15', '2016-02-04'),
    draft('16', '2016-04-16'),
    draft('17', '2016-06-27', 'rfc2141bis-16'),
    draft('18', '2016-09-05', 'rfc8141'),
    draft('19', '2016-12-31', 'rfc8141'),
    draft('20', '2017-02-02', 'rfc8141'),
    draft('21', '2017-02-27', 'rfc8141'),
    draft('22', '2017-03-02', 'rfc8141'),
    { name: 'rfc8141', aliases: [], date: '2017-04', document: 'RFC 8141', source: 'RFC 8141 (seeds/, section 2; the rest from the RFC text)', grammar: 'rfc8141', title: 'RFC 8141' },
  ].map((r) => Object.freeze({ ...r, aliases: Object.freeze(r.aliases) }) as Revision),
);

/** Revisions whose text could not be found: listed, never reconstructed. */
export const UNAVAILABLE_REVISIONS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'draft-ah-rfc2141bis-urn-00 .. -02 (2010: title pages only)',
  'draft-ietf-urnbis-rfc2141bis-urn-00 .. -02 (2010-2011)',
  'draft-ietf-urnbis-rfc2141bis-urn-04 .. -06 (2013)',
]);

/** Each revision by every name the profile option accepts for it. */
const BY_NAME: ReadonlyMap<string, Revision> = /* @__PURE__ */ new Map(/* @__PURE__ */ REVISIONS.flatMap((r) => [r.name, ...r.aliases].map((n) => [n, r] as const)));

/** The revision a profile option value names (an alias gives its revision), or undefined. */
export const revisionNamed = (name: unknown): Revision | undefined => (typeof name === 'string' ? BY_NAME.get(name) : undefined);

/** Every value the profile option accepts, in date order, aliases after their revision. */
export const REVISION_NAMES: readonly RevisionName[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ REVISIONS.flatMap((r) => [r.name, ...r.aliases]));
