/*
 * Terminals as code points, in engines that read UTF-16 code units (the
 * generated matcher charCodeAt, apg-js an array of code units, the regular
 * expression without the u flag). A grammar's terminal values are code points
 * (RFC 5234 s.2.3 leaves the encoding open; urnkit reads a JavaScript string
 * as its code points, a lone surrogate as the code point of its value, as
 * for...of does), so the grammar object is rewritten once for all three:
 *  - a code point above U+FFFF is its surrogate pair: %x1F600 becomes
 *    %xD83D.DE00, and %x10000-10FFFF an alternation of pairs by high surrogate;
 *  - a high surrogate matches only when no low surrogate follows it (else it
 *    begins a pair, a code point above U+FFFF), so that %x0-FFFF does not
 *    match half of an emoji.
 * The pairs come first in an alternation. The engines then agree by
 * construction (tests/untrusted-grammars.test.ts checks them against
 * for...of on random ranges). Values above U+10FFFF never get here: they are
 * grammar errors (./limits.ts).
 */
import { ApgGrammar, Op, Opcode } from './apg';
import { leaf, OpTree, rewriteGrammar } from './rewrite';

const HIGH_FIRST = 0xd800;
const HIGH_LAST = 0xdbff;
const LOW_FIRST = 0xdc00;
const LOW_LAST = 0xdfff;

const high = (cp: number): number => HIGH_FIRST + ((cp - 0x10000) >> 10);
const low = (cp: number): number => LOW_FIRST + ((cp - 0x10000) & 0x3ff);

const range = (min: number, max: number): OpTree => leaf({ type: Op.TRG, min, max });
const cat = (...kids: OpTree[]): OpTree => ({ op: { type: Op.CAT, children: [] }, kids });
/** A high surrogate that no low surrogate follows: a lone one, a code point of its own. */
const lone = (hi: OpTree): OpTree => cat(hi, { op: { type: Op.NOT }, kids: [range(LOW_FIRST, LOW_LAST)] });

/** %xA-B as code units: its pairs by high surrogate, then its code points up to U+FFFF, lone high surrogates guarded. */
function rangeTree(a: number, b: number): OpTree {
  const arms: OpTree[] = [];
  if (b >= 0x10000) {
    const from = Math.max(a, 0x10000);
    const [ha, la, hb, lb] = [high(from), low(from), high(b), low(b)];
    if (ha === hb) arms.push(cat(range(ha, ha), range(la, lb)));
    else {
      arms.push(cat(range(ha, ha), range(la, LOW_LAST)));
      if (ha + 1 <= hb - 1) arms.push(cat(range(ha + 1, hb - 1), range(LOW_FIRST, LOW_LAST)));
      arms.push(cat(range(hb, hb), range(LOW_FIRST, lb)));
    }
  }
  const to = Math.min(b, 0xffff);
  if (a <= to) {
    if (a < HIGH_FIRST) arms.push(range(a, Math.min(to, HIGH_FIRST - 1)));
    if (a <= HIGH_LAST && to >= HIGH_FIRST) arms.push(lone(range(Math.max(a, HIGH_FIRST), Math.min(to, HIGH_LAST))));
    if (to > HIGH_LAST) arms.push(range(Math.max(a, HIGH_LAST + 1), to));
  }
  return arms.length === 1 ? arms[0] : { op: { type: Op.ALT, children: [] }, kids: arms };
}

/**
 * One code point of a binary literal that is above U+FFFF or a high
 * surrogate: its code units, as pieces of a literal (src/compile/literals.ts),
 * so that a diagnosis names the character rather than a lone surrogate.
 */
function codeTree(op: Opcode, cp: number): OpTree {
  if (cp <= 0xffff) return lone(leaf(op));
  const at = op.at ?? 0;
  const first: Opcode = op.at === undefined ? { type: Op.TBS, string: [high(cp)], literal: [cp], at: 0 } : { ...op, string: [high(cp)] };
  return cat(leaf(first), leaf({ type: Op.TBS, string: [low(cp)], at: at + 1 }));
}

const special = (cp: number): boolean => cp > 0xffff || (cp >= HIGH_FIRST && cp <= HIGH_LAST);
const rewritten = (op: Opcode): boolean =>
  (op.type === Op.TRG && ((op.max as number) > 0xffff || ((op.min as number) <= HIGH_LAST && (op.max as number) >= HIGH_FIRST))) || (op.type === Op.TBS && op.string?.length === 1 && special(op.string[0]));

/** A copy of `grammar` whose terminals match code points as UTF-16 code units. */
export function splitAstral(grammar: ApgGrammar): ApgGrammar {
  if (!grammar.rules.some((r) => r.opcodes.some(rewritten))) return grammar;
  return rewriteGrammar(grammar, (op) => {
    if (!rewritten(op)) return null;
    // Literals are split first: a binary literal's code point is one piece.
    return op.type === Op.TRG ? rangeTree(op.min as number, op.max as number) : codeTree(op, (op.string as number[])[0]);
  });
}
