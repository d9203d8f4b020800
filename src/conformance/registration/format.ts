/* A registration check as text: one finding a line, as compilers print them. */
import { escapeText } from '../../diagnostics/excerpt';
import type { RegistrationCheck, RegistrationFinding } from './types';

/** "FILE:LINE:COLUMN: severity: message [code]" (no column where the finding has none). */
export const formatFinding = (file: string, f: RegistrationFinding): string => `${file}:${f.line}:${f.column === null ? '' : `${f.column}:`} ${f.severity}: ${escapeText(f.message)} [${f.code}]`;

/** The findings' count by severity, in words: "1 error, 2 warnings, no info". */
export function findingCounts(check: RegistrationCheck): string {
  const n = (s: RegistrationFinding['severity']): number => check.findings.filter((f) => f.severity === s).length;
  const words = (count: number, one: string, many: string): string => `${count === 0 ? 'no' : count} ${count === 1 ? one : many}`;
  return `${words(n('error'), 'error', 'errors')}, ${words(n('warning'), 'warning', 'warnings')}, ${words(n('info'), 'note', 'notes')}`;
}
