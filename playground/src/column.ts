/*
 * One revision's column: verdict, the input with its parts (or the error)
 * marked, the parts or the caret error, warnings, normal forms and keys, and
 * the namespace view. The column's elements are made once; an update refills
 * their content, so the heading and verdict keep their place while typing.
 */
import type { Diagnostic, NamespaceView, Span } from '../../src/index';
import { plural } from '../../src/plural';
import type { ErrorRead, NormalForm, PartRead, ProfileResult } from './analysis';
import { Child, fill, h, row } from './dom';
import { errorMark, partMarks, Segment, segments } from './highlight';
import type { Revision } from './revisions';

export interface Column {
  readonly root: HTMLElement;
  /** Shows `result` for `input` (undefined when the input is empty); `namespaces`: the namespace section is shown. */
  update(input: string, result: ProfileResult | undefined, namespaces: boolean): void;
}


export function verdictText(result: ProfileResult | undefined): string {
  if (!result) return 'no input';
  if (result.error) return `invalid: ${result.error.code}`;
  return result.warnings.length ? `valid, ${plural(result.warnings.length, 'warning')}` : 'valid';
}

function markedInput(runs: readonly Segment[]): Child[] {
  return runs.map(({ text, mark }) => {
    if (!mark) return text;
    // An error at the end of the input has no character to mark: an empty box (drawn by CSS, so no font lacks it) shows where.
    const shown = text === '' ? h('span', { class: 'end-marker' }) : text;
    return h('mark', { class: `mark mark-${mark.kind}`, title: mark.label }, shown);
  });
}

function partValue(part: PartRead, select: (span: Span) => void): Child[] {
  if (part.value === undefined || !part.span) return [h('span', { class: 'absent' }, 'absent')];
  const { start, end } = part.span;
  const button = h(
    'button',
    { type: 'button', class: `part-select mark-${part.field}`, 'aria-label': `${part.label} ${part.value === '' ? '(empty)' : part.value}: select characters ${start} to ${end} in the input` },
    h('code', {}, part.value === '' ? '(empty)' : part.value),
  );
  button.addEventListener('click', () => select({ start, end }));
  return [button, ' ', h('span', { class: 'span' }, `[${start}, ${end})`)];
}

function partsList(revision: Revision, result: ProfileResult, select: (span: Span) => void): HTMLElement {
  const dl = h('dl', { class: 'parts' });
  for (const part of result.parts) dl.append(row(part.label, ...partValue(part, select)));
  if (revision.profile === 'rfc2141bis' && result.directives.length) {
    dl.append(row('directives', ...result.directives.map((d) => h('code', { class: 'directive' }, d))));
  }
  return dl;
}

function errorBlock(e: ErrorRead, title: string): Child[] {
  const details = h('dl', { class: 'error-details' });
  details.append(row('code', h('code', {}, e.code)), row('found', e.found), row('expected', e.expected), row('section', e.section));
  if (e.rule) details.append(row('grammar rule', h('code', {}, e.rule)));
  if (e.hint) details.append(row('hint', e.hint));
  if (e.suggestions.length) details.append(row('suggestions', h('ul', {}, ...e.suggestions.map((s) => h('li', {}, h('code', {}, s))))));
  // Scrolls sideways rather than wrapping, so the caret stays under its character;
  // focusable and named, so a keyboard can scroll it and a screen reader says what it is.
  const caret = h('pre', { class: 'caret', tabindex: 0, role: 'region', 'aria-label': `${title} error message, a caret under the offending character` }, e.message);
  return [caret, details];
}

function formRow(f: NormalForm): DocumentFragment {
  return row(f.rule, h('span', { class: 'label' }, 'normalized'), h('code', {}, f.normalized), h('br'), h('span', { class: 'label' }, 'key'), h('code', {}, f.key));
}

function warningItem(w: Diagnostic): HTMLElement {
  return h('li', {}, h('code', {}, w.code), ` at offset ${w.offset} (${w.section}): ${w.message}`);
}

/** A namespace view's own fields (isbn13, variant, arcs, ...) after what every view has. */
function viewFields(view: NamespaceView): [string, string][] {
  const common = new Set(['nid', 'source', 'parts', 'captures', 'kind']);
  return Object.entries(view)
    .filter(([k, v]) => !common.has(k) && v !== undefined)
    .map(([k, v]) => [k, Array.isArray(v) ? v.join('.') : String(v)]);
}

function namespaceBlock(result: ProfileResult | undefined): Child[] {
  if (!result) return [];
  if (!result.valid) return [h('p', { class: 'muted' }, 'no namespace result: the URN is invalid under this revision')];
  const view = result.namespace;
  if (!view) return [h('p', { class: 'muted' }, 'no namespace grammar for this NID: the generic rules only')];
  const dl = h('dl', {});
  dl.append(row('grammar', `${view.nid} (${view.kind})`), row('from', view.source));
  for (const [k, v] of viewFields(view)) dl.append(row(k, h('code', {}, v)));
  for (const c of view.captures) dl.append(row(h('code', {}, c.rule), h('code', {}, c.text), ' ', h('span', { class: 'span' }, `[${c.span.start}, ${c.span.end})`)));
  return [dl];
}

export function createColumn(revision: Revision, select: (span: Span) => void): Column {
  const id = `col-${revision.profile}`;
  const verdict = h('p', { class: 'verdict', id: `${id}-verdict` });
  const marked = h('p', { class: 'marked', id: `${id}-marked` });
  const body = h('div', { class: 'body', id: `${id}-body` });
  const warnings = h('div', { class: 'warnings', id: `${id}-warnings` });
  const forms = h('div', { id: `${id}-forms` });
  const namespace = h('div', { class: 'namespace', id: `${id}-namespace` });
  const namespaceSection = h('section', { class: 'namespace-section' }, h('h4', {}, 'Namespace'), namespace);
  const root = h(
    'article',
    { class: 'column', id, 'data-profile': revision.profile, 'aria-labelledby': `${id}-title` },
    h('header', {}, h('h3', { id: `${id}-title` }, revision.title, ' ', h('span', { class: 'subtitle' }, revision.subtitle)), verdict),
    h('h4', {}, 'Input, parts marked'),
    marked,
    body,
    h('section', {}, h('h4', {}, 'Warnings'), warnings),
    h('section', { class: 'forms-section' }, h('h4', {}, 'Normalized form and equivalence key'), forms),
    namespaceSection,
  );

  return {
    root,
    update(input, result, namespaces) {
      verdict.textContent = verdictText(result);
      verdict.dataset.verdict = !result ? 'empty' : result.valid ? 'valid' : 'invalid';
      const marks = !result ? [] : result.error ? [errorMark(input, result.error.offset)] : partMarks(result.parts);
      fill(marked, ...markedInput(segments(input, marks)));
      if (!result) fill(body, h('p', { class: 'muted' }, 'Type a URN above.'));
      else if (result.error) fill(body, h('h4', {}, 'Error'), ...errorBlock(result.error, revision.title));
      else fill(body, h('h4', {}, 'Parts'), partsList(revision, result, select));
      const list = result?.warnings ?? [];
      fill(warnings, list.length ? h('ul', {}, ...list.map(warningItem)) : h('p', { class: 'muted' }, 'none'));
      if (result && !result.valid) fill(forms, h('p', { class: 'muted' }, 'none: the URN is invalid under this revision'));
      else if (result && !result.forms.length) fill(forms, h('p', { class: 'muted' }, 'none: urnkit defines equivalence for RFC 2141, rfc2141bis and RFC 8141'));
      else fill(forms, h('dl', { class: 'forms' }, ...(result?.forms ?? []).map(formRow)));
      namespaceSection.hidden = !namespaces;
      fill(namespace, ...(namespaces ? namespaceBlock(result) : []));
    },
  };
}
