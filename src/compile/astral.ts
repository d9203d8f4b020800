/*
 * Terminals above U+FFFF, as the engines see them. Every engine reads a
 * JavaScript string as UTF-16 code units (the generated matcher charCodeAt,
 * apg-js an array of code units, the regular expression without the u flag),
 * so a code point above U+FFFF is its surrogate pair: %x1F600 becomes
 * %xD83D.DE00, and %x10000-10FFFF an alternation of such pairs by high
 * surrogate. The pairs come first in an alternation that also holds code
 * units up to U+FFFF, so that a well-formed pair is read as one character and
 * only a lone surrogate as a code unit. The same grammar object then feeds
 * all three engines, which agree by construction (tests/untrusted-grammars.test.ts).
 * Values above U+10FFFF never get here: they are grammar errors (./limits.ts).
 */
import { ApgGrammar, Op, Opcode } from './apg';
import { leaf, OpTree, rewriteGrammar } from './rewrite';

const high = (cp: number): number => 0xd800 + ((cp - 0x10000) >> 10);
const low = (cp: number): number => 0xdc00 + ((cp - 0x10000) & 0x3ff);

const range = (min: number, max: number): OpTree => leaf({ type: Op.TRG, min, max });
const pair = (hi: OpTree, lo: OpTree): OpTree => ({ op: { type: Op.CAT, children: [] }, kids: [hi, lo] });

/** %xA-B with B above U+FFFF: its pairs by high surrogate, then its code units up to U+FFFF. */
function rangeTree(a: number, b: number): OpTree {
  const from = Math.max(a, 0x10000);
  const [ha, la, hb, lb] = [high(from), low(from), high(b), low(b)];
  const arms: OpTree[] = [];
  if (ha === hb) arms.push(pair(range(ha, ha), range(la, lb)));
  else {
    arms.push(pair(range(ha, ha), range(la, 0xdfff)));
    if (ha + 1 <= hb - 1) arms.push(pair(range(ha + 1, hb - 1), range(0xdc00, 0xdfff)));
    arms.push(pair(range(hb, hb), range(0xdc00, lb)));
  }
  if (a <= 0xffff) arms.push(range(a, 0xffff));
  return arms.length === 1 ? arms[0] : { op: { type: Op.ALT, children: [] }, kids: arms };
}

/**
 * One code point above U+FFFF of a binary literal: its two code units, as
 * pieces of a literal (src/compile/literals.ts), so that a diagnosis names
 * the character rather than a lone surrogate.
 */
function codeTree(op: Opcode, cp: number): OpTree {
  const at = op.at ?? 0;
  const first: Opcode = op.at === undefined ? { type: Op.TBS, string: [high(cp)], literal: [cp], at: 0 } : { ...op, string: [high(cp)] };
  return pair(leaf(first), leaf({ type: Op.TBS, string: [low(cp)], at: at + 1 }));
}

/** A copy of `grammar` with every terminal above U+FFFF as UTF-16 code units. */
export function splitAstral(grammar: ApgGrammar): ApgGrammar {
  const astral = grammar.rules.some((r) => r.opcodes.some((op) => (op.type === Op.TRG && (op.max as number) > 0xffff) || (op.type === Op.TBS && (op.string ?? []).some((c) => c > 0xffff))));
  if (!astral) return grammar;
  return rewriteGrammar(grammar, (op) => {
    if (op.type === Op.TRG && (op.max as number) > 0xffff) return rangeTree(op.min as number, op.max as number);
    // Literals are split first: a binary literal's code point is one piece.
    if (op.type === Op.TBS && op.string?.length === 1 && op.string[0] > 0xffff) return codeTree(op, op.string[0]);
    return null;
  });
}
