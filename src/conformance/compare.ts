/*
 * One input under several profiles: each profile's verdict, parts, warnings
 * and error, and a one-line account of how the profiles differ and why.
 */
import { tryParse } from '../parse';
import { Diagnostic, PROFILES, ProfileName, Urn } from '../types';

/** The parts a profile read, by field name (nid, nss, rComponent, query, ...), present ones only. */
export type PartsRead = Record<string, string>;

export interface ProfileVerdict {
  profile: ProfileName;
  valid: boolean;
  parts?: PartsRead;
  warnings: readonly Diagnostic[];
  error?: { code: string; offset: number; found: string; expected: string; section: string; message: string };
}

export interface Split {
  /** Field whose value differs between profiles that accept the input. */
  field: string;
  /** The field's value under each accepting profile (undefined: absent). */
  values: Partial<Record<ProfileName, string | undefined>>;
}

export interface Comparison {
  input: string;
  results: ProfileVerdict[];
  splits: Split[];
  summary: string;
}

const FIELDS = ['nid', 'nss', 'rComponent', 'qComponent', 'fComponent', 'query', 'fragment'] as const;

const FIELD_NAMES: Record<string, string> = {
  nid: 'NID',
  nss: 'NSS',
  rComponent: 'r-component',
  qComponent: 'q-component',
  fComponent: 'f-component',
  query: 'query',
  fragment: 'fragment',
};

export function partsRead(urn: Urn): PartsRead {
  const out: PartsRead = {};
  const record = urn as unknown as Record<string, unknown>;
  for (const f of FIELDS) if (typeof record[f] === 'string') out[f] = record[f] as string;
  return out;
}

export function verdict(input: string, profile: ProfileName): ProfileVerdict {
  const r = tryParse(input, { profile });
  if (r.ok) return { profile, valid: true, parts: partsRead(r.urn), warnings: r.urn.warnings };
  const e = r.error;
  return {
    profile,
    valid: false,
    warnings: [],
    error: { code: e.code, offset: e.offset, found: e.found, expected: e.expected, section: e.section, message: e.message },
  };
}

function splitsOf(results: ProfileVerdict[]): Split[] {
  const accepted = results.filter((r) => r.valid);
  const splits: Split[] = [];
  for (const field of FIELDS) {
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

/** How `input` fares under each profile (all three by default), and why they differ. */
export function compare(input: string, profiles: readonly ProfileName[] = PROFILES): Comparison {
  if (typeof input !== 'string') throw new TypeError(`urnkit.compare: expected the input to be a string, got ${typeof input}`);
  const results = profiles.map((p) => verdict(input, p));
  const splits = splitsOf(results);
  return { input, results, splits, summary: summarize(results, splits) };
}
