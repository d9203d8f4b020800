/*
 * One input under several profiles: each profile's verdict, parts, warnings
 * and error, and a one-line account of how the profiles differ and why.
 */
import { NamespacesOption, namespacesOption } from '../namespaces/set';
import type { NamespaceView } from '../namespaces/views';
import { argumentError, DRAFTS_IN_WORDS, optionRecord, stringArgument } from '../options';
import { tryParse } from '../parse';
import { PART_FIELDS, partFields, partsRead } from '../results/record';
import { revisionNamed } from '../revisions';
import { Diagnostic, PROFILES, RevisionName } from '../types';

/** The parts a profile read, by field name (nid, nss, rComponent, query, ...), present ones only. */
export type PartsRead = Record<string, string>;

/** How one profile reads an input in a Comparison. */
export interface ProfileVerdict {
  profile: RevisionName;
  valid: boolean;
  parts?: PartsRead;
  warnings: readonly Diagnostic[];
  /** The namespace view, with the namespaces option. */
  namespace?: NamespaceView;
  error?: { code: string; offset: number; found: string; expected: string; section: string; rule?: string; message: string };
}

/** The options of compare. */
export interface CompareOptions {
  /** The profiles to compare (the three main ones by default); at least one; any revision. */
  profiles?: readonly RevisionName[];
  /** Apply namespace rules too, as parse's option. */
  namespaces?: NamespacesOption;
}

/** A field that profiles accepting the input read differently. */
export interface Split {
  /** Field whose value differs between profiles that accept the input. */
  field: string;
  /** The field's value under each accepting profile (undefined: absent, or a part the profile does not have). */
  values: Partial<Record<RevisionName, string | undefined>>;
  /** The accepting profiles whose URNs have no such part at all (RFC 2141 has no r-component), as against those where it is absent. */
  notDefinedBy: RevisionName[];
}

/**
 * What compare returns: each profile's verdict, the fields they read differently, and a one-line
 * summary.
 */
export interface Comparison {
  input: string;
  results: ProfileVerdict[];
  splits: Split[];
  summary: string;
}


const FIELD_NAMES: Record<string, string> = {
  nid: 'NID',
  nss: 'NSS',
  rComponent: 'r-component',
  qComponent: 'q-component',
  fComponent: 'f-component',
  query: 'query',
  fragment: 'fragment',
  pComponent: 'p-component',
  qString: 'q-string',
  rString: 'r-string',
  fString: 'f-string',
  resolverID: 'resolverID',
};

/** A profile's verdict, and the parts its Urn has (present or not): none when the input is invalid. */
interface Judged {
  verdict: ProfileVerdict;
  fields: readonly string[];
}

function judge(input: string, profile: RevisionName, namespaces: NamespacesOption): Judged {
  const r = tryParse(input, { profile, namespaces });
  if (r.ok) {
    const v: ProfileVerdict = { profile, valid: true, parts: partsRead(r.urn), warnings: r.urn.warnings };
    if (r.urn.namespace) v.namespace = r.urn.namespace;
    return { verdict: v, fields: partFields(r.urn) };
  }
  const e = r.error;
  return {
    verdict: {
      profile,
      valid: false,
      warnings: [],
      error: { code: e.code, offset: e.offset, found: e.found, expected: e.expected, section: e.section, rule: e.rule, message: e.message },
    },
    fields: [],
  };
}

export const verdict = (input: string, profile: RevisionName, namespaces: NamespacesOption = false): ProfileVerdict => judge(input, profile, namespaces).verdict;

const hasOwn = Object.prototype.hasOwnProperty;

/** A part as a profile read it: its own property only (nothing a polluted Object.prototype adds); undefined when absent. */
export const partRead = (parts: PartsRead | undefined, field: string): string | undefined => (parts && hasOwn.call(parts, field) ? parts[field] : undefined);

function splitsOf(judged: readonly Judged[]): Split[] {
  const accepted = judged.filter((j) => j.verdict.valid);
  const splits: Split[] = [];
  for (const field of PART_FIELDS) {
    const values = accepted.map((j) => partRead(j.verdict.parts, field));
    if (new Set(values).size > 1) {
      splits.push({
        field,
        values: Object.fromEntries(accepted.map((j, k) => [j.verdict.profile, values[k]])),
        notDefinedBy: accepted.filter((j) => !j.fields.includes(field)).map((j) => j.verdict.profile),
      });
    }
  }
  return splits;
}

/** "a", "a and b", "a, b and c". */
const listed = (names: readonly string[]): string => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/**
 * How the accepting profiles read a field, in words: the values read, then
 * where the part is absent, then the profiles that have no such part.
 */
function readings(s: Split): string {
  const label = FIELD_NAMES[s.field];
  const entries = Object.entries(s.values) as [RevisionName, string | undefined][];
  const read = entries.filter(([, v]) => v !== undefined).map(([p, v]) => `${JSON.stringify(v)} by ${p}`);
  const absent = entries.filter(([p, v]) => v === undefined && !s.notDefinedBy.includes(p)).map(([p]) => p);
  const clauses = [`${label} read as ${read.join(', ')}`];
  if (absent.length) clauses.push(`absent in ${listed(absent)}`);
  if (s.notDefinedBy.length) clauses.push(`while ${listed(s.notDefinedBy)} ${s.notDefinedBy.length === 1 ? 'has' : 'have'} no ${label}`);
  return clauses.join(', ');
}

function summarize(results: readonly ProfileVerdict[], splits: readonly Split[]): string {
  const valid = results.filter((r) => r.valid).map((r) => r.profile);
  const invalid = results.filter((r) => !r.valid);
  const why = invalid.map((r) => {
    const e = r.error as NonNullable<ProfileVerdict['error']>;
    return `${r.profile} rejects ${e.found} at ${e.offset} (${e.code}, ${e.section})`;
  });
  const reads = splits.map(readings);
  const head = valid.length === results.length ? `valid in all of ${valid.join(', ')}` : valid.length ? `valid in ${valid.join(', ')}` : 'invalid in all';
  return [head, ...why, ...reads].join('; ');
}

/** The profiles argument of compare: a list, or options with `profiles`. */
function compareOptions(arg: unknown): { profiles: readonly RevisionName[]; namespaces: NamespacesOption } {
  const o = Array.isArray(arg) ? { profiles: arg } : optionRecord('compare', arg, ['profiles', 'namespaces']);
  const profiles = o.profiles === undefined ? PROFILES : o.profiles;
  const drafts = `a draft revision (${DRAFTS_IN_WORDS})`;
  const expected = `a non-empty array of profile names (${PROFILES.join(', ')} or ${drafts})`;
  if (!Array.isArray(profiles) || profiles.length === 0) throw argumentError('compare', 'the profiles', expected, profiles);
  for (const p of profiles) if (!revisionNamed(p)) throw argumentError('compare', 'each profile', `one of ${PROFILES.join(', ')} or ${drafts}`, p);
  return { profiles: [...new Set(profiles as RevisionName[])], namespaces: namespacesOption('compare', o as Record<string, unknown>) };
}

/**
 * How `input` fares under each profile (all three by default), and why they
 * differ. The second argument is a list of profiles, or { profiles, namespaces }.
 * @example
 * ```ts
 * compare('urn:example:a?+r').summary;
 * // 'valid in rfc2141, rfc8141; rfc2141bis rejects \'+\' at 14 (invalid-query, bis-03 s.2.3); ...'
 * ```
 */
export function compare(input: string, options?: readonly RevisionName[] | CompareOptions): Comparison {
  stringArgument('compare', 'the input', input);
  const { profiles, namespaces } = compareOptions(options);
  const judged = profiles.map((p) => judge(input, p, namespaces));
  const results = judged.map((j) => j.verdict);
  const splits = splitsOf(judged);
  return { input, results, splits, summary: summarize(results, splits) };
}
