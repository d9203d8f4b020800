/*
 * The validating builder: compose the string from the given parts, parse it,
 * and return the Urn only if every part reads back exactly as given. A part
 * holding a delimiter (an NSS with "#" or "?=" under RFC 8141, a directive value
 * with "&") would be read differently: that is an error naming the field, never
 * a Urn that says something else. Invalid characters fail in parse; the error
 * is re-thrown with the field whose text holds the offset.
 */
import { caretExcerpt } from '../diagnostics/excerpt';
import { describeFound } from '../diagnostics/words';
import { UrnParseError } from '../errors';
import { argumentError, booleanOption, optionRecord, profileOption } from '../options';
import { tryParse } from '../parse';
import { Diagnostic, ProfileName, Urn, UrnFor } from '../types';
import { DirectiveParts, PART_FIELDS, PartsFor } from './parts';
import { Segment, segmentsOf } from './segments';

/** The options of build. */
export interface BuildOptions<P extends ProfileName = ProfileName> {
  /** RFC 8141 by default, as for parse. */
  profile?: P;
  /** Treat warnings as errors, as parse's strict option. */
  strict?: boolean;
}

interface Placed extends Segment {
  /** Where the delimiter starts in the composed string. */
  delimiterStart: number;
  start: number;
  end: number;
}

/**
 * The parts as a null-prototype record of their own enumerable properties (so
 * an inherited or polluted property can never become part of a URN), checked:
 * known fields only, strings where strings go, directives an array without holes.
 */
function ownParts(fn: string, profile: ProfileName, parts: unknown): Record<string, unknown> {
  if (typeof parts !== 'object' || parts === null || Array.isArray(parts)) throw argumentError(fn, 'the parts', 'an object', parts);
  const record: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(parts)) record[key] = (parts as Record<string, unknown>)[key];
  for (const key of Object.keys(record)) {
    if (!PART_FIELDS[profile].includes(key)) throw new TypeError(`urnkit.${fn}: the ${profile} profile has no part "${key}"; its parts are ${PART_FIELDS[profile].join(', ')}`);
  }
  for (const key of PART_FIELDS[profile]) {
    const value = record[key];
    if (key === 'directives') continue;
    const required = key === 'nid' || key === 'nss';
    if (typeof value !== 'string' && (required || value !== undefined)) throw argumentError(fn, `part "${key}"`, `a string${required ? '' : ' or undefined'}`, value);
  }
  if (profile !== 'rfc2141bis' || record.directives === undefined) return record;
  const { directives, query } = record;
  if (!Array.isArray(directives)) throw argumentError(fn, 'part "directives"', 'an array of { keyword, value }', directives);
  const copies: DirectiveParts[] = [];
  for (let i = 0; i < directives.length; i += 1) {
    if (!(i in directives)) throw new TypeError(`urnkit.${fn}: directives[${i}]: missing (the array has a hole there)`);
    const d: unknown = directives[i];
    if (typeof d !== 'object' || d === null) throw argumentError(fn, `directives[${i}]`, '{ keyword: string, value: string }', d);
    const own = (k: string): unknown => (Object.prototype.hasOwnProperty.call(d, k) ? (d as Record<string, unknown>)[k] : undefined);
    const keyword = own('keyword');
    const value = own('value');
    if (typeof keyword !== 'string') throw argumentError(fn, `directives[${i}].keyword`, 'a string', keyword);
    if (typeof value !== 'string') throw argumentError(fn, `directives[${i}].value`, 'a string', value);
    copies.push({ keyword, value });
  }
  record.directives = copies;
  if (query !== undefined) throw new TypeError(`urnkit.${fn}: give the rfc2141bis query either as "query" or as "directives", not both`);
  return record;
}

function place(segments: Segment[]): { input: string; placed: Placed[] } {
  let input = 'urn:';
  const placed: Placed[] = [];
  for (const s of segments) {
    if (s.text === undefined) continue;
    const delimiterStart = input.length;
    input += s.delimiter;
    placed.push({ ...s, delimiterStart, start: input.length, end: input.length + s.text.length });
    input += s.text;
  }
  return { input, placed };
}

/**
 * The field an error at `offset` of the composed string belongs to. Fields whose
 * delimiter-and-text range holds the offset are candidates (an offset at the end
 * of one field is also the delimiter of the next). The field with the error's own
 * code wins ("urn:e:a" fails at the ":" with invalid-nid); then a field whose
 * delimiter holds the offset (rules point at "?+" to flag the r-component); then
 * the field whose text holds it.
 */
function fieldAt(placed: Placed[], offset: number, code: string): Placed {
  const candidates = placed.filter((p) => p.delimiterStart <= offset && offset <= p.end);
  return (
    candidates.find((p) => p.code === code) ??
    candidates.find((p) => offset < p.start) ??
    candidates[0] ??
    placed[placed.length - 1]
  );
}

function mismatch(profile: ProfileName, input: string, p: Placed, parsed: string | undefined): UrnParseError {
  const given = p.text ?? '';
  let common = 0;
  while (parsed !== undefined && common < given.length && given[common] === parsed[common]) common += 1;
  const offset = p.start + common;
  const reading = parsed === undefined ? 'no such part' : JSON.stringify(parsed);
  const reason = `the ${p.field} ${JSON.stringify(given)} would be read back as ${reading}: percent-encode the character at offset ${offset}`;
  const primary: Diagnostic = Object.freeze({ code: p.code, severity: 'error', offset, message: reason, section: p.section });
  return new UrnParseError(
    {
      code: p.code,
      profile,
      offset,
      expected: `a character that keeps the ${p.field} as given`,
      found: describeFound(input, offset),
      section: p.section,
      reason,
      input,
      diagnostics: [primary],
      field: p.field,
    },
    `${profile}: ${p.code} at offset ${offset} (${p.section}): field ${p.field}: ${reason}\n${caretExcerpt(input, offset)}`,
  );
}

/**
 * Builds a URN from its parts under a profile and returns the parsed Urn, or
 * throws UrnParseError with `field` naming the part at fault (offsets are into
 * the composed string, error.input). TypeError for a malformed parts object.
 * @example
 * ```ts
 * build({ nid: 'example', nss: 'a', qComponent: 'x=1' }).toString(); // 'urn:example:a?=x=1'
 * ```
 */
export function build<P extends ProfileName = 'rfc8141'>(parts: PartsFor<P>, options?: BuildOptions<P>): UrnFor<P> {
  const o = optionRecord('build', options, ['profile', 'strict']);
  return buildAs('build', parts, profileOption('build', o) as P, booleanOption('build', o, 'strict'));
}

/** build() for `fn` (build, withParts, ...): its TypeErrors name `fn`. */
export function buildAs<P extends ProfileName>(fn: string, parts: unknown, profile: P, strict: boolean): UrnFor<P> {
  const own = ownParts(fn, profile, parts) as unknown as PartsFor<P>;
  const segments = segmentsOf(profile, own);
  const { input, placed } = place(segments);
  const result = tryParse(input, { profile, strict });
  if (!result.ok) {
    const e = result.error;
    const at = fieldAt(placed, e.offset, e.code);
    throw new UrnParseError(
      { code: e.code, profile, offset: e.offset, expected: e.expected, found: e.found, section: e.section, reason: e.diagnostics[0]?.message ?? e.message, input, rule: e.rule, diagnostics: e.diagnostics, field: at.field, explain: { strict } },
      e.message.replace(`(${e.section}): `, `(${e.section}): field ${at.field}: `),
    );
  }
  const urn = result.urn as Urn;
  // Every segment, given or absent, must read back as given: that catches a part swallowing the next.
  let previous = placed[0];
  for (const s of segments) {
    const p = placed.find((q) => q.field === s.field);
    const parsed = s.read(urn);
    // An absent part read as present can only come out of the given part before it.
    if (parsed !== s.text) throw p ? mismatch(profile, input, p, parsed) : mismatch(profile, input, previous, undefined);
    previous = p ?? previous;
  }
  if (urn.profile === 'rfc2141bis') {
    const given = (own as PartsFor<'rfc2141bis'>).directives;
    if (given && given.length > 0 && urn.directives.length !== given.length) throw mismatch(profile, input, placed[placed.length - 1], urn.query);
  }
  return urn as UrnFor<P>;
}
