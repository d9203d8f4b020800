/*
 * Loops that hold at any length in a backtracking engine (docs/patterns.md, "Length and limits").
 *
 * unrollLoops: (S|B)* with S a class becomes S*(?:B S*)*, so a run of plain characters is one
 * repetition of a class, which every engine runs as a loop of its own, and only a B (a %XX, a "?")
 * starts an iteration of a group: java.util.regex recurses once per iteration of a group, V8 keeps
 * a backtrack entry per iteration (its 64 MB stack overflowed on 8,388,577 plain characters), Perl
 * counts them. (S|B)* and S*(BS*)* have one language; toPattern checks the tree against the
 * automaton after this, as before.
 *
 * markPossessive: a loop may be taken atomically (Java `*+`, PCRE `*+`) exactly where its matching
 * is deterministic: every alternation's branches start with disjoint characters, nothing repeated
 * can match the empty string, and every repetition that may stop (a loop, an option) cannot go on
 * with a character that may follow it. Then at each point of the input at most one choice (go on,
 * stop, which branch) can lead to a match, so the alternatives an atomic group drops could only
 * fail, and the possessive loop answers as the greedy one. An atomic loop leaves no backtrack
 * state per iteration: Java runs it without recursion, and a failing search does not retry it.
 */
import { disjoint, intersects, Ranges, union } from '../compile/charset';
import { alt, isMarker, Pattern, rep, seq } from '../compile/pattern-ast';

interface First {
  /** The characters a match can start with. */
  set: Ranges;
  /** Whether it can match the empty string (a marker matches nothing). */
  nullable: boolean;
}

const firsts = new WeakMap<Pattern, First>();

function first(p: Pattern): First {
  const known = firsts.get(p);
  if (known) return known;
  let f: First;
  switch (p.t) {
    case 'set':
      f = isMarker(p) ? { set: [], nullable: true } : { set: p.set, nullable: false };
      break;
    case 'seq':
      f = p.items.reduceRight<First>((rest, item) => {
        const x = first(item);
        return x.nullable ? { set: union(x.set, rest.set), nullable: rest.nullable } : x;
      }, { set: [], nullable: true });
      break;
    case 'alt': {
      const fs = p.items.map(first);
      f = { set: union(...fs.map((x) => x.set)), nullable: fs.some((x) => x.nullable) };
      break;
    }
    case 'rep': {
      const x = first(p.item);
      f = { set: x.set, nullable: x.nullable || p.min === 0 };
      break;
    }
    default:
      f = { set: [], nullable: false };
  }
  firsts.set(p, f);
  return f;
}

const isClass = (p: Pattern): boolean => p.t === 'set' && !isMarker(p);

function hasMarker(p: Pattern): boolean {
  if (p.t === 'set') return isMarker(p);
  if (p.t === 'seq' || p.t === 'alt') return p.items.some(hasMarker);
  return p.t === 'rep' && hasMarker(p.item);
}

/** The tree with each loop over a class and other branches unrolled: (S|B)* as S*(BS*)*, X{n,} as X{n}S*(BS*)*. */
export function unrollLoops(p: Pattern): Pattern {
  switch (p.t) {
    case 'seq':
      return seq(...p.items.map(unrollLoops));
    case 'alt':
      return alt(...p.items.map(unrollLoops));
    case 'rep': {
      const item = unrollLoops(p.item);
      if (p.max === Infinity && item.t === 'alt' && !hasMarker(item)) {
        const plain = item.items.find(isClass);
        const others = item.items.filter((x) => x !== plain);
        if (plain && others.length) {
          const runs = rep(plain, 0, Infinity);
          const loop = seq(runs, rep(seq(alt(...others), runs), 0, Infinity));
          return p.min === 0 ? loop : seq(rep(item, p.min, p.min), loop);
        }
      }
      return rep(item, p.min, p.max);
    }
    default:
      return p;
  }
}

/** Whether `p` matches deterministically when followed by a character of `follow` or the end (see the header). */
function deterministic(p: Pattern, follow: Ranges): boolean {
  switch (p.t) {
    case 'seq': {
      let after = follow;
      for (let i = p.items.length - 1; i >= 0; i -= 1) {
        if (!deterministic(p.items[i], after)) return false;
        const f = first(p.items[i]);
        after = f.nullable ? union(f.set, after) : f.set;
      }
      return true;
    }
    case 'alt': {
      const fs = p.items.map(first);
      return !fs.some((f) => f.nullable) && disjoint(fs.map((f) => f.set)) && p.items.every((x) => deterministic(x, follow));
    }
    case 'rep': {
      const f = first(p.item);
      if (f.nullable || (p.max > p.min && intersects(f.set, follow))) return false;
      return deterministic(p.item, p.max > 1 ? union(f.set, follow) : follow);
    }
    default:
      return true;
  }
}

/** The tree with every unbounded loop whose matching is deterministic marked possessive; `follow`: what may come after it (nothing: the pattern's end). */
export function markPossessive(p: Pattern, follow: Ranges = []): Pattern {
  switch (p.t) {
    case 'seq': {
      const items = p.items.slice();
      let after = follow;
      for (let i = items.length - 1; i >= 0; i -= 1) {
        const f = first(items[i]);
        items[i] = markPossessive(items[i], after);
        after = f.nullable ? union(f.set, after) : f.set;
      }
      return { t: 'seq', items };
    }
    case 'alt':
      return { t: 'alt', items: p.items.map((x) => markPossessive(x, follow)) };
    case 'rep': {
      const inner = p.max > 1 ? union(first(p.item).set, follow) : follow;
      const item = markPossessive(p.item, inner);
      return { t: 'rep', item, min: p.min, max: p.max, ...(p.max === Infinity && deterministic(p, follow) ? { possessive: true } : {}) };
    }
    default:
      return p;
  }
}
