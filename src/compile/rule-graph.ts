/*
 * The rules of a grammar as a graph of references, in time linear in the
 * grammar: which rules are recursive (the generated matcher bounds how deep
 * they nest on an input), which are left-recursive or never terminate
 * (apg-js cannot run them: they are grammar errors, named with their rule and
 * cycle), how deep the compiler's passes recurse through the grammar
 * (GRAMMAR_LIMITS.depth), and how much work a round of a match can do
 * through each rule (GRAMMAR_LIMITS.work). Nothing here recurses through
 * references.
 */
import { ApgRule, Op, Opcode } from './apg';

/** The child of a one-child operator: apg-js lays it out right after the operator. */
const ONE_CHILD: ReadonlySet<number> = new Set([Op.REP, Op.AND, Op.NOT, Op.BKA, Op.BKN]);

function childrenOf(ops: readonly Opcode[], index: number): number[] {
  const op = ops[index];
  if (op.type === Op.ALT || op.type === Op.CAT) return op.children ?? [];
  return ONE_CHILD.has(op.type) ? [index + 1] : [];
}

/**
 * Strongly connected components of a directed graph (Tarjan's algorithm,
 * with an explicit stack), in reverse topological order: a component comes
 * after every component it reaches.
 */
export function components(edges: readonly (readonly number[])[]): number[][] {
  const n = edges.length;
  const index = new Array<number>(n).fill(-1);
  const low = new Array<number>(n).fill(0);
  const onStack = new Array<boolean>(n).fill(false);
  const stack: number[] = [];
  const out: number[][] = [];
  let counter = 0;
  for (let root = 0; root < n; root += 1) {
    if (index[root] >= 0) continue;
    const work: [number, number][] = [[root, 0]];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = true;
    while (work.length) {
      const top = work[work.length - 1];
      const [v, i] = top;
      if (i < edges[v].length) {
        top[1] += 1;
        const w = edges[v][i];
        if (index[w] < 0) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = true;
          work.push([w, 0]);
        } else if (onStack[w]) low[v] = Math.min(low[v], index[w]);
        continue;
      }
      work.pop();
      if (work.length) low[work[work.length - 1][0]] = Math.min(low[work[work.length - 1][0]], low[v]);
      if (low[v] === index[v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack.pop() as number;
          onStack[w] = false;
          component.push(w);
        } while (w !== v);
        out.push(component.sort((a, b) => a - b));
      }
    }
  }
  return out;
}

/** The rules each rule refers to (once each). */
function references(rules: readonly ApgRule[]): number[][] {
  return rules.map((r) => [...new Set(r.opcodes.filter((op) => op.type === Op.RNM).map((op) => op.index as number))]);
}

/** The rules that can call themselves, directly or through others. */
export function recursiveRules(rules: readonly ApgRule[]): Set<number> {
  const edges = references(rules);
  const out = new Set<number>();
  for (const c of components(edges)) if (c.length > 1 || edges[c[0]].includes(c[0])) for (const r of c) out.add(r);
  return out;
}

/**
 * A property of every opcode that holds of a leaf by `leaf`, of an
 * alternation if of one child, of a concatenation if of all, of a repetition
 * if `min` is 0 or of its child, and of a reference if of its rule: the least
 * fixpoint, found by propagation from the leaves up (each opcode is visited
 * once), whatever the recursion.
 */
function propagate(rules: readonly ApgRule[], leaf: (op: Opcode) => boolean | 'child'): boolean[][] {
  const holds = rules.map((r) => r.opcodes.map(() => false));
  /** Children still to hold before a concatenation does. */
  const waiting = rules.map((r) => r.opcodes.map((op) => (op.type === Op.CAT ? (op.children ?? []).length : 0)));
  const parent = rules.map((r) => r.opcodes.map(() => -1));
  const callers: [number, number][][] = rules.map(() => []);
  const todo: [number, number][] = [];
  const set = (r: number, i: number): void => {
    if (holds[r][i]) return;
    holds[r][i] = true;
    todo.push([r, i]);
  };
  rules.forEach((rule, r) => {
    rule.opcodes.forEach((op, i) => {
      for (const c of childrenOf(rule.opcodes, i)) parent[r][c] = i;
      if (op.type === Op.RNM) callers[op.index as number].push([r, i]);
    });
  });
  rules.forEach((rule, r) =>
    rule.opcodes.forEach((op, i) => {
      if (op.type === Op.CAT && waiting[r][i] === 0) set(r, i);
      else if (op.type === Op.REP && (op.min ?? 0) === 0) set(r, i);
      else if (op.type !== Op.ALT && op.type !== Op.CAT && op.type !== Op.REP && op.type !== Op.RNM && leaf(op) === true) set(r, i);
    }),
  );
  while (todo.length) {
    const [r, i] = todo.pop() as [number, number];
    if (i === 0) for (const [cr, ci] of callers[r]) set(cr, ci);
    const p = parent[r][i];
    if (p < 0) continue;
    const op = rules[r].opcodes[p];
    if (op.type === Op.CAT) {
      waiting[r][p] -= 1;
      if (waiting[r][p] === 0) set(r, p);
    } else if (op.type === Op.ALT || op.type === Op.REP || leaf(op) === 'child') set(r, p);
  }
  return holds;
}

/** Whether each opcode can match the empty string (look-aheads and anchors match it). */
export function nullable(rules: readonly ApgRule[]): boolean[][] {
  return propagate(rules, (op) => {
    if (op.type === Op.TLS || op.type === Op.TBS) return (op.string ?? []).length === 0;
    if (op.type === Op.UDT) return (op as { empty?: boolean }).empty === true;
    return op.type !== Op.TRG;
  });
}

/** Whether each opcode can succeed on some input (a rule that cannot never terminates). */
function productive(rules: readonly ApgRule[]): boolean[][] {
  return propagate(rules, (op) => (op.type === Op.AND || op.type === Op.BKA ? 'child' : true));
}

/** The rules each rule can call before it reads a character (its left corner). */
function leftCalls(rules: readonly ApgRule[], empty: boolean[][]): number[][] {
  return rules.map((rule, r) => {
    const out = new Set<number>();
    const todo = [0];
    while (todo.length) {
      const i = todo.pop() as number;
      const op = rule.opcodes[i];
      if (op.type === Op.RNM) out.add(op.index as number);
      else if (op.type === Op.CAT) {
        for (const c of op.children ?? []) {
          todo.push(c);
          if (!empty[r][c]) break;
        }
      } else todo.push(...childrenOf(rule.opcodes, i));
    }
    return [...out];
  });
}

/** A shortest cycle of `edges` through `from`, as rule indexes from `from` back to it. */
function cycleThrough(edges: readonly (readonly number[])[], from: number): number[] {
  const prev = new Map<number, number>([[from, -1]]);
  const queue = [from];
  for (let k = 0; k < queue.length; k += 1) {
    const v = queue[k];
    for (const w of edges[v]) {
      if (w === from) {
        const path = [from];
        for (let u = v; u !== from; u = prev.get(u) as number) path.splice(1, 0, u);
        return [...path, from];
      }
      if (!prev.has(w)) prev.set(w, v), queue.push(w);
    }
  }
  return [from, from];
}

/** Opcode nesting within one rule: the depth of its deepest operator, and of each reference. */
function opDepths(rule: ApgRule): { max: number; at: number[] } {
  const at = rule.opcodes.map(() => 0);
  let max = 0;
  const todo: [number, number][] = [[0, 1]];
  while (todo.length) {
    const [i, d] = todo.pop() as [number, number];
    at[i] = d;
    max = Math.max(max, d);
    for (const c of childrenOf(rule.opcodes, i)) todo.push([c, d + 1]);
  }
  return { max, at };
}

/** The deepest nesting of operators through chains of references, and the chain that reaches it. */
function deepest(rules: readonly ApgRule[]): { depth: number; chain: number[] } {
  const edges = references(rules);
  const depths = rules.map(opDepths);
  const sccOf = new Array<number>(rules.length).fill(-1);
  const total: number[] = [];
  const next: number[] = [];
  components(edges).forEach((c, k) => {
    for (const r of c) sccOf[r] = k;
    // A recursive group is walked through each of its rules once at most.
    let best = 0;
    let via = -1;
    for (const r of c) {
      for (const op of rules[r].opcodes) {
        const t = op.type === Op.RNM ? sccOf[op.index as number] : -1;
        if (t >= 0 && t !== k && total[t] > best) (best = total[t]), (via = op.index as number);
      }
    }
    total[k] = c.reduce((n, r) => n + depths[r].max, 0) + best;
    next[k] = via;
  });
  let top = 0;
  for (let r = 0; r < rules.length; r += 1) if (total[sccOf[r]] > total[sccOf[top]]) top = r;
  const chain = [top];
  for (let r = next[sccOf[top]]; r >= 0 && chain.length < 8; r = next[sccOf[r]]) chain.push(r);
  return { depth: rules.length ? total[sccOf[top]] : 0, chain };
}

export interface RuleProblem {
  /** The rule the problem is reported at. */
  rule: number;
  msg: string;
}

const OPERATOR_NAMES: Record<number, string> = { [Op.UDT]: 'a user-defined terminal (u_name, e_name)', [Op.BKR]: 'a back reference (\\name)', [Op.BKA]: 'a look-behind (&&)', [Op.BKN]: 'a negative look-behind (!!)' };

/**
 * What makes a grammar impossible to run or to compile within the limits:
 * operators the matcher does not implement, left recursion, rules that never
 * terminate, and a depth over `maxDepth`.
 */
export function ruleProblems(rules: readonly ApgRule[], maxDepth: number): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const name = (r: number): string => rules[r].name;
  rules.forEach((rule, r) => {
    const op = rule.opcodes.find((o) => OPERATOR_NAMES[o.type] !== undefined);
    if (op) problems.push({ rule: r, msg: `rule "${rule.name}" uses ${OPERATOR_NAMES[op.type]}, which urnkit's matchers do not run` });
  });
  const empty = nullable(rules);
  const left = leftCalls(rules, empty);
  for (const c of components(left)) {
    if (c.length === 1 && !left[c[0]].includes(c[0])) continue;
    const members = new Set(c);
    const within = left.map((ts, r) => (members.has(r) ? ts.filter((t) => members.has(t)) : []));
    const path = cycleThrough(within, c[0]).map(name).join(' -> ');
    problems.push({ rule: c[0], msg: `rule "${name(c[0])}" is left-recursive (${path}): it calls itself before reading a character, which a PEG parser such as apg-js repeats forever; write the recursion as a repetition (a = b *c, not a = a c / b)` });
  }
  if (problems.length) return problems;
  const ok = productive(rules);
  rules.forEach((rule, r) => {
    if (!ok[r][0]) problems.push({ rule: r, msg: `rule "${rule.name}" never terminates: each of its alternatives needs the rule itself again, so it matches no string` });
  });
  if (problems.length) return problems;
  const { depth, chain } = deepest(rules);
  if (depth > maxDepth) {
    problems.push({ rule: chain[0], msg: `rule "${name(chain[0])}" nests operators ${depth} deep through its references (${chain.map(name).join(' -> ')}${chain.length === 8 ? ' -> ...' : ''}); urnkit compiles grammars at most ${maxDepth} deep (GRAMMAR_LIMITS.depth)` });
  }
  return problems;
}

/** At most this: a bound past any limit stays a finite number, whatever the grammar. */
const WORK_CAP = Number.MAX_SAFE_INTEGER;

/**
 * The work bound of each rule: how many operators one call of it can run in
 * one round of a match (GRAMMAR_LIMITS.work).
 *
 * A match runs in rounds: the call of the start rule, each iteration of a
 * repetition and each call of a recursive rule begin one. Within a round,
 * leaving out the rounds it begins, each operator of the rule's tree unfolded
 * through its references runs at most once: an alternation tries each
 * alternative once, a concatenation each element once, a look-ahead its
 * operand once, and a PEG parser never goes back into an operator that
 * matched. So a round runs at most as many operators as the unfolded tree
 * has: 1 for a terminal, 1 plus its operands' for an operator (a repetition's
 * one iteration), 1 plus the rule's for a reference, 1 for a call within the
 * rule's recursive group (a round of its own). Computed from the called rules
 * up, each opcode once, so in time linear in the grammar however large the
 * bound (capped at WORK_CAP).
 *
 * A match runs at most bound x rounds operators. A repetition's iteration
 * reads at least one character, or ends the repetition; so in a grammar whose
 * repetitions do not go back over what a repetition inside them read, the
 * rounds are at most the input's length times the nesting of repetitions (and
 * the calls of recursive rules, which WORK_BUDGET counts): the bound is the
 * work per input character. apg-js runs these operators; the generated
 * matcher runs the same ones, many fused (a set of characters is one test).
 */
export function workBounds(rules: readonly ApgRule[]): number[] {
  const edges = references(rules);
  const groupOf = new Array<number>(rules.length).fill(-1);
  const bound = new Array<number>(rules.length).fill(0);
  // Components come after every component they reach: called rules first.
  components(edges).forEach((group, k) => {
    for (const r of group) groupOf[r] = k;
    for (const r of group) {
      const ops = rules[r].opcodes;
      const at = new Array<number>(ops.length).fill(0);
      // Operands come after their operator: from the last opcode back, each sees its operands' bounds.
      for (let i = ops.length - 1; i >= 0; i -= 1) {
        const op = ops[i];
        let n = 1;
        if (op.type === Op.RNM) n += groupOf[op.index as number] === k ? 0 : bound[op.index as number];
        else for (const c of childrenOf(ops, i)) n += at[c];
        at[i] = Math.min(n, WORK_CAP);
      }
      bound[r] = at[0];
    }
  });
  return bound;
}

/**
 * The rule whose work bound passes `limit` first (all the rules it calls stay
 * within it), with the references that make its bound; undefined if none does.
 */
export function workProblem(rules: readonly ApgRule[], bounds: readonly number[], limit: number): RuleProblem | undefined {
  let rule = -1;
  bounds.forEach((b, r) => {
    if (b > limit && (rule < 0 || b < bounds[rule])) rule = r;
  });
  if (rule < 0) return undefined;
  const counts = new Map<number, number>();
  for (const op of rules[rule].opcodes) if (op.type === Op.RNM) counts.set(op.index as number, (counts.get(op.index as number) ?? 0) + 1);
  const heavy = [...counts]
    .sort(([a, na], [b, nb]) => bounds[b] * nb - bounds[a] * na || a - b)
    .slice(0, 3)
    .map(([r, n]) => (n === 1 ? `${rules[r].name} (${bounds[r]})` : `${rules[r].name} ${n} times (${bounds[r]} each)`));
  const refs = heavy.length ? `: it refers to ${heavy.join(', ')}, and each reference can try all of that rule again` : '';
  return {
    rule,
    msg: `rule "${rules[rule].name}" can try ${bounds[rule]} operators at one place of the input, more than urnkit compiles (GRAMMAR_LIMITS.work, ${limit})${refs}; where alternatives share a rule, refer to it once`,
  };
}
