/*
 * The page's state in the URL fragment, so that a result is a link:
 * "#u=<URN>&b=<second URN>&ns=1". Values are percent-encoded only where the
 * fragment syntax needs it ("&", "#", "%", spaces, non-ASCII), so a shared
 * link still reads as the URN it holds.
 */

export interface PageState {
  /** The URN under study. */
  readonly a: string;
  /** The URN to compare it with for equivalence. */
  readonly b: string;
  /** Namespace grammars on. */
  readonly ns: boolean;
}

/** Characters encodeURIComponent escapes that a fragment may hold as they are (RFC 3986 s.3.5), other than "&". */
const KEEP = /%(3A|2F|3F|40|2C|3B|2B|24|3D)/g;

/** undefined for a string with a lone surrogate, which no URL can carry. */
export function encodeValue(value: string): string | undefined {
  try {
    return encodeURIComponent(value).replace(KEEP, (escape) => decodeURIComponent(escape));
  } catch {
    return undefined;
  }
}

export function writeFragment(state: PageState): string {
  const pairs: string[] = [];
  const a = encodeValue(state.a);
  const b = encodeValue(state.b);
  if (a !== undefined) pairs.push(`u=${a}`);
  if (b !== undefined && state.b !== '') pairs.push(`b=${b}`);
  if (state.ns) pairs.push('ns=1');
  return `#${pairs.join('&')}`;
}

function decodeValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The state a fragment holds; undefined when it holds no URN (an empty or foreign fragment). */
export function readFragment(hash: string): PageState | undefined {
  const values = new Map<string, string>();
  for (const pair of hash.replace(/^#/, '').split('&')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const value = decodeValue(pair.slice(eq + 1));
    if (value !== undefined) values.set(pair.slice(0, eq), value);
  }
  const a = values.get('u');
  if (a === undefined) return undefined;
  return { a, b: values.get('b') ?? '', ns: values.get('ns') === '1' };
}
