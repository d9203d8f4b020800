/*
 * One input under several profiles: each profile's verdict, parts, warnings
 * and error, and a one-line account of how the profiles differ and why.
 */
import { NamespacesOption, namespacesOption } from '../namespaces/set';
import type { NamespaceView } from '../namespaces/views';
import { argumentError, DRAFTS_IN_WORDS, optionRecord, stringArgument } from '../options';
import { tryParse } from '../parse';
import { PART_FIELDS, partsRead } from '../results/record';
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
  /** The field's value under each accepting profile (undefined: absent). */
  values: Partial<Record<RevisionName, string | undefined>>;
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

export function verdict(input: string, profile: RevisionName, namespaces: NamespacesOption = false): ProfileVerdict {
  const r = tryParse(input, { profile, namespaces });
  if (r.ok) {
    const v: ProfileVerdict = { profile, valid: true, parts: partsRead(r.urn), warnings: r.urn.warnings };
    if (r.urn.namespace) v.namespace = r.urn.namespace;
    return v;
  }
  const e = r.error;
  return {
    profile,
    valid: false,
    warnings: [],
    error: { code: e.code, offset: e.offset, found: e.found, expected: e.expected, section: e.section, rule: e.rule, message: e.message },
  };
}

function splitsOf(results: ProfileVerdict[]): Split[] {
  const accepted = results.filter((r) => r.valid);
  const splits: Split[] = [];
  for (const field of PART_FIELDS) {
    const values = accepted.map((r) => r.parts?.[field]);
    if (new Set(values).size > 1) {
      splits.push({ field, values: Object.fromEntries(accepted.map((r) => [r.profile, r.parts?.[field]])) });
    }
  }
  return splits;
}

const quoteOrAbsent = (v: string | undefined): string => (v === undefined ? 'no' : JSON.stringify(v));

function summarize(results: ProfileVerdict[], splits: Split[]): string {
  const valid = results.filter((r) => r.valid).map((r) => r.profile);
  const invalid = results.filter((r) => !r.valid);
  const why = invalid.map((r) => {
    const e = r.error as NonNullable<ProfileVerdict['error']>;
    return `${r.profile} rejects ${e.found} at ${e.offset} (${e.code}, ${e.section})`;
  });
  const reads = splits.map(
    (s) => `${FIELD_NAMES[s.field]} read as ${Object.entries(s.values).map(([p, v]) => `${quoteOrAbsent(v)} by ${p}`).join(', ')}`,
  );
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
  const results = profiles.map((p) => verdict(input, p, namespaces));
  const splits = splitsOf(results);
  return { input, results, splits, summary: summarize(results, splits) };
}
