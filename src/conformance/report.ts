/*
 * docs/conformance.md, computed from the grammars and rule tables: what
 * separates each pair of profiles, which character each profile allows in each
 * position, the NID rules, and the rfc2141bis NID inconsistency.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { compiledProfile } from '../profiles/compiled';
import { tryParse } from '../parse';
import { compileProfileText } from './runtime';
import { PROFILES, ProfileName, RevisionName } from '../types';
import { diffGrammars } from './grammar-diff';
import { code, formatGrammarDiff } from './format';
import { READINGS } from './readings';

const POSITIONS: ReadonlyArray<readonly [string, (c: string) => string]> = [
  ['NID', (c) => `urn:a${c}b:x`],
  ['NSS first', (c) => `urn:ex:${c}a`],
  ['NSS inside', (c) => `urn:ex:a${c}b`],
  ['after "?+"', (c) => `urn:ex:a?+r${c}s`],
  ['after "?="', (c) => `urn:ex:a?=q${c}s`],
  ['after "#"', (c) => `urn:ex:a#f${c}g`],
  ['after "?s="', (c) => `urn:ex:a?s=v${c}w`],
];

/** The character's effect in the position: against the same probe without it. */
function mark(make: (c: string) => string, c: string, profile: ProfileName): string {
  const base = tryParse(make(''), { profile });
  if (!base.ok) return '-';
  const r = tryParse(make(c), { profile });
  if (!r.ok) return 'x';
  const before = new Set(base.urn.warnings.map((w) => w.code));
  return r.urn.warnings.some((w) => !before.has(w.code)) ? 'W' : 'ok';
}

function characterMatrix(): string[] {
  const lines = [
    'Each printable ASCII character placed in each position of a small URN (the probe column shows where),',
    'parsed under rfc2141 / rfc2141bis / rfc8141: `ok` valid, `W` valid with a warning the character brings,',
    '`x` invalid, `-` the probe is invalid in that profile even without the character (e.g. "?+" under rfc2141bis).',
    'RFC 2141 has no components: there, the probes after "?+", "?=", "#" and "?s=" are all NSS.',
    '',
    `| char | ${POSITIONS.map(([name]) => name).join(' | ')} |`,
    `| --- | ${POSITIONS.map(() => '---').join(' | ')} |`,
  ];
  for (let cp = 0x20; cp < 0x7f; cp += 1) {
    const c = String.fromCharCode(cp);
    const cells = POSITIONS.map(([, make]) => PROFILES.map((p) => mark(make, c, p)).join(' / '));
    lines.push(`| ${cp === 0x20 ? 'space' : code(c)} | ${cells.join(' | ')} |`);
  }
  lines.push('', `Probes: ${POSITIONS.map(([name, make]) => `${name} ${code(make('C'))}`).join(', ')} (C = the character).`);
  return lines;
}

function nidRules(): string[] {
  const forms: [string, string][] = [
    ['1 character', 'a'],
    ['2 characters', 'ab'],
    ['32 characters', 'a'.repeat(32)],
    ['33 characters', 'a'.repeat(33)],
    ['leading hyphen', '-ab'],
    ['trailing hyphen', 'ab-'],
    ['inner hyphens', 'a--b'],
    ['digits only', '123'],
    ['"urn"', 'urn'],
    ['"urn-1" (informal)', 'urn-1'],
    ['"x-" prefix', 'x-ab'],
    ['two letters and "-"', 'ab-c'],
  ];
  const lines = ['| NID | example | rfc2141 | rfc2141bis | rfc8141 |', '| --- | --- | --- | --- | --- |'];
  for (const [name, nid] of forms) {
    const cells = PROFILES.map((p) => {
      const r = tryParse(`urn:${nid}:x`, { profile: p });
      return r.ok ? (r.urn.warnings.length ? `valid, ${r.urn.warnings.map((w) => w.code).join(', ')}` : 'valid') : r.error.code;
    });
    lines.push(`| ${name} | ${code(`urn:${nid}:x`)} | ${cells.join(' | ')} |`);
  }
  return lines;
}

/** bis-03 s.2.1 (normative) against Appendix B's informative NID rule, as two grammars. */
function bisInconsistency(): string[] {
  // The report is written from the repository (npm run conformance), beside grammar/.
  const dir = join(__dirname, '..', '..', 'grammar');
  const text = readFileSync(join(dir, 'rfc2141bis.abnf'), 'utf8');
  const s21 = 'NID           = let-dig 0*30( ldh &ldh ) let-dig';
  const appB = 'NID           = let-dig 1*31ldh';
  if (!text.includes(s21)) throw new Error('grammar/rfc2141bis.abnf no longer has the s.2.1 NID rule this report replaces');
  const variant = compileProfileText('rfc2141bis-appendix-b.abnf', text.replace(s21, appB), readFileSync(join(dir, 'core.abnf'), 'utf8'));
  const d = diffGrammars(compiledProfile('rfc2141bis'), variant);
  d.a = 'rfc2141bis (s.2.1)';
  d.b = 'rfc2141bis (Appendix B)';
  return [
    'bis-03 gives two NID rules. s.2.1 (normative), as urnkit implements it:',
    '',
    '    NID = (ALPHA / DIGIT) 0*30(ALPHA / DIGIT / "-") (ALPHA / DIGIT)',
    '',
    'Appendix B (informative):',
    '',
    '    NID = ( ALPHA / DIGIT ) 1*31( ALPHA / DIGIT / "-" )',
    '',
    'Both require 2 to 32 characters (RFC 2141 allowed 1). They differ on a trailing hyphen, which',
    'Appendix D.6 says the new rule prohibits; urnkit follows s.2.1. The grammar diff of the two rules:',
    '',
    formatGrammarDiff(d, 'markdown').trimEnd(),
  ];
}

/** An input's verdict under one revision, in a table cell: "valid", "valid, <warnings>", or "<code> at <offset>". */
export function verdictCell(input: string, profile: RevisionName): string {
  const r = tryParse(input, { profile });
  if (!r.ok) return `${r.error.code} at ${r.error.offset}`;
  return r.urn.warnings.length ? `valid, ${r.urn.warnings.map((w) => w.code).join(', ')}` : 'valid';
}

/** Where the drafts' text leaves a choice, and urnkit's reading, with the verdicts it gives. */
function readings(): string[] {
  const lines = [
    'Where a draft\'s ABNF contradicts its own examples, the grammar follows the ABNF; where its prose',
    'adds to the ABNF or leaves a rule\'s strength open, urnkit reads it as follows. The verdicts are computed.',
    'The revisions, their sources and the relations between them: docs/history.md.',
    '',
  ];
  for (const r of READINGS) {
    lines.push(`### ${r.topic}`, '', `- ABNF: ${r.abnf}`, `- Text: ${r.text}`, `- Reading: ${r.reading}`, '');
    lines.push(`| input | ${r.revisions.join(' | ')} |`, `| --- | ${r.revisions.map(() => '---').join(' | ')} |`);
    for (const input of r.examples) lines.push(`| ${code(input)} | ${r.revisions.map((p) => verdictCell(input, p)).join(' | ')} |`);
    lines.push('');
  }
  return lines;
}

export function conformanceReport(): string {
  const lines = [
    '# Conformance across spec revisions',
    '',
    'Generated by `npm run conformance` (src/conformance/report.ts) from grammar/*.abnf and the profiles\'',
    'rule tables; do not edit. CI runs `npm run conformance:check`, which fails when this file is stale.',
    '',
    '## What separates each pair of profiles',
    '',
    'Found by `diffGrammars` (seeded search: boundary cases, random derivations of each grammar, mutations).',
    'Verdicts are the grammars\' own; rule-table checks (NID "urn", %00, duplicate directives, a bare "%"',
    'under RFC 2141) are not part of a grammar and show in the tables further down.',
    '',
  ];
  const pairs: [ProfileName, ProfileName][] = [
    ['rfc2141', 'rfc2141bis'],
    ['rfc2141bis', 'rfc8141'],
    ['rfc2141', 'rfc8141'],
  ];
  for (const [a, b] of pairs) lines.push(`### ${a} and ${b}`, '', formatGrammarDiff(diffGrammars(a, b), 'markdown').trimEnd(), '');
  lines.push('## Characters by position', '', ...characterMatrix(), '');
  lines.push('## NID length and hyphen rules', '', ...nidRules(), '');
  lines.push('## The rfc2141bis NID inconsistency', '', ...bisInconsistency(), '');
  lines.push('## Readings of the draft revisions', '', ...readings());
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}
