/* How parse results look on a terminal and as JSON. */
import { UrnParseError } from '../errors';
import { Urn } from '../types';

export function errorJson(e: UrnParseError): Record<string, unknown> {
  return {
    code: e.code,
    profile: e.profile,
    offset: e.offset,
    found: e.found,
    expected: e.expected,
    section: e.section,
    rule: e.rule,
    message: e.message,
    diagnostics: e.diagnostics,
  };
}

const FIELDS = ['nid', 'nss', 'rComponent', 'qComponent', 'fComponent', 'query', 'fragment'] as const;

export function urnText(urn: Urn): string {
  const lines = [`profile    ${urn.profile}`];
  const record = urn as unknown as Record<string, unknown>;
  const spans = urn.spans as Record<string, { start: number; end: number } | undefined>;
  for (const field of FIELDS) {
    if (!(field in record) || record[field] === undefined) continue;
    const span = spans[field];
    lines.push(`${field.padEnd(10)} ${JSON.stringify(record[field])}${span ? `  [${span.start}, ${span.end})` : ''}`);
  }
  if (urn.profile === 'rfc2141bis') {
    for (const d of urn.directives) lines.push(`directive ${JSON.stringify(d.keyword)} = ${JSON.stringify(d.value)}  [${d.span.start}, ${d.span.end})`);
  }
  for (const w of urn.warnings) lines.push(`warning    ${w.code} at offset ${w.offset} (${w.section}): ${w.message}`);
  return `${lines.join('\n')}\n`;
}
