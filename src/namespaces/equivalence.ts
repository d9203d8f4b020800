/*
 * A namespace's lexical-equivalence rule (its grammar's "; @equivalence" pragmas)
 * applied to the NSS of a profile's normal form: each operation rewrites the
 * text its rules matched. Percent-encoding keeps the upper-case hex of RFC 8141
 * s.3.1 whatever the operations do to letters.
 */
import type { EquivalenceOp } from '../compile/meta';
import { upperPercentHex } from '../equivalence/percent-case';

const OPS: Record<EquivalenceOp, (text: string) => string> = {
  lowercase: (t) => t.toLowerCase(),
  uppercase: (t) => t.toUpperCase(),
  'remove-hyphens': (t) => t.replace(/-/g, ''),
};

export interface Edit {
  op: EquivalenceOp;
  start: number;
  end: number;
}

/**
 * `nss` with each edit applied to its span (offsets into `nss`), in the order
 * of the pragmas. Edits work per character (a removed hyphen becomes ''), so
 * spans keep their offsets whatever the edits before them did.
 */
export function applyEquivalence(nss: string, edits: readonly Edit[]): string {
  const chars = nss.split('');
  for (const e of edits) for (let i = e.start; i < e.end; i += 1) chars[i] = OPS[e.op](chars[i]);
  return upperPercentHex(chars.join(''));
}
