/*
 * A result's JSON text: JSON.stringify(resultRecord(input, profile, result)),
 * character for character, written straight from a valid Urn. The `--json`
 * lines of urnkit validate, parse, normalize and extract are mostly valid URNs,
 * and for those the record in between (parts and spans copied into new objects,
 * then walked by JSON.stringify) cost more than the parse. An invalid result,
 * or a valid one with directives or a namespace view, goes through the record.
 */
import type { ParseResult } from '../parse';
import type { AnyUrn, RevisionName, Span } from '../types';
import { partFields, resultRecord } from './record';

/**
 * Text that JSON.stringify only puts in quotes: printable ASCII but `"` and `\`.
 * Every part of a Urn is cut from its input, so when the input is such text,
 * so are the parts.
 */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** A record's JSON with `members` (`,"name":value...`) added last: sliced off a flat string, cheap. */
const withMembers = (json: string, members: string): string => (members ? `${json.slice(0, -1)}${members}}` : json);

/**
 * The result's JSON; `members` (JSON members, each after a comma: where the
 * input came from, a command's own fields) are added last, inside the object,
 * without slicing the text built here (a slice of a string made by
 * concatenation copies it whole).
 */
export function resultJson(input: string, profile: RevisionName, result: ParseResult<AnyUrn>, members = ''): string {
  if (!result.ok) return withMembers(JSON.stringify(resultRecord(input, profile, result)), members);
  const { urn } = result;
  if (urn.namespace || (urn.profile === 'rfc2141bis' && urn.directives.length)) return withMembers(JSON.stringify(resultRecord(input, profile, result)), members);
  const values = urn as unknown as Record<string, unknown>;
  const plain = PLAIN.test(input);
  let parts = '';
  for (const f of partFields(urn)) {
    const value = values[f];
    // Field names are identifiers: quotes are all JSON.stringify gives them.
    if (typeof value === 'string') parts += `${parts ? ',"' : '"'}${f}":${plain ? `"${value}"` : JSON.stringify(value)}`;
  }
  // The spans as resultRecord reads them: the object's own entries, those present.
  const spans = urn.spans as unknown as Record<string, Span | undefined>;
  let spanText = '';
  for (const field of Object.keys(spans)) {
    const s = spans[field];
    if (s) spanText += `${spanText ? ',"' : '"'}${field}":{"start":${s.start},"end":${s.end}}`;
  }
  const { warnings } = urn;
  return `{"input":${plain ? `"${input}"` : JSON.stringify(input)},"valid":true,"profile":"${profile}","parts":{${parts}},"spans":{${spanText}},"warnings":${warnings.length ? JSON.stringify(warnings) : '[]'}${members}}`;
}
