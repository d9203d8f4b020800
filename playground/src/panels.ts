/*
 * The panels below the columns: how the revisions differ for this input (in
 * compare()'s words and as a table of the parts they read differently),
 * equivalence with a second URN, and the NID's entry in IANA's registry.
 */
import type { Split } from '../../src/conformance/compare';
import type { NamespaceInfo } from '../../src/entries/namespaces';
import type { RevisionName } from '../../src/index';
import type { Analysis, EquivalenceRow } from './analysis';
import { Child, fill, h, row } from './dom';
import { REVISIONS } from './revisions';

const FIELD_LABELS: Record<string, string> = Object.fromEntries(REVISIONS.flatMap((r) => r.fields.map((f) => [f.field, f.label])));

const titleOf = (profile: string): string => REVISIONS.find((r) => r.profile === profile)?.title ?? profile;

/** A table that cannot widen the page: fixed layout, cells wrap anywhere. */
function table(caption: string, head: readonly string[], rows: readonly Child[][]): HTMLTableElement {
  return h(
    'table',
    {},
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, ...head.map((c) => h('th', { scope: 'col' }, c)))),
    h('tbody', {}, ...rows.map((cells) => h('tr', {}, ...cells.map((c, i) => (i === 0 ? h('th', { scope: 'row' }, c) : h('td', {}, c)))))),
  );
}

const shown = (v: string | undefined): Child => (v === undefined ? h('span', { class: 'absent' }, 'absent') : h('code', {}, v === '' ? '(empty)' : v));

export function renderDifferences(el: HTMLElement, analysis: Analysis | undefined): void {
  if (!analysis) return fill(el, h('p', { class: 'muted' }, 'Type a URN above.'));
  const clauses = h('ul', { class: 'clauses' }, ...analysis.differences.map((c) => h('li', {}, c)));
  if (!analysis.splits.length) {
    const alike = analysis.results.filter((r) => r.valid).length > 1 ? 'The revisions that accept it read the same parts.' : undefined;
    return fill(el, clauses, alike && h('p', {}, alike));
  }
  const profiles = REVISIONS.map((r) => r.profile).filter((p) => analysis.splits.some((s) => Object.prototype.hasOwnProperty.call(s.values, p)));
  // A part the revision does not have is not the same as one it has but the input leaves out.
  const cell = (s: Split, p: RevisionName): Child => (s.notDefinedBy.includes(p) ? h('span', { class: 'absent' }, 'no such part') : shown(s.values[p]));
  const rows = analysis.splits.map((s) => [FIELD_LABELS[s.field] ?? s.field, ...profiles.map((p) => cell(s, p))]);
  fill(el, clauses, table('Parts read differently', ['part', ...profiles.map(titleOf)], rows));
}

const VERDICT_WORDS: Record<EquivalenceRow['verdict'], string> = { equivalent: 'equivalent', different: 'not equivalent', invalid: 'cannot compare' };

export function renderEquivalence(el: HTMLElement, rows: readonly EquivalenceRow[] | undefined): void {
  if (!rows) return fill(el, h('p', { class: 'muted' }, 'Type a second URN to compare the two.'));
  // A list rather than a table: keys are as long as the URNs, and a list still reads at 360px.
  const items = rows.map((r) =>
    h(
      'li',
      { 'data-profile': r.profile, 'data-verdict': r.verdict },
      h('strong', {}, titleOf(r.profile)),
      ` (${r.rule}): `,
      h('span', { class: `equivalence equivalence-${r.verdict}` }, VERDICT_WORDS[r.verdict]),
      r.reason
        ? h('p', { class: 'muted' }, r.reason)
        : h('dl', { class: 'forms' }, row('first key', shown(r.keyA)), row('second key', shown(r.keyB))),
    ),
  );
  fill(el, h('ul', { class: 'equivalence-list' }, ...items));
}

function reference(ref: NamespaceInfo['references'][number]): Child {
  return ref.text ? `${ref.data} (${ref.text})` : ref.data;
}

export function renderRegistry(el: HTMLElement, on: boolean, nid: string | undefined, info: NamespaceInfo | undefined): void {
  if (!on) return fill(el, h('p', { class: 'muted' }, 'Switch on namespace grammars to check the NSS against its namespace and see the NID in IANA\u2019s registry.'));
  if (nid === undefined) return fill(el, h('p', { class: 'muted' }, 'No NID to look up.'));
  if (!info) return fill(el, h('p', {}, 'The NID ', h('code', {}, nid), ' is in neither IANA registry of URN namespaces.'));
  const dl = h('dl', {});
  dl.append(row('NID', h('code', {}, info.nid)), row('kind', info.kind));
  if (info.name) dl.append(row('name', info.name));
  if (info.date) dl.append(row('registered', info.date));
  if (info.references.length) dl.append(row('references', h('ul', {}, ...info.references.map((r) => h('li', {}, reference(r))))));
  if (info.template) dl.append(row('template', h('code', {}, info.template)));
  dl.append(row('urnkit grammar', info.grammar ?? 'none: the generic rules only'), row('registry snapshot', info.registryDate));
  fill(el, dl);
}
