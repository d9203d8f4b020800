/*
 * Rewrites of an apg-js grammar object that replace some opcodes by a subtree
 * of new ones (src/compile/literals.ts, src/compile/astral.ts), keeping
 * apg-js's layout: opcodes in pre-order, an ALT's or CAT's children by index,
 * a REP's, AND's or NOT's child right after it. Linear in the grammar.
 */
import { ApgGrammar, ApgRule, Op, Opcode } from './apg';

/** An opcode and its children (one for REP, AND, NOT). */
export interface OpTree {
  op: Opcode;
  kids: OpTree[];
}

const ONE_CHILD: ReadonlySet<number> = new Set([Op.REP, Op.AND, Op.NOT, Op.BKA, Op.BKN]);

/** The opcodes of `rule` with each opcode that `expand` gives a tree for replaced by that tree. */
function rewriteRule(rule: ApgRule, expand: (op: Opcode) => OpTree | null): Opcode[] {
  const out: Opcode[] = [];
  const lay = (t: OpTree): number => {
    const at = out.length;
    out.push({ ...t.op });
    if (t.op.type === Op.ALT || t.op.type === Op.CAT) out[at].children = t.kids.map(lay);
    else t.kids.forEach(lay);
    return at;
  };
  // Recursion as deep as the rule's operators nest (GRAMMAR_LIMITS.nesting brackets at most).
  const copy = (index: number): number => {
    const op = rule.opcodes[index];
    const replaced = expand(op);
    if (replaced) return lay(replaced);
    const at = out.length;
    // apg-js's `char` (where a repetition stood in the text it read) means nothing in the output.
    const { char: _unused, ...kept } = op as Opcode & { char?: number };
    out.push(kept);
    if (op.type === Op.ALT || op.type === Op.CAT) out[at].children = (op.children ?? []).map(copy);
    else if (ONE_CHILD.has(op.type)) copy(index + 1);
    return at;
  };
  copy(0);
  return out;
}

/** A copy of `grammar` rewritten by `expand`; rules keep their fields in apg-js's order, and the text stays its toString(). */
export function rewriteGrammar(grammar: ApgGrammar, expand: (op: Opcode) => OpTree | null): ApgGrammar {
  const rules = grammar.rules.map((r) => ({ name: r.name, lower: r.lower, opcodes: rewriteRule(r, expand), index: r.index, isBkr: (r as { isBkr?: boolean }).isBkr ?? false }));
  const text = grammar.toString();
  return { grammarObject: 'grammarObject', rules, udts: [], toString: () => text };
}

export const leaf = (op: Opcode): OpTree => ({ op, kids: [] });
