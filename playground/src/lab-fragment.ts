/*
 * The grammar lab's state in the URL fragment, as the playground keeps its
 * URN: "#k=grammar&s=<NSS rule>&u=<URNs>&t=<text>", the text last (it is
 * the long part). Values are encoded as the playground's are.
 */
import { encodeValue } from './fragment';

export interface LabState {
  /** The pasted template or grammar. */
  readonly text: string;
  readonly kind: 'template' | 'grammar';
  /** The rule to take as the NSS, or ''. */
  readonly start: string;
  /** URNs to judge, one a line. */
  readonly urns: string;
}

export function writeLabFragment(state: LabState): string {
  const pairs: string[] = [];
  if (state.kind === 'grammar') pairs.push('k=grammar');
  for (const [key, value] of [['s', state.start], ['u', state.urns], ['t', state.text]] as const) {
    const encoded = value === '' ? undefined : encodeValue(value);
    if (encoded !== undefined) pairs.push(`${key}=${encoded}`);
  }
  return `#${pairs.join('&')}`;
}

/** The state a fragment holds; undefined when it holds no text. */
export function readLabFragment(hash: string): LabState | undefined {
  const values = new Map<string, string>();
  for (const pair of hash.replace(/^#/, '').split('&')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    try {
      values.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
    } catch {
      // A value that is not percent-encoded right is left out.
    }
  }
  const text = values.get('t');
  if (text === undefined) return undefined;
  return { text, kind: values.get('k') === 'grammar' ? 'grammar' : 'template', start: values.get('s') ?? '', urns: values.get('u') ?? '' };
}
