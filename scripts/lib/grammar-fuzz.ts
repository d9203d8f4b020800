/*
 * Random grammars (issue 25): namespace grammars with recursion, terminals
 * above U+FFFF, look-aheads, wide alternations and long literals, compiled
 * and run through both engines and the expression on inputs derived from
 * them (scripts/fuzz.ts --grammars, tests/untrusted-grammars.test.ts).
 * Recursion is generated so that the grammar stays one apg-js runs: a rule
 * refers back to itself or an earlier rule only after a terminal that
 * consumes (no left recursion), and its last alternative never refers back
 * (it terminates). One grammar in DIAMOND_EVERY is a diamond chain (each rule
 * refers to the one before it twice), whose work bound doubles with each rule:
 * refused at compile time past GRAMMAR_LIMITS.work, else run within its work
 * budget.
 */
import type { ApgGrammar } from '../../src/compile/apg';
import { GrammarError } from '../../src/compile/abnf';
import { compileBoundMs } from '../../src/compile/limits';
import { derive } from '../../src/conformance/candidates';
import { referenceEngine } from '../../src/engine/lazy';
import { namespaceFromFiles, shippedProfileGrammars } from '../../src/conformance/namespace-text';
import type { NamespaceGrammar } from '../../src/namespaces/types';
import { PROFILES } from '../../src/types';
import { AFTER_NSS, disagreement } from './fuzz';

/** The NID of every fuzzed grammar. */
export const FUZZ_NID = 'fz';

/** Core rules the fuzzed grammars may use: a small core keeps a compile to a few milliseconds. */
export const FUZZ_CORE = 'DIGIT = %x30-39\nALPHA = %x41-5A / %x61-7A\n';

const LITERAL_CHARS = [...'abxy-.:'];
const RANGES = ['%x61-63', '%x30-39', '%x41-5A', 'DIGIT', 'ALPHA', '%x1F600-1F64F', '%x10000-10FFFF', '%xD800-DBFF', '%x0-10FFFF', '%x61-7A'];
const SINGLES = ['%x61', '%x2D', '%x1F600', '%x10FFFF', '%x41.1F600', '%x62.63', '%d97.98'];

/** A random namespace grammar (ABNF text) of a few rules. */
export function randomGrammar(random: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const count = 2 + Math.floor(random() * 4);
  const names = Array.from({ length: count }, (_, i) => (i === 0 ? 'nss' : `r${i}`));
  const literal = (): string => {
    // Now and then a long one (the loop of the generated matcher), else a short one.
    const n = random() < 0.01 ? 40 + Math.floor(random() * 100) : 1 + Math.floor(random() * 3);
    return `"${Array.from({ length: n }, () => pick(LITERAL_CHARS)).join('')}"`;
  };
  /** [text, consumes]: whether the element surely reads a character (what makes a reference back safe after it). */
  const element = (rule: number, depth: number, back: boolean, last: boolean): [string, boolean] => {
    const k = random();
    if (k < 0.3) return [literal(), true];
    if (k < 0.42) return [pick(RANGES), true];
    if (k < 0.5) return [pick(SINGLES), true];
    if (k < 0.64) {
      // A reference: forward freely, back (recursion) only where it is safe.
      const targets = names.map((_, j) => j).filter((j) => j > rule || (back && !last));
      if (targets.length) return [names[pick(targets)], false];
      return [literal(), true];
    }
    if (depth >= 3) return [literal(), true];
    const [written] = element(rule, depth + 1, back, last);
    // A repetition or look-ahead of a repetition or look-ahead needs brackets ("**x" and "!!x" mean other things).
    const inner = /^["%A-Za-z([]/.test(written) ? written : `( ${written} )`;
    if (k < 0.72) return [`*${inner}`, false];
    if (k < 0.77) return [`1*${inner}`, false];
    if (k < 0.82) return [`${Math.floor(random() * 2)}*${1 + Math.floor(random() * 3)}${inner}`, false];
    if (k < 0.86) return [`[ ${inner} ]`, false];
    if (k < 0.9) return [`&${inner}`, false];
    if (k < 0.94) return [`!${inner}`, false];
    return [`( ${alternation(rule, depth + 1, back, last)} )`, false];
  };
  const concatenation = (rule: number, depth: number, back: boolean, last: boolean): string => {
    const parts: string[] = [];
    let safe = back;
    const n = 1 + Math.floor(random() * 3);
    for (let i = 0; i < n; i += 1) {
      const [text, consumes] = element(rule, depth, safe, last);
      parts.push(text);
      safe = safe || consumes;
    }
    return parts.join(' ');
  };
  const alternation = (rule: number, depth: number, back: boolean, last: boolean): string => {
    // Now and then a wide one (up to 40 alternatives).
    const n = random() < 0.03 && depth === 0 ? 10 + Math.floor(random() * 30) : 1 + Math.floor(random() * 3);
    return Array.from({ length: n }, (_, i) => concatenation(rule, depth, back, last || i === n - 1)).join(' / ');
  };
  const rules = names.map((name, i) => `${name} = ${alternation(i, 0, false, false)}`);
  const parts = names.filter(() => random() < 0.3).join(' ');
  return [`; @namespace ${FUZZ_NID}`, '; @source fuzz', '; @start nss', ...(parts ? [`; @parts ${parts}`] : []), ...rules, ''].join('\n');
}

/** One random grammar in this many is a diamond chain. */
const DIAMOND_EVERY = 16;

/**
 * How rule r_i refers to r_(i-1) (P) twice, with an element X: through an
 * alternation (the second alternative tries all of r_(i-1) again), a
 * concatenation, a repetition, an option and a look-ahead.
 */
const DIAMONDS = ['P / P X', 'P X / P', 'X P / X P X', 'P P', '*P X / P', '[ P ] X P', '1*2P / X P', '( P / X ) P', '&P P / X'];

/**
 * A diamond chain of 4 to 27 rules: r0 a few terminals, r_i = a shape of
 * DIAMONDS over r_(i-1), and nss = the last rule, alone, repeated or in a
 * list. Its work bound (src/compile/rule-graph.ts) doubles with each rule, so
 * the lengths cover both sides of GRAMMAR_LIMITS.work and of BUDGETED_WORK.
 */
export function diamondGrammar(random: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const x = (): string => pick(['"c"', '"-"', 'DIGIT', '%x61-62', '"xy"', '%x1F600']);
  const n = 4 + Math.floor(random() * 24);
  const shape = pick(DIAMONDS);
  const rules = [`r0 = ${pick(['"a" / "b"', '%x61-62', '"a" / "b" / DIGIT', '"ab" / "a"'])}`];
  for (let i = 1; i <= n; i += 1) rules.push(`r${i} = ${shape.replace(/X/g, x).replace(/P/g, `r${i - 1}`)}`);
  const top = pick([`r${n}`, `*( r${n} / ${x()} )`, `r${n} *( "," r${n} )`]);
  return [`; @namespace ${FUZZ_NID}`, '; @source fuzz', '; @start nss', `nss = ${top}`, ...rules, ''].join('\n');
}

/** Whether `e` is the documented refusal of a grammar past GRAMMAR_LIMITS.work, at the line that defines the rule it names. */
function workRefusal(e: unknown, text: string): boolean {
  if (!(e instanceof GrammarError) || e.diagnostics.length !== 1) return false;
  const m = /^fz\.abnf:(\d+): rule "([^"]+)" can try \d+ operators at one place of the input, more than urnkit compiles \(GRAMMAR_LIMITS\.work/.exec(e.diagnostics[0]);
  return m !== null && text.split('\n')[Number(m[1]) - 1].startsWith(`${m[2]} = `);
}

/** Characters to mutate derived NSSs with: the grammars' own, delimiters, and code points above U+FFFF (whole and halved). */
const GRAMMAR_MUTATIONS = ['a', 'b', 'x', '-', '.', ':', '1', 'A', '?', '#', '/', '%', '\u{1F600}', '\u{10FFFF}', '\ud83d', '\ude00', '\u00e9'];

/** Inputs for a fuzzed grammar: its derivations, and edits of them. */
export function grammarInputs(random: () => number, grammar: ApgGrammar, start: string, count: number): string[] {
  const out = new Set<string>(['', 'a', '\u{1F600}']);
  for (let tries = 0; out.size < count && tries < count * 20; tries += 1) {
    let s = derive(grammar, start, random);
    const edits = random() < 0.5 ? 0 : 1 + Math.floor(random() * 2);
    for (let e = 0; e < edits; e += 1) {
      const at = Math.floor(random() * (s.length + 1));
      const c = GRAMMAR_MUTATIONS[Math.floor(random() * GRAMMAR_MUTATIONS.length)];
      s = random() < 0.5 ? s.slice(0, at) + c + s.slice(at) : s.slice(0, at) + c + s.slice(at + 1);
    }
    out.add(s.slice(0, 200));
  }
  return [...out];
}

/** A verdict on an NSS: matched, not, or stopped by a limit of recursive grammars. */
type Verdict = 'ok' | 'no' | 'too deep' | 'budget';

/**
 * The engines on an NSS alone: undefined when a work budget stopped either
 * (their budgets count different steps, so such an input is not compared),
 * else what differs between the matcher, apg-js and the expression (captures
 * and failure offset too), empty when nothing does.
 */
export function nssDisagreement(g: NamespaceGrammar, nss: string): string | undefined {
  const caps: number[] = [];
  const count = g.matcher.match(nss, caps);
  const ref = referenceEngine().referenceParse(g, nss);
  const fast: Verdict = count >= 0 ? 'ok' : count === -2 ? 'too deep' : count === -3 ? 'budget' : 'no';
  const reference: Verdict = ref.ok ? 'ok' : ref.tooDeep ? 'too deep' : ref.exhausted ? 'budget' : 'no';
  if (fast === 'budget' || reference === 'budget') return undefined;
  let pattern: string = fast;
  try {
    if (g.matcher.pattern !== null) pattern = g.matcher.pattern.test(nss) ? 'ok' : 'no';
  } catch (e) {
    pattern = `threw ${String(e)}`;
  }
  const triples = (xs: readonly number[], n: number): string => {
    const t: string[] = [];
    for (let i = 0; i < n; i += 3) t.push(xs.slice(i, i + 3).join(','));
    return t.sort().join(' ');
  };
  let differ = '';
  if (fast !== reference || pattern !== fast) differ = `matcher ${fast}, apg-js ${reference}, expression ${pattern}`;
  else if (fast === 'ok' && triples(caps, count) !== triples(ref.caps, ref.caps.length)) differ = `captures ${triples(caps, count)} vs ${triples(ref.caps, ref.caps.length)}`;
  else if (fast === 'no') {
    const located = g.diagnoser().locate(nss);
    // The diagnoser runs operators the verdict skips: it can pass a budget the match did not.
    if (located.limit === 'input-too-complex') return undefined;
    if (located.offset !== ref.maxMatched) differ = `failure offset ${located.offset} vs apg-js ${ref.maxMatched}`;
  }
  return differ && `${JSON.stringify(nss)}: ${differ}`;
}

export interface GrammarRun {
  grammars: number;
  inputs: number;
  /** Inputs a work budget stopped (input-too-complex): not compared. */
  undecided: number;
  /** Grammars refused at compile time past GRAMMAR_LIMITS.work (diamond chains), with the documented error. */
  refused: number;
  /** The slowest compile, per documented bound (COMPILE_BOUND): at most 1. */
  worstBound: number;
  failures: string[];
}

/**
 * Compiles `count` random grammars (seeded) and runs each on inputs derived
 * from it: the NSS alone through the matcher, apg-js and the expression, and
 * as a URN with components after it through tryParse with both engines and
 * isValid. A grammar every 20 is joined to the shipped profiles' expressions
 * (isValid's one-expression path). Nothing may throw but the refusal of a
 * diamond chain past GRAMMAR_LIMITS.work, and each compile stays within
 * COMPILE_BOUND.
 */
export function fuzzGrammars(random: () => number, count: number, seed: number): GrammarRun {
  const run: GrammarRun = { grammars: 0, inputs: 0, undecided: 0, refused: 0, worstBound: 0, failures: [] };
  // Loaded once before any compile is timed: the profiles' grammars, apg-js, and the compiler's first run.
  const profiles = shippedProfileGrammars();
  namespaceFromFiles([{ name: 'warm.abnf', text: `; @namespace ${FUZZ_NID}\n; @source x\n; @start nss\nnss = "a" nss / DIGIT\n` }, { name: 'core.abnf', text: FUZZ_CORE }], profiles);
  for (let i = 0; i < count && run.failures.length < 10; i += 1) {
    // A diamond at 12 modulo 16: one in five is also joined to the profiles (i % 20 === 0).
    const text = i % DIAMOND_EVERY === 12 ? diamondGrammar(random) : randomGrammar(random);
    const fail = (what: string): void => {
      run.failures.push(`seed ${seed}, grammar #${i}: ${what}\n${text}`);
    };
    const files = [
      { name: 'fz.abnf', text },
      { name: 'core.abnf', text: FUZZ_CORE },
    ];
    const joined = i % 20 === 0 ? profiles : [];
    // The compile's own time: the process's CPU time, which other processes on a busy machine do not add to.
    const timed = (): [NamespaceGrammar, number] => {
      const started = process.cpuUsage();
      const compiled = namespaceFromFiles(files, joined);
      const spent = process.cpuUsage(started);
      return [compiled, (spent.user + spent.system) / 1000];
    };
    let g: NamespaceGrammar;
    let ms: number;
    try {
      [g, ms] = timed();
      // A garbage collection can stall one compile: over the bound, the best of three counts.
      for (let again = 0; again < 2 && ms > compileBoundMs(text.length); again += 1) ms = Math.min(ms, timed()[1]);
    } catch (e) {
      if (workRefusal(e, text)) run.refused += 1;
      else fail(`compiling threw ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      continue;
    }
    // Under mutation testing (jest.mutation.config.js) the compiler is instrumented and runs many times slower:
    // the bound is a property of the shipped code, checked by `npm test` and `npm run fuzz`, not there.
    const bounded = process.env.URNKIT_MUTATION_RUN === undefined;
    if (bounded) run.worstBound = Math.max(run.worstBound, ms / compileBoundMs(text.length));
    if (bounded && ms > compileBoundMs(text.length)) fail(`compiling took ${ms.toFixed(0)} ms of CPU time (the best of three), over COMPILE_BOUND for ${text.length} characters`);
    run.grammars += 1;
    grammarInputs(random, g.grammar(), 'nss', 10).forEach((nss, k) => {
      run.inputs += 1;
      try {
        const alone = nssDisagreement(g, nss);
        if (alone === undefined) run.undecided += 1;
        const found = (alone ?? '') || (k < 3 ? disagreement(`urn:${FUZZ_NID}:${nss}${AFTER_NSS[(i + k) % AFTER_NSS.length]}`, PROFILES[(i + k) % PROFILES.length], [g]) : '');
        // The budgets count different steps: an input one engine gives up on is not compared.
        if (/input-too-complex/.test(found)) run.undecided += 1;
        else if (found) fail(found);
      } catch (e) {
        fail(`${JSON.stringify(nss)}: threw ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      }
    });
  }
  return run;
}
