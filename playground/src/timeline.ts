/*
 * The timeline: the input's verdict under every revision in date order, from
 * RFC 2141 through the rfc2141bis drafts to RFC 8141 (history()). Each cell is
 * a button that opens its revision's column; a mark shows where the verdict
 * changed from the revision before, or the input was cut into parts otherwise.
 */
import type { HistoryStep, RevisionName } from '../../src/index';
import { fill, h } from './dom';

/** valid, warning (valid with warnings) or invalid: the cell's colour. */
export const cellVerdict = (s: HistoryStep): string => (!s.valid ? 'invalid' : s.warnings ? 'warning' : 'valid');

const WORDS: Record<string, string> = { valid: 'valid', warning: 'valid, with warnings', invalid: 'invalid' };
const MARK: Record<string, string> = { verdict: '*', split: '~', '': '' };

export const changeOf = (s: HistoryStep): string => (s.verdictChanged ? 'verdict' : s.splitChanged ? 'split' : '');

export function renderTimeline(el: HTMLElement, steps: readonly HistoryStep[] | undefined, open: (revision: RevisionName) => void, selected: RevisionName | undefined): void {
  if (!steps) return fill(el, h('p', { class: 'muted' }, 'Type a URN above.'));
  const cells = steps.map((s) => {
    const verdict = cellVerdict(s);
    const change = changeOf(s);
    const why = change === 'verdict' ? ', the verdict changed here' : change === 'split' ? ', read into parts differently here' : '';
    const button = h(
      'button',
      {
        type: 'button',
        class: 'cell',
        'data-revision': s.revision,
        'data-verdict': verdict,
        'data-change': change,
        'aria-pressed': s.revision === selected ? 'true' : 'false',
        'aria-label': `${s.label}, ${s.date}: ${WORDS[verdict]}${why}. Opens its column.`,
      },
      h('span', { class: 'cell-mark', 'aria-hidden': 'true' }, MARK[change]),
      h('span', { class: 'cell-label' }, s.label),
      h('span', { class: 'cell-date' }, s.date),
      h('span', { class: 'cell-verdict' }, WORDS[verdict]),
    );
    button.addEventListener('click', () => open(s.revision));
    return h('li', {}, button);
  });
  fill(
    el,
    h('ol', { class: 'timeline' }, ...cells),
    h('p', { class: 'help' }, '* the verdict changed from the revision before; ~ the same verdict, the input read into parts otherwise. A cell opens its revision\u2019s column.'),
  );
}
