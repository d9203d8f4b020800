/*
 * The Namespace Identifier of a registration: RFC 8141's NID syntax (s.2),
 * what a formal NID may be (s.5.1, the rules the profile warns of, from
 * src/profiles/nid-registration.ts), and whether IANA's registry (the
 * snapshot urnkit ships) already has it.
 */
import { quoted } from '../../compile/printable';
import { registryEntry, REGISTRY_DATE } from '../../namespaces/registry';
import { nidRegistration } from '../../profiles/nid-registration';
import { RFC8141_NID_RULES } from '../../profiles/rfc8141';
import type { Field, TextLine } from './template';
import type { RegistrationFinding } from './types';

/** The RFC numbers a text says it is ("Request for Comments: 4122", page headers "RFC 4122"). */
function ownRfcs(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.slice(0, 4096).matchAll(/Request for Comments:\s*(\d{1,5})/g)) out.add(`rfc${m[1]}`);
  const header = /^RFC (\d{1,5}) {2,}/m.exec(text.slice(0, 20000));
  if (header) out.add(`rfc${header[1]}`);
  return out;
}

/** Why `nid` is no NID under RFC 8141 s.2 (letters, digits, hyphens, not first or last), or undefined. */
function syntaxProblem(nid: string): string | undefined {
  const bad = /[^A-Za-z0-9-]/.exec(nid);
  if (bad) return `${quoted(bad[0])} at position ${bad.index + 1}: a NID holds only letters, digits and "-"`;
  if (nid.startsWith('-') || nid.endsWith('-')) return 'a NID starts and ends with a letter or digit, not "-"';
  return undefined;
}

export function nidFindings(
  text: string,
  lines: readonly TextLine[],
  fields: readonly Field[],
  nid: { nid: string; line: number; column: number } | undefined,
  note: string | undefined,
  checked: string | null,
  kind: 'template' | 'grammar',
  revision: boolean,
): RegistrationFinding[] {
  const out: RegistrationFinding[] = [];
  const nidField = fields.find((f) => f.kind === 'nid');
  const fieldLine = nidField ? lines[nidField.at].line : 1;
  if (!nid) {
    if (note) out.push({ code: 'nid-syntax', severity: checked ? 'warning' : 'error', line: fieldLine, column: null, message: `${note}${checked ? `; checked as ${quoted(checked)}, the NID its grammar spells` : ''}` });
    else if (!checked) out.push({ code: 'nid-syntax', severity: 'error', line: 1, column: null, message: 'no Namespace Identifier found: a template gives it in a "Namespace Identifier:" (RFC 8141) or "Namespace ID:" (RFC 3406) field' });
    return out;
  }
  const at = { line: nid.line, column: nid.column };
  const problem = syntaxProblem(nid.nid);
  if (problem) {
    out.push({ code: 'nid-syntax', severity: 'error', ...at, message: `${quoted(nid.nid)} is not a NID (RFC 8141 s.2): ${problem}` });
    return out;
  }
  if (nid.nid.length > 32) out.push({ code: 'nid-rule', severity: 'error', ...at, message: `${quoted(nid.nid)} has ${nid.nid.length} characters; a NID has at most 32 (RFC 8141 s.2)` });
  const rule = nidRegistration(RFC8141_NID_RULES, nid.nid);
  if (rule) out.push({ code: 'nid-rule', severity: 'error', ...at, message: `${rule[1]} (${rule[0]})` });
  const entry = registryEntry(nid.nid.toLowerCase());
  if (entry) {
    const refs = entry.references.map((r) => (r.type === 'rfc' ? r.data.toUpperCase().replace(/^RFC/, 'RFC ') : r.data)).join(', ');
    const mine = ownRfcs(text);
    const byThis = entry.references.some((r) => r.type === 'rfc' && mine.has(r.data.toLowerCase()));
    const why = byThis ? ': this document is the registration' : revision ? ': the template says it revises the registration' : kind === 'grammar' ? ': the grammar is for a registered namespace' : '; a new registration needs another NID';
    out.push({
      code: 'nid-registered',
      severity: byThis || revision || kind === 'grammar' ? 'info' : 'error',
      ...at,
      message: `${quoted(nid.nid)} is already in IANA's registry of URN namespaces (${entry.kind}${refs ? `, ${refs}` : ''}; snapshot of ${REGISTRY_DATE})${why}`,
    });
  }
  return out;
}
