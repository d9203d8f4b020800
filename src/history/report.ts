/*
 * docs/history.md, computed: the revisions in date order with their sources,
 * and for each revision and the next the relation of their languages with the
 * shortest strings that tell them apart, the grammar rules that changed, and
 * how the test vectors' verdicts moved. The grammar texts and the vectors are
 * given by the caller (scripts/history.ts), so this module reads no file.
 */
import { code, relationWords } from '../conformance/format';
import { revisionRelation } from '../conformance/relations';
import { isValid, tryParse } from '../parse';
import { plural } from '../plural';
import { profileFor } from '../profiles';
import { Revision, REVISIONS, UNAVAILABLE_REVISIONS } from '../revisions';

export interface HistoryReportInput {
  /** The text of grammar/<name>.abnf. */
  grammarText(name: string): string;
  /** The test vectors' inputs (tests/data/vectors.public.jsonl). */
  vectors: readonly string[];
}

/** A grammar's rule definitions as written (comments and spacing dropped), by rule name. */
export function ruleDefinitions(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let name: string | undefined;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/;.*$/, '');
    const m = /^([A-Za-z][A-Za-z0-9-]*)\s*=(.*)$/.exec(line);
    if (m) {
      name = m[1];
      out.set(name, m[2].trim().replace(/\s+/g, ' '));
    } else if (name !== undefined && /^\s+\S/.test(line)) {
      out.set(name, `${out.get(name)} ${line.trim().replace(/\s+/g, ' ')}`);
    } else if (line === '') {
      // Only an empty line ends the rule: one of white space (or an indented comment) still continues it (RFC 5234 s.4, c-wsp).
      name = undefined;
    }
  }
  return out;
}

function ruleChanges(input: HistoryReportInput, a: Revision, b: Revision): string {
  if (a.grammar === b.grammar) return `none: both parse with grammar/${a.grammar}.abnf`;
  const before = ruleDefinitions(input.grammarText(a.grammar));
  const after = ruleDefinitions(input.grammarText(b.grammar));
  const added = [...after.keys()].filter((n) => !before.has(n));
  const removed = [...before.keys()].filter((n) => !after.has(n));
  const changed = [...after.keys()].filter((n) => before.has(n) && before.get(n) !== after.get(n));
  const list = (names: string[]): string => (names.length ? names.map(tick).join(', ') : 'none');
  return `added ${list(added)}; removed ${list(removed)}; changed ${list(changed)}`;
}

/** A rule or revision name in Markdown (names hold no backtick or pipe). */
const tick = (name: string): string => `\`${name}\``;

const labelOf = (r: Revision): string => r.aliases.find((a) => a.startsWith(`${r.name}-`)) ?? r.name;

function revisionTable(): string[] {
  const lines = ['| revision | date | document | read from | grammar | also named |', '| --- | --- | --- | --- | --- | --- |'];
  for (const r of REVISIONS) {
    lines.push(`| ${tick(r.name)} | ${r.date} | ${r.document} | ${r.source} | grammar/${r.grammar}.abnf | ${r.aliases.map(tick).join(', ') || '-'} |`);
  }
  lines.push('', `Not found as text, so listed and never reconstructed: ${UNAVAILABLE_REVISIONS.join('; ')}.`);
  return lines;
}

/** Each revision's prose rules (the rule table beside its grammar): codes, severities, sections. */
function ruleTable(): string[] {
  const lines = ['| revision | rules of the prose (severity, section) |', '| --- | --- |'];
  for (const r of REVISIONS) {
    const profile = profileFor(r.name);
    const rules = profile.rules.map((x) => `${x.code} (${x.severity}, ${x.section})`);
    lines.push(`| ${tick(labelOf(r))} | ${rules.join('; ') || 'none: its ABNF is the whole rule'} |`);
  }
  return lines;
}

function vectorCounts(input: HistoryReportInput): string[] {
  const lines = [`${plural(input.vectors.length, 'input')} (tests/data/vectors.public.jsonl), parsed under each revision (grammar and prose rules):`, '', '| revision | valid | with warnings | invalid |', '| --- | ---: | ---: | ---: |'];
  for (const r of REVISIONS) {
    let valid = 0;
    let warned = 0;
    for (const v of input.vectors) {
      const p = tryParse(v, { profile: r.name });
      if (p.ok) {
        valid += 1;
        if (p.urn.warnings.length) warned += 1;
      }
    }
    lines.push(`| ${tick(labelOf(r))} | ${valid} | ${warned} | ${input.vectors.length - valid} |`);
  }
  return lines;
}

function step(input: HistoryReportInput, a: Revision, b: Revision): string[] {
  const rel = revisionRelation(a.name, b.name);
  const witness = (w: string | null): string => (w === null ? 'none' : code(w));
  let lost = 0;
  let gained = 0;
  const examples: string[] = [];
  for (const v of input.vectors) {
    const va = isValid(v, { profile: a.name });
    const vb = isValid(v, { profile: b.name });
    if (va === vb) continue;
    if (va) lost += 1;
    else gained += 1;
    if (examples.length < 2) examples.push(`${code(v)} (${va ? 'valid, then invalid' : 'invalid, then valid'})`);
  }
  return [
    `### ${labelOf(a)} -> ${labelOf(b)}`,
    '',
    `- Languages: ${rel.relation} (${relationWords(rel.relation, labelOf(a), labelOf(b))}).`,
    `- Shortest string only ${labelOf(a)} accepts: ${witness(rel.onlyFrom)}; only ${labelOf(b)}: ${witness(rel.onlyTo)}.`,
    `- Grammar rules: ${ruleChanges(input, a, b)}.`,
    `- Test vectors: ${lost} valid before and invalid after, ${gained} the reverse${examples.length ? `, e.g. ${examples.join(', ')}` : ''}.`,
    '',
  ];
}

export function historyReport(input: HistoryReportInput): string {
  const lines = [
    '# The history of URN syntax',
    '',
    'Generated by `npm run history` (src/history/report.ts) from grammar/*.abnf, the revisions\' rule tables and',
    'tests/data/vectors.public.jsonl; do not edit. CI runs `npm run history:check`, which fails when this file is stale.',
    'How urnkit reads the drafts where their text leaves a choice: docs/conformance.md, "Readings of the draft revisions".',
    'Every revision is a profile: `parse(urn, { profile: \'rfc2141bis-12\' })`; `urnkit history <urn>` shows one URN under all of them.',
    '',
    '## The revisions',
    '',
    ...revisionTable(),
    '',
    '## Their prose rules',
    '',
    'The rules each revision\'s text adds to its ABNF, classified as the rfc8141 profile classifies the same rule',
    '(MUST on the string: error; SHOULD, registration rules, "discouraged": warning).',
    '',
    ...ruleTable(),
    '',
    '## The test vectors under each revision',
    '',
    ...vectorCounts(input),
    '',
    '## From each revision to the next',
    '',
    'Languages are the grammars\' own, compared exactly as automata (src/compile/automaton.ts); the shortest',
    'strings are checked by both engines in tests/history.test.ts. The prose rule tables are not part of the languages.',
    '',
  ];
  for (let i = 0; i + 1 < REVISIONS.length; i += 1) lines.push(...step(input, REVISIONS[i], REVISIONS[i + 1]));
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}
