/*
 * The NSS of a normal form under its namespace's lexical-equivalence rule (the
 * grammar's "; @equivalence" pragmas, each from its registration), on top of
 * the profile's: the namespace grammar is matched again to find the text of
 * each rule a pragma names.
 */
import { upperPercentHex } from '../equivalence/percent-case';
import type { Urn } from '../types';
import { applyEquivalence, Edit } from './equivalence';
import type { NamespaceSet } from './types';

export function namespaceNss(set: NamespaceSet, urn: Urn): string {
  const nss = upperPercentHex(urn.nss);
  const g = set.grammarFor(urn.nid);
  const rules = g?.meta.namespace.equivalence;
  if (!g || !rules?.length) return nss;
  const { start, end } = urn.spans.nss;
  const caps: number[] = [];
  const count = g.matcher.match(urn.input, caps, start, end);
  // parse with the namespaces option has matched this NSS already; no match means no namespace rule applies.
  if (count < 0) return nss;
  // The matcher's part names are captureRules(g.meta), by part index.
  const parts = g.matcher.parts;
  const edits: Edit[] = [];
  // By index: for...of over a frozen array (a loaded grammar's) leaves V8's fast path.
  for (let r = 0; r < rules.length; r += 1) {
    const e = rules[r];
    for (let i = 0; i < count; i += 3) {
      if (e.rules.includes(parts[caps[i]])) edits.push({ op: e.op, start: caps[i + 1] - start, end: caps[i + 2] - start });
    }
  }
  return applyEquivalence(nss, edits);
}
