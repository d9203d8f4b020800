/*
 * How the jobs reach an engine in a program of its own (Java, Python, Perl) and its answers come
 * back: lines of text, every string escaped so that any UTF-16 string travels as it is, NUL, line
 * ends and lone surrogates included: "\\" for a backslash, "\\n" for a newline, "\\uXXXX" for every
 * other code unit outside printable ASCII and for "~" (a surrogate pair as its two units).
 *   S <n>                           an input set of n inputs, one per following line
 *   J <set> <pattern> <g> [names]   a job: its set, its pattern (escaped), its g capture groups
 * Answers: per job, per input, one line: 1 or 0, and for a match with groups, a tab and each
 * group's text (escaped; a bare ~ for none).
 */
import type { EngineAnswer, EngineJob } from './types';

export const escape = (s: string): string =>
  s.replace(/[\\\n~]|[^\x20-\x7e]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

export const unescape = (s: string): string => s.replace(/\\(\\|n|u([0-9a-f]{4}))/g, (_, e: string, h?: string) => (h ? String.fromCharCode(parseInt(h, 16)) : e === 'n' ? '\n' : '\\'));

/** Each input set's escaped inputs, made once for all the checkers. */
const escapedSets = new WeakMap<readonly string[], string[]>();
function escaped(inputs: readonly string[], i: number): string {
  let e = escapedSets.get(inputs);
  if (!e) escapedSets.set(inputs, (e = inputs.map(escape)));
  return e[i];
}

/** The jobs as the checkers read them; `carried` keeps, per job, the indexes of the inputs sent. */
export function encodeJobs(jobs: readonly EngineJob[], carries: (s: string) => boolean): { text: string; carried: number[][] } {
  const sets = new Map<readonly string[], { index: number; kept: number[] }>();
  const lines: string[] = [];
  for (const job of jobs) {
    if (sets.has(job.inputs)) continue;
    const kept = job.inputs.flatMap((s, i) => (carries(s) ? [i] : []));
    sets.set(job.inputs, { index: sets.size, kept });
    lines.push(`S ${kept.length}`, ...kept.map((i) => escaped(job.inputs, i)));
  }
  for (const job of jobs) {
    const set = sets.get(job.inputs) as { index: number };
    lines.push(`J ${set.index} ${escape(job.pattern)} ${job.groups?.length ?? 0}${job.groups?.length ? ` ${job.groups.join(' ')}` : ''}`);
  }
  return { text: `${lines.join('\n')}\n`, carried: jobs.map((j) => (sets.get(j.inputs) as { kept: number[] }).kept) };
}

/** The checker's answer lines, back on the jobs' inputs. */
export function decodeAnswers(text: string, jobs: readonly EngineJob[], carried: number[][]): EngineAnswer[] {
  const lines = text.split('\n');
  let at = 0;
  return jobs.map((job, j) => {
    const matched: Array<boolean | null> = job.inputs.map(() => null);
    const captures: EngineAnswer['captures'] = job.inputs.map(() => undefined);
    for (const i of carried[j]) {
      const line = lines[at++];
      if (line === undefined) throw new Error('the checker answered fewer lines than it was given inputs');
      const [verdict, ...groups] = line.split('\t');
      matched[i] = verdict === '1';
      if (verdict === '1' && job.groups?.length) captures[i] = groups.map((g) => (g === '~' ? null : unescape(g)));
    }
    return { matched, captures };
  });
}
