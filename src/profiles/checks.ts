/* Rule-table checks that more than one profile uses. */
import { Span } from '../types';
import { Finding } from './profile';

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/** The first "%HH" in `input` within `span` whose octet satisfies `test`. */
export function findPercent(input: string, span: Span, test: (octet: number) => boolean): number {
  for (let i = input.indexOf('%', span.start); i >= 0 && i + 2 < span.end; i = input.indexOf('%', i + 1)) {
    const hi = hexValue(input.charCodeAt(i + 1));
    const lo = hexValue(input.charCodeAt(i + 2));
    if (hi >= 0 && lo >= 0 && test(hi * 16 + lo)) return i;
  }
  return -1;
}

/** Rule checks read the parts first; spans are computed, so only a finding asks for one. */
export function reservedNid(nid: string, nidSpan: () => Span): Finding | undefined {
  return nid.length === 3 && nid.toLowerCase() === 'urn'
    ? { offset: nidSpan().start, message: `the NID "${nid}" is reserved and MUST NOT be used`, found: `the NID "${nid}"` }
    : undefined;
}

export function nulOctet(input: string, span: () => Span): Finding | undefined {
  if (input.indexOf('%00') < 0) return undefined;
  const at = findPercent(input, span(), (octet) => octet === 0);
  const text = input.slice(at, at + 3);
  return at < 0 ? undefined : { offset: at, message: `"${text}" encodes the NUL octet, which MUST NOT be used`, found: `"${text}"` };
}
