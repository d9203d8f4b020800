/*
 * A result's JSON text: JSON.stringify(resultRecord(input, profile, result)),
 * character for character, written straight from a valid Urn. The `--json`
 * lines of urnkit validate, parse, normalize and extract are mostly valid URNs,
 * and for those the record in between (parts and spans copied into new objects,
 * then walked by JSON.stringify) cost more than the parse. An invalid result
 * is written from its error's fields the same way; a valid one with directives
 * or a namespace view goes through the record.
 */
import type { UrnParseError } from '../errors';
import type { ParseResult } from '../parse';
import type { AnyUrn, RevisionName, Span } from '../types';
import { partFields, resultRecord } from './record';

/**
 * Text that JSON.stringify only puts in quotes: printable ASCII but `"` and `\`.
 * Every part of a Urn is cut from its input, so when the input is such text,
 * so are the parts.
 */
export const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** A record's JSON with `members` (`,"name":value...`) added last: sliced off a flat string, cheap. */
const withMembers = (json: string, members: string): string => (members ? `${json.slice(0, -1)}${members}}` : json);

/**
 * The result's JSON; `members` (JSON members, each after a comma: where the
 * input came from, a command's own fields) are added last, inside the object,
 * without slicing the text built here (a slice of a string made by
 * concatenation copies it whole).
 */
export function resultJson(input: string, profile: RevisionName, result: ParseResult<AnyUrn>, members = ''): string {
  if (!result.ok) return errorResultJson(input, profile, result.error, members);
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

/** A string's JSON: quotes alone around plain text, JSON.stringify's escapes otherwise. */
const quoted = (text: string): string => (PLAIN.test(text) ? `"${text}"` : JSON.stringify(text));

/**
 * An invalid result's JSON, as JSON.stringify(resultRecord(...)) gives it
 * (errorRecord's members in its order), written member by member: walking the
 * record cost more than reading the error's fields.
 */
function errorResultJson(input: string, profile: RevisionName, e: UrnParseError, members: string): string {
  const { rule, hint, suggestions, diagnostics } = e;
  let warnings = '[]';
  for (const d of diagnostics) {
    if (d.severity === 'warning') {
      warnings = JSON.stringify(diagnostics.filter((w) => w.severity === 'warning'));
      break;
    }
  }
  return (
    // Revision names are identifiers (nothing to escape); a message holds line breaks (its caret excerpt): no test for plain text.
    `{"input":${quoted(input)},"valid":false,"profile":"${profile}","warnings":${warnings},` +
    `"error":{"code":${quoted(e.code)},"profile":"${e.profile}","offset":${JSON.stringify(e.offset)},"found":${quoted(e.found)},"expected":${quoted(e.expected)},"section":${quoted(e.section)}` +
    `${rule === undefined ? '' : `,"rule":${quoted(rule)}`},"message":${JSON.stringify(e.message)},"hint":${hint == null ? 'null' : quoted(hint)},` +
    `"suggestions":${suggestions.length ? JSON.stringify(suggestions) : '[]'},"diagnostics":${JSON.stringify(diagnostics)}}${members}}`
  );
}
