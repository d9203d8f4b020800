/*
 * Conformance of a corpus between two profiles, streamed: counts, and the
 * differing lines grouped by cause with a few examples each. Memory stays flat
 * whatever the number of lines: no line is kept beyond its group's examples,
 * and groups are keyed by cause, whose number the grammars bound.
 */
import { argumentError, countOption, functionOption, optionRecord, revisionOption } from '../options';
import { RevisionName } from '../types';
import { PART_FIELDS } from '../results/record';
import { partRead, ProfileVerdict, verdict } from './compare';

/** How two revisions disagree on a group of inputs in a CorpusDiff. */
export type DiffKind = 'only-from' | 'only-to' | 'parts-differ';

/** Inputs on which two revisions disagree for the same cause. */
export interface DiffGroup {
  /** only-from: valid under `from`, invalid under `to`; only-to: the reverse; parts-differ: valid under both, read differently. */
  kind: DiffKind;
  /** Why, e.g. "invalid-nss: '&' (RFC 2141 s.2.2)" or "nss, rComponent". */
  cause: string;
  count: number;
  /** Distinct inputs of the group, the first ones in corpus order. */
  examples: string[];
}

/** What diffCorpus returns: the counts, and the disagreements grouped by cause. */
export interface CorpusDiff {
  from: RevisionName;
  to: RevisionName;
  total: number;
  bothValid: number;
  onlyFrom: number;
  onlyTo: number;
  bothInvalid: number;
  /** Valid under both, with a different NID or NSS. */
  partsDiffer: number;
  groups: DiffGroup[];
}

/** The options of diffCorpus: the two revisions, `from` and `to`. */
export interface CorpusDiffOptions {
  from: RevisionName;
  to: RevisionName;
  /** Distinct inputs kept per group as its examples, the first ones in corpus order (default 3). */
  examples?: number;
  /** Called every `progressEvery` lines (default 100,000) with the count so far. */
  onProgress?: (lines: number) => void;
  progressEvery?: number;
}

/** The rejecting side's reason, without the offset: the same cause groups together. */
function rejection(v: ProfileVerdict): string {
  const e = v.error as NonNullable<ProfileVerdict['error']>;
  return `${e.code}: ${e.found} (${e.section})`;
}

/** The lines argument: any iterable or async iterable, but not a string (which iterates characters). */
function linesOf(lines: unknown): AsyncIterable<unknown> | Iterable<unknown> {
  if (typeof lines === 'string') throw new TypeError('urnkit.diffCorpus: the lines must be an iterable of strings, got one string; split it into lines first (text.split(/\r?\n/))');
  const o = lines as { [Symbol.iterator]?: unknown; [Symbol.asyncIterator]?: unknown } | null;
  if (typeof o !== 'object' || o === null || (typeof o[Symbol.iterator] !== 'function' && typeof o[Symbol.asyncIterator] !== 'function')) {
    throw argumentError('diffCorpus', 'the lines', 'an iterable or async iterable of strings', lines);
  }
  return o as AsyncIterable<unknown> | Iterable<unknown>;
}

/**
 * How revisions `from` and `to` judge each line of a corpus (blank lines skipped): counts, and the
 * disagreements grouped by cause with examples.
 * @example
 * ```ts
 * const d = await diffCorpus(['urn:a:b', 'urn:example:a?+r', 'urn:example:a'], { from: 'rfc2141', to: 'rfc8141' });
 * d.total; // 3
 * d.groups.map((g) => g.kind); // ['only-from', 'parts-differ']
 * ```
 */
export async function diffCorpus(lines: AsyncIterable<string> | Iterable<string>, options: CorpusDiffOptions): Promise<CorpusDiff> {
  const source = linesOf(lines);
  if (options === undefined || options === null) throw argumentError('diffCorpus', 'the options', 'an object with "from" and "to" profiles', options);
  const o = optionRecord('diffCorpus', options, ['from', 'to', 'examples', 'progressEvery', 'onProgress']);
  for (const key of ['from', 'to']) if (o[key] === undefined) throw argumentError('diffCorpus', `option "${key}"`, 'a profile name', undefined);
  const from = revisionOption('diffCorpus', o, 'from');
  const to = revisionOption('diffCorpus', o, 'to');
  const keep = countOption('diffCorpus', o, 'examples', 3);
  const every = countOption('diffCorpus', o, 'progressEvery', 100_000, 1);
  const onProgress = functionOption<(n: number) => void>('diffCorpus', o, 'onProgress');
  const result: CorpusDiff = { from, to, total: 0, bothValid: 0, onlyFrom: 0, onlyTo: 0, bothInvalid: 0, partsDiffer: 0, groups: [] };
  const groups = new Map<string, DiffGroup>();
  const note = (kind: DiffKind, cause: string, line: string): void => {
    const key = `${kind}\u0000${cause}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { kind, cause, count: 0, examples: [] }));
    g.count += 1;
    // A corpus repeats URNs: an example is a distinct input, and a group keeps no more than its examples.
    if (g.examples.length < keep && !g.examples.includes(line)) g.examples.push(line);
  };
  for await (const line of source) {
    if (typeof line !== 'string') throw argumentError('diffCorpus', `line ${result.total + 1}`, 'a string', line);
    result.total += 1;
    const a = verdict(line, from);
    const b = verdict(line, to);
    if (a.valid && b.valid) {
      result.bothValid += 1;
      const differing = PART_FIELDS.filter((f) => partRead(a.parts, f) !== partRead(b.parts, f));
      if (partRead(a.parts, 'nid') !== partRead(b.parts, 'nid') || partRead(a.parts, 'nss') !== partRead(b.parts, 'nss')) result.partsDiffer += 1;
      if (differing.length) note('parts-differ', differing.join(', '), line);
    } else if (a.valid) {
      result.onlyFrom += 1;
      note('only-from', rejection(b), line);
    } else if (b.valid) {
      result.onlyTo += 1;
      note('only-to', rejection(a), line);
    } else {
      result.bothInvalid += 1;
    }
    if (onProgress && result.total % every === 0) onProgress(result.total);
  }
  result.groups = [...groups.values()].sort((x, y) => y.count - x.count || x.kind.localeCompare(y.kind) || x.cause.localeCompare(y.cause));
  return result;
}
