/*
 * A deterministic automaton as a regular expression (./pattern-ast.ts), by
 * state elimination: every state becomes an edge labelled with what leads
 * through it, cheapest state first (the weight of Delgado and Morais: how
 * much text its elimination copies). Two steps before it keep counted
 * structure counted:
 *  - a state whose moves include all of another's (the same symbols to the
 *    same states; it accepts where the other does), and not many more, reads
 *    the other's through an empty move instead: "the NID may end here, or go
 *    on as after a '-'".
 *    That turns the ladder a counted repetition leaves in an automaton
 *    (after k characters ending in a letter, or in a '-') into a chain, which
 *    the constructors roll into a count as it is eliminated
 *    ("[a]: | [ldh]([a]: | [ldh](...))" is "[ldh]{0,n}[a]:");
 *  - the result's language is the automaton's (a decomposition of its paths),
 *    which src/patterns/ checks again on the printed tree.
 */
import { Dfa, MARKER_BASE, symbolClasses, transitionTable } from './dfa';
import { alt, EMPTY, NONE, Pattern, rep, seq, size, symbols } from './pattern-ast';

/**
 * Whether every string state d accepts, state a accepts too: every pair the two reach by the same
 * symbols must agree (d accepting only where a is; d moving only where a does). Answers are kept:
 * a pair shown included has every pair it reaches included.
 */
function inclusionTest(dfa: Dfa, next: readonly Int32Array[]): (d: number, a: number) => boolean {
  const n = dfa.accepting.length;
  const known = new Map<number, boolean>();
  return (d0, a0) => {
    const first = d0 * n + a0;
    const cached = known.get(first);
    if (cached !== undefined) return cached;
    const seen = new Set<number>([first]);
    const stack = [first];
    let ok = true;
    while (stack.length && ok) {
      const k = stack.pop() as number;
      const d = Math.floor(k / n);
      const a = k % n;
      if (known.get(k) === false || (dfa.accepting[d] && !dfa.accepting[a])) ok = false;
      for (let c = 0; ok && c < next[d].length; c += 1) {
        const td = next[d][c];
        if (td < 0) continue;
        const ta = next[a][c];
        if (ta < 0) ok = false;
        else if (!seen.has(td * n + ta) && known.get(td * n + ta) !== true) seen.add(td * n + ta), stack.push(td * n + ta);
      }
    }
    if (ok) for (const k of seen) known.set(k, true);
    else known.set(first, false);
    return ok;
  };
}

/** The differences a state's language minus an included one's leads to (pairs of states whose moves differ), or null past `limit`. */
function differencePairs(a: number, d: number, next: readonly Int32Array[], limit: number): Array<[number, number]> | null {
  const out: Array<[number, number]> = [[a, d]];
  const seen = new Set<string>([`${a},${d}`]);
  for (let i = 0; i < out.length; i += 1) {
    const [x, y] = out[i];
    for (let c = 0; c < next[x].length; c += 1) {
      const tx = next[x][c];
      const ty = next[y][c];
      if (ty < 0 || tx === ty) continue;
      const k = `${tx},${ty}`;
      if (seen.has(k)) continue;
      if (out.length > limit) return null;
      seen.add(k);
      out.push([tx, ty]);
    }
  }
  return out;
}

/** How many parts are open (their begin marker read, not their end) in each state; 0 without markers. */
function partDepths(dfa: Dfa): number[] {
  const depth = dfa.accepting.map(() => -1);
  depth[dfa.start] = 0;
  const queue = [dfa.start];
  while (queue.length) {
    const s = queue.shift() as number;
    for (const m of dfa.moves[s]) {
      if (depth[m.to] >= 0) continue;
      const [lo] = m.set[0];
      depth[m.to] = depth[s] + (lo >= MARKER_BASE ? ((lo - MARKER_BASE) & 1 ? -1 : 1) : 0);
      queue.push(m.to);
    }
  }
  return depth;
}

/** At most this many difference states for one state's empty move to another. */
const DIFFERENCE_LIMIT = 4;

/** The regular expression of `dfa`'s language (a trimmed automaton: every state reachable and able to accept). */
export function eliminate(dfa: Dfa): Pattern {
  const n = dfa.accepting.length;
  const reps = symbolClasses(dfa.moves.flatMap((ms) => ms.map((m) => m.set)));
  const classSize = reps.map((r, i) => (i + 1 < reps.length ? reps[i + 1] : r + 1) - r);
  const next = transitionTable(dfa, reps);
  const includes = inclusionTest(dfa, next);
  // Per state: the state whose language it reads through an empty move, and the differences that leaves.
  const through = dfa.moves.map((_, a) => {
    const total = next[a].reduce((k, t, c) => k + (t >= 0 ? classSize[c] : 0), 0);
    const candidates: Array<{ d: number; pairs: number; shared: number }> = [];
    for (let d = 0; d < n; d += 1) {
      if (d === a || next[d].every((t) => t < 0)) continue;
      // Only where the two are alike (most of this one's moves are the other's): else the empty move
      // splits a class for little ("after %X a hex digit" inside "any pchar").
      const shared = next[a].reduce((k, t, c) => k + (t >= 0 && t === next[d][c] ? classSize[c] : 0), 0);
      if (shared * 2 < total || !includes(d, a)) continue;
      const pairs = differencePairs(a, d, next, DIFFERENCE_LIMIT);
      if (pairs) candidates.push({ d, pairs: pairs.length, shared });
    }
    // The largest language included (the others are included in it, and it reads them in turn), then the fewest differences.
    const maximal = candidates.filter((x) => !candidates.some((y) => y.d !== x.d && includes(x.d, y.d) && !includes(y.d, x.d)));
    return maximal.sort((x, y) => x.pairs - y.pairs || y.shared - x.shared || x.d - y.d)[0];
  });
  // Nodes: the states, then S and F, then the difference states.
  const S = n;
  const F = n + 1;
  const diffIds = new Map<string, number>();
  /** A difference node's state (whose moves it has some of). */
  const diffOrigin = new Map<number, number>();
  const out: Array<Map<number, Pattern>> = [];
  const inc: Array<Set<number>> = [];
  const node = (): number => {
    out.push(new Map());
    inc.push(new Set());
    return out.length - 1;
  };
  for (let i = 0; i < n + 2; i += 1) node();
  const add = (from: number, to: number, p: Pattern): void => {
    if (p.t === 'none') return;
    const old = out[from].get(to);
    out[from].set(to, old ? alt(old, p) : p);
    inc[to].add(from);
  };
  /** The edges of class `c` from `from` to `to`: characters merge into a class, each marker is its own symbol. */
  const addClass = (from: number, to: number, c: number): void => {
    const lo = reps[c];
    const hi = c + 1 < reps.length ? reps[c + 1] - 1 : lo;
    if (hi < MARKER_BASE) add(from, to, symbols([[lo, hi]]));
    else for (let x = lo; x <= hi; x += 1) add(from, to, symbols([[x, x]]));
  };
  /** The moves of `a` minus those of `d` (d's language is included in a's), from node `from`. */
  const differenceMoves = (from: number, a: number, d: number): void => {
    for (let c = 0; c < reps.length; c += 1) {
      const ta = next[a][c];
      const td = d < 0 ? -1 : next[d][c];
      if (ta < 0 || ta === td) continue;
      if (td < 0) addClass(from, ta, c);
      else addClass(from, diffNode(ta, td), c);
    }
    if (dfa.accepting[a] && !(d >= 0 && dfa.accepting[d])) add(from, F, EMPTY);
  };
  const diffNode = (a: number, d: number): number => {
    const k = `${a},${d}`;
    let id = diffIds.get(k);
    if (id === undefined) {
      diffIds.set(k, (id = node()));
      diffOrigin.set(id, a);
      // a's language is d's and this node's: the node reads what only a reads.
      differenceMoves(id, a, d);
    }
    return id;
  };
  add(S, dfa.start, EMPTY);
  for (let s = 0; s < n; s += 1) {
    const t = through[s];
    if (t) add(s, t.d, EMPTY);
    differenceMoves(s, s, t ? t.d : -1);
  }
  const remaining = new Set<number>(Array.from({ length: out.length }, (_, i) => i).filter((i) => i !== S && i !== F));
  // Inside parts first, the innermost first: a part's states become one edge before anything around
  // it is eliminated, so a part is written once even where what follows it is shared.
  const depth = partDepths(dfa);
  const depthOf = (q: number): number => (q < n ? depth[q] : depth[diffOrigin.get(q) as number]);
  const weight = (q: number): number => {
    const loop = out[q].get(q);
    const ins = [...inc[q]].filter((p) => p !== q);
    const outs = [...out[q].keys()].filter((r) => r !== q);
    const wi = ins.reduce((w, p) => w + size(out[p].get(q) as Pattern), 0);
    const wo = outs.reduce((w, r) => w + size(out[q].get(r) as Pattern), 0);
    return wi * (outs.length - 1) + wo * (ins.length - 1) + (loop ? size(loop) : 0) * (ins.length * outs.length - 1);
  };
  while (remaining.size) {
    let q = -1;
    let best = Infinity;
    let deepest = -1;
    for (const s of remaining) deepest = Math.max(deepest, depthOf(s));
    for (const s of remaining) {
      if (depthOf(s) !== deepest) continue;
      const w = weight(s);
      if (w < best) (best = w), (q = s);
    }
    remaining.delete(q);
    const loop = out[q].get(q);
    const star = loop ? rep(loop, 0, Infinity) : EMPTY;
    const ins = [...inc[q]].filter((p) => p !== q).sort((a, b) => a - b);
    const outs = [...out[q].keys()].filter((r) => r !== q).sort((a, b) => a - b);
    for (const p of ins) {
      const into = out[p].get(q) as Pattern;
      out[p].delete(q);
      for (const r of outs) add(p, r, seq(into, star, out[q].get(r) as Pattern));
    }
    for (const r of outs) inc[r].delete(q);
    out[q].clear();
    inc[q].clear();
  }
  return out[S].get(F) ?? NONE;
}

