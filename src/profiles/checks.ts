/* Rule-table checks that more than one profile uses. */
import { Span } from '../types';
import { Finding } from './profile';

const HEX = /^[0-9A-Fa-f]{2}$/;

/** The first "%HH" in `input` within `span` whose octet satisfies `test`. */
export function findPercent(input: string, span: Span, test: (octet: number) => boolean): number {
  for (let i = input.indexOf('%', span.start); i >= 0 && i + 2 < span.end; i = input.indexOf('%', i + 1)) {
    const hh = input.slice(i + 1, i + 3);
    if (HEX.test(hh) && test(parseInt(hh, 16))) return i;
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
