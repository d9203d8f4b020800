/* A history as text: one line per revision, a mark where the verdict (*) or the split (~) changed. */
import { escapeText } from '../diagnostics/excerpt';
import { plural } from '../plural';
import { REVISIONS, UNAVAILABLE_REVISIONS } from '../revisions';
import type { History, HistoryStep } from './history';


function verdictOf(s: HistoryStep): string {
  if (!s.valid) return 'invalid';
  return s.warnings ? `valid, ${plural(s.warnings, 'warning')}` : 'valid';
}

function detailOf(s: HistoryStep): string {
  const f = s.finding;
  if (!s.valid && f) return `${f.code} at ${f.offset}: found ${f.found} (${f.section})`;
  const parts = Object.entries(s.parts ?? {}).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(', ');
  return f ? `${parts}; ${f.code} (${f.section})` : parts;
}

/** The history as text: the input quoted (then `where`, file:line or argument:N, when given), a line per revision, the count of changes. */
export function formatHistory(h: History, where?: string): string {
  const label = Math.max(...h.steps.map((s) => s.label.length));
  const verdict = Math.max(...h.steps.map((s) => verdictOf(s).length));
  const lines = [`"${escapeText(h.input)}"${where === undefined ? '' : `  ${where}`}`];
  for (const s of h.steps) {
    const mark = s.verdictChanged ? '*' : s.splitChanged ? '~' : ' ';
    lines.push(`${mark} ${s.date.padEnd(10)}  ${s.label.padEnd(label)}  ${verdictOf(s).padEnd(verdict)}  ${detailOf(s)}`);
  }
  const splits = h.steps.filter((s) => s.splitChanged).length;
  lines.push(`verdict changed ${plural(h.verdictChanges, 'time')} (*), split changed ${plural(splits, 'time')} (~)`);
  return `${lines.join('\n')}\n`;
}

/** The revisions in date order, for `urnkit history --revisions`. */
export function formatRevisions(): string {
  const name = Math.max(...REVISIONS.map((r) => r.name.length));
  const lines = REVISIONS.map((r) => {
    const aliases = r.aliases.length ? ` (also ${r.aliases.join(', ')})` : '';
    const grammar = r.grammar === r.name ? '' : `, the ${r.grammar} grammar`;
    return `${r.date.padEnd(10)}  ${r.name.padEnd(name)}  ${r.document}${aliases}${grammar}`;
  });
  return `${lines.join('\n')}\nunavailable: ${UNAVAILABLE_REVISIONS.join('; ')}\n`;
}
