/*
 * The NSS of a normal form under its namespace's lexical-equivalence rule (the
 * grammar's "; @equivalence" pragmas, each from its registration), on top of
 * the profile's: the namespace grammar is matched again to find the text of
 * each rule a pragma names.
 */
import { captureRules } from '../compile/meta';
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
  const parts = captureRules(g.meta);
  const edits: Edit[] = [];
  for (const e of rules) {
    for (let i = 0; i < count; i += 3) {
      if (e.rules.includes(parts[caps[i]])) edits.push({ op: e.op, start: caps[i + 1] - start, end: caps[i + 2] - start });
    }
  }
  return applyEquivalence(nss, edits);
}
