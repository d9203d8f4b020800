/* Corpus and grammar diffs as text tables, Markdown or JSON, for the CLI and the report. */
import { escapeText } from '../diagnostics/excerpt';
import { plural } from '../plural';
import { CorpusDiff } from './corpus';
import { GrammarDiff } from './grammar-diff';
import { Relation, RevisionRelation } from './relations';

export type DiffFormat = 'table' | 'json' | 'markdown';

/** Inputs shown in prose: quoted and escaped, so invisible characters stay visible and none reach the terminal. */
const show = (s: string): string => `"${escapeText(s)}"`;

/** Text in a Markdown table cell: a pipe would end the cell. */
const cell = (s: string): string => s.replace(/\|/g, '\\|');

/** A Markdown code span that survives backticks and pipes in the text. */
export const code = (s: string): string => `\`\` ${cell(s)} \`\``;

export function formatCorpusDiff(d: CorpusDiff, format: DiffFormat): string {
  if (format === 'json') return `${JSON.stringify(d, null, 2)}\n`;
  const counts: [string, number][] = [
    ['lines', d.total],
    ['valid under both', d.bothValid],
    [`valid under ${d.from} only`, d.onlyFrom],
    [`valid under ${d.to} only`, d.onlyTo],
    ['invalid under both', d.bothInvalid],
    ['valid under both, NID or NSS read differently', d.partsDiffer],
  ];
  const kind = (k: string): string => (k === 'only-from' ? `${d.from} only` : k === 'only-to' ? `${d.to} only` : 'parts differ');
  if (format === 'markdown') {
    const lines = [`## ${d.from} -> ${d.to}`, '', '| | lines |', '| --- | ---: |', ...counts.map(([k, v]) => `| ${k} | ${v} |`), ''];
    lines.push('| kind | cause | lines | examples |', '| --- | --- | ---: | --- |');
    for (const g of d.groups) lines.push(`| ${kind(g.kind)} | ${cell(g.cause)} | ${g.count} | ${g.examples.map(code).join('<br>')} |`);
    return `${lines.join('\n')}\n`;
  }
  const lines = [`${d.from} -> ${d.to}`, ...counts.map(([k, v]) => `  ${String(v).padStart(9)}  ${k}`), ''];
  for (const g of d.groups) lines.push(`${String(g.count).padStart(9)}  ${kind(g.kind)}: ${g.cause}`, ...g.examples.map((e) => `             e.g. ${show(e)}`));
  return `${lines.join('\n')}\n`;
}

/** The candidates a work limit left undecided, when there are any. */
const undecided = (d: GrammarDiff): string => (d.undecided ? ` (${d.undecided} stopped at a work limit: not compared)` : '');

export function formatGrammarDiff(d: GrammarDiff, format: DiffFormat): string {
  if (format === 'json') return `${JSON.stringify(d, null, 2)}\n`;
  // The sides are file names or profile names: echoed escaped, as any text from outside.
  const [a, b] = [escapeText(d.a), escapeText(d.b)];
  const side = (s: 'a' | 'b'): string => (s === 'a' ? a : b);
  const other = (s: 'a' | 'b'): string => (s === 'a' ? b : a);
  if (format === 'markdown') {
    const lines = [`${d.distinguishing} of ${plural(d.candidates, 'candidate string')} ${d.distinguishing === 1 ? 'tells' : 'tell'} ${code(a)} and ${code(b)} apart${undecided(d)}.`, ''];
    if (d.groups.length) {
      lines.push('| accepted by | rejected by, because | strings | example |', '| --- | --- | ---: | --- |');
      for (const g of d.groups) {
        lines.push(`| ${side(g.accepts)} | ${other(g.accepts)}: ${cell(g.cause)} (expected ${cell(g.expected)}) | ${g.count} | ${code(g.examples[0])} |`);
      }
    }
    return `${lines.join('\n')}\n`;
  }
  const lines = [`${a} vs ${b}: ${d.distinguishing} of ${plural(d.candidates, 'candidate string')} ${d.distinguishing === 1 ? 'differs' : 'differ'}, in ${plural(d.groups.length, 'group')}${undecided(d)}`];
  for (const g of d.groups) {
    lines.push(`${String(g.count).padStart(7)}  accepted by ${side(g.accepts)}, rejected by ${other(g.accepts)}: ${g.cause} (expected ${g.expected})`);
    lines.push(...g.examples.map((e) => `           e.g. ${show(e)}`));
  }
  return `${lines.join('\n')}\n`;
}

/** A relation in words: "rfc2141bis-12 accepts every string rfc2141bis-13 accepts, and more". */
export function relationWords(relation: Relation, from: string, to: string): string {
  switch (relation) {
    case 'equal':
      return `${from} and ${to} accept the same strings`;
    case 'subset':
      return `${to} accepts every string ${from} accepts, and more`;
    case 'superset':
      return `${from} accepts every string ${to} accepts, and more`;
    default:
      return `each accepts strings the other rejects`;
  }
}

export function formatRelation(r: RevisionRelation, format: DiffFormat): string {
  if (format === 'json') return `${JSON.stringify(r, null, 2)}\n`;
  const witness = (w: string | null): string => (w === null ? 'none' : format === 'markdown' ? code(w) : show(w));
  if (format === 'markdown') {
    return [`${code(r.from)} and ${code(r.to)}: ${r.relation} (${relationWords(r.relation, r.from, r.to)}).`, '', `- only ${r.from}: ${witness(r.onlyFrom)}`, `- only ${r.to}: ${witness(r.onlyTo)}`, ''].join('\n');
  }
  return [`${r.from} -> ${r.to}: ${r.relation} (${relationWords(r.relation, r.from, r.to)})`, `  only ${r.from}: ${witness(r.onlyFrom)}`, `  only ${r.to}: ${witness(r.onlyTo)}`, ''].join('\n');
}
