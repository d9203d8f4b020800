/*
 * One input through the whole history of URN syntax: its verdict, parts and
 * first finding under every revision in date order (REVISIONS), marking where
 * the verdict changed and where the input was split into parts differently.
 */
import type { PartsRead } from '../conformance/compare';
import { partsRead } from '../results/record';
import { NamespacesOption, namespacesOption } from '../namespaces/set';
import { argumentError, optionRecord, ownValue, stringArgument } from '../options';
import { tryParse } from '../parse';
import { Revision, REVISIONS, revisionNamed } from '../revisions';
import type { Diagnostic, RevisionName, Span } from '../types';

/** How one revision reads the input in a History. */
export interface HistoryStep {
  /** The revision's profile name. */
  revision: RevisionName;
  /** How the timeline names it: the draft number where the profile has one ("rfc2141bis-03" for rfc2141bis). */
  label: string;
  date: string;
  valid: boolean;
  /** The parts read, by Urn field; undefined when invalid. */
  parts?: PartsRead;
  /** The error, or else the first warning; undefined for a valid input without warnings. */
  finding?: Pick<Diagnostic, 'code' | 'severity' | 'offset' | 'section' | 'message'> & { found?: string };
  warnings: number;
  /** Valid here and invalid under the step before, or the reverse. */
  verdictChanged: boolean;
  /** Valid here and under the step before, with the input cut into parts otherwise (splitOf). */
  splitChanged: boolean;
}

/** What history returns: the input under each revision, and how often the verdict and the split change. */
export interface History {
  input: string;
  steps: HistoryStep[];
  /** How many times the verdict changed along the steps. */
  verdictChanges: number;
}

/** The options of history. */
export interface HistoryOptions {
  /** The revisions to go through, in the order given (every revision in date order by default). */
  revisions?: readonly RevisionName[];
  /** Apply namespace rules too, as parse's option. */
  namespaces?: NamespacesOption;
}

/** Which component a part is, whatever a revision names it (query, q-string and q-component are all the "?" part). */
const KIND: Readonly<Record<string, string>> = {
  nid: 'NID',
  nss: 'NSS',
  pComponent: 'p',
  query: 'q',
  qComponent: 'q',
  qString: 'q',
  rComponent: 'r',
  rString: 'r',
  fragment: 'f',
  fComponent: 'f',
  fString: 'f',
};

/**
 * How an input is cut: the NID and NSS, then each component by kind and where
 * it ends. The end, not the start: a revision's rule may include the
 * delimiter that introduces the component (-08's q-component is "?" query) or
 * not (-07's query), and the next component starts where this one ends.
 * resolverID is inside the r-component, so it is left out.
 */
export function splitOf(spans: Readonly<Record<string, Span | undefined>>): string {
  const out: string[] = [];
  for (const [field, span] of Object.entries(spans)) {
    const kind = KIND[field];
    if (kind === undefined || span === undefined) continue;
    out.push(kind === 'NID' || kind === 'NSS' ? `${kind} ${span.start}-${span.end}` : `${kind} -${span.end}`);
  }
  return out.sort().join(', ');
}

const labelOf = (r: Revision): string => r.aliases.find((a) => a.startsWith(`${r.name}-`)) ?? r.name;

function revisionsOption(o: Record<string, unknown>): readonly Revision[] {
  const given = o.revisions;
  if (given === undefined) return REVISIONS;
  if (!Array.isArray(given) || given.length === 0) throw argumentError('history', 'option "revisions"', 'a non-empty array of revision names', given);
  // Read once, own elements only (a hole is not a revision, whatever Object.prototype holds).
  return Array.from({ length: given.length }, (_, i) => {
    const name = ownValue(given, String(i));
    const r = revisionNamed(name);
    if (!r) throw argumentError('history', `option "revisions"[${i}]`, 'a revision name (REVISIONS)', name);
    return r;
  });
}

/**
 * `input` under every revision in date order (or those of options.revisions), and where its verdict
 * and split change.
 * @example
 * ```ts
 * const h = history('urn:example:foo-bar-baz-qux?+cc=uk');
 * h.verdictChanges; // 4
 * h.steps[0].revision; // 'rfc2141'
 * ```
 */
export function history(input: string, options?: HistoryOptions): History {
  stringArgument('history', 'the input', input);
  const o = optionRecord('history', options, ['revisions', 'namespaces']);
  const revisions = revisionsOption(o);
  const namespaces = namespacesOption('history', o);
  const steps: HistoryStep[] = [];
  let before: HistoryStep | undefined;
  let split = '';
  for (const r of revisions) {
    const result = tryParse(input, { profile: r.name, namespaces });
    const step: HistoryStep = { revision: r.name, label: labelOf(r), date: r.date, valid: result.ok, warnings: 0, verdictChanged: false, splitChanged: false };
    let nextSplit = '';
    if (result.ok) {
      step.parts = partsRead(result.urn);
      step.warnings = result.urn.warnings.length;
      // By length: an empty array's [0] would be read from Object.prototype.
      const w = result.urn.warnings.length ? result.urn.warnings[0] : undefined;
      if (w) step.finding = { code: w.code, severity: w.severity, offset: w.offset, section: w.section, message: w.message };
      nextSplit = splitOf(result.urn.spans as unknown as Record<string, Span | undefined>);
    } else {
      const e = result.error;
      step.finding = { code: e.code, severity: 'error', offset: e.offset, section: e.section, message: e.diagnostics[0]?.message ?? e.message, found: e.found };
    }
    if (before) {
      step.verdictChanged = before.valid !== step.valid;
      step.splitChanged = before.valid && step.valid && split !== nextSplit;
    }
    steps.push(step);
    before = step;
    split = nextSplit;
  }
  return { input, steps, verdictChanges: steps.filter((s) => s.verdictChanged).length };
}
