/*
 * The playground page: wires the inputs, the example buttons and the URL
 * fragment to the analysis and the views. Every update runs synchronously in
 * the input event, so the result is drawn in the same frame as the keystroke.
 */
import { resolveDraft } from '../../src/entries/drafts';
import { namespaceInfo, namespaces } from '../../src/entries/namespaces';
import { registerDrafts } from '../../src/profiles/index';
import type { RevisionName, Span } from '../../src/index';
import { plural } from '../../src/plural';
import { analyze, equivalenceRows, nidOf, profileResult } from './analysis';
import { Column, createColumn, verdictText } from './column';
import { byId, h } from './dom';
import { EXAMPLES } from './examples';
import { PageState, readFragment, writeFragment } from './fragment';
import { renderDifferences, renderEquivalence, renderRegistry } from './panels';
import { isMain, revision, REVISIONS } from './revisions';
import { renderTimeline } from './timeline';

// The drafts' grammars and profiles, for the timeline and the draft columns (registered by name, so the bundle keeps them).
registerDrafts(resolveDraft);

const inputA = byId<HTMLInputElement>('urn-a');
const inputB = byId<HTMLInputElement>('urn-b');
const nsToggle = byId<HTMLInputElement>('namespaces');
const status = byId('status');
const timing = byId('timing');

function selectInInput(span: Span): void {
  inputA.focus();
  inputA.setSelectionRange(span.start, span.end);
}

const columns: Column[] = REVISIONS.map((r) => createColumn(r, selectInInput));
byId('columns').replaceChildren(...columns.map((c) => c.root));

/** The draft whose column the timeline opened, if any. */
let draft: { profile: RevisionName; column: Column } | undefined;
const draftSection = byId('draft-section');

/** Opens a revision's column: a main one is already there; a draft's takes the draft slot. */
function openColumn(profile: RevisionName): void {
  if (isMain(profile)) {
    const root = byId(`col-${profile}`);
    root.setAttribute('tabindex', '-1');
    root.scrollIntoView({ block: 'nearest' });
    root.focus();
    return;
  }
  if (draft?.profile !== profile) {
    draft = { profile, column: createColumn(revision(profile), selectInInput) };
    byId('draft-column').replaceChildren(draft.column.root);
  }
  update();
  draftSection.hidden = false;
  draft.column.root.setAttribute('tabindex', '-1');
  draft.column.root.scrollIntoView({ block: 'nearest' });
  draft.column.root.focus();
}

function state(): PageState {
  return { a: inputA.value, b: inputB.value, ns: nsToggle.checked };
}

function apply(s: PageState): void {
  inputA.value = s.a;
  inputB.value = s.b;
  nsToggle.checked = s.ns;
}

function update(): void {
  const started = performance.now();
  const { a, b, ns } = state();
  const set = ns ? namespaces : undefined;
  const analysis = a === '' ? undefined : analyze(a, set);
  columns.forEach((c, i) => c.update(a, analysis?.results[i], ns));
  renderTimeline(byId('timeline-body'), analysis?.timeline, openColumn, draft?.profile);
  if (draft) draft.column.update(a, a === '' ? undefined : profileResult(a, draft.profile, set), ns);
  renderDifferences(byId('differences-body'), analysis);
  renderEquivalence(byId('equivalence-body'), a === '' || b === '' ? undefined : equivalenceRows(a, b, set));
  const nid = analysis && nidOf(analysis);
  renderRegistry(byId('registry-body'), ns, nid, nid === undefined ? undefined : namespaceInfo(nid));
  status.textContent = analysis
    ? REVISIONS.map((r, i) => `${r.title}: ${verdictText(analysis.results[i])}.`).join(' ')
    : 'No input.';
  // replaceState, not location.hash: typing should not fill the back button's history.
  history.replaceState(null, '', writeFragment({ a, b, ns }));
  timing.textContent = `Last update: ${(performance.now() - started).toFixed(1)} ms for ${plural(a.length, 'character')}.`;
}

function showExamples(): void {
  const items = EXAMPLES.map((example) => {
    const button = h('button', { type: 'button', class: 'example', title: example.a }, example.label);
    button.addEventListener('click', () => {
      apply(example);
      update();
    });
    return h('li', {}, button);
  });
  byId('examples-list').replaceChildren(...items);
}

inputA.addEventListener('input', update);
inputB.addEventListener('input', update);
nsToggle.addEventListener('change', update);
// A link pasted into the address bar, or edited there, changes only the fragment.
window.addEventListener('hashchange', () => {
  const s = readFragment(location.hash);
  if (s) {
    apply(s);
    update();
  }
});

showExamples();
apply(readFragment(location.hash) ?? EXAMPLES[0]);
update();
