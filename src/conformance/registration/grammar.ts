/*
 * A checked text's grammar: the rules found (./abnf-text.ts) with what they
 * name, compiled with urnkit's compiler and its limits for untrusted grammars
 * (src/compile/abnf.ts), errors mapped back to the text's lines; then which
 * rule is the NSS and which, if any, covers whole URNs.
 */
import type { ApgRule } from '../../compile/apg';
import { compileGrammarText, CompiledGrammar } from '../../compile/abnf';
import { generateMatcherSources } from '../../compile/codegen';
import { GrammarError } from '../../compile/grammar-error';
import { instantiateMatcher } from '../../engine/compiled';
import type { NamespaceGrammar } from '../../namespaces/types';
import type { WorkBudget } from '../../compile/subsets';
import { Automata, coversWholeUrns } from './language';

/** The name the compiled grammar gives the checked text. */
export const GRAMMAR_NAME = 'registration';

/** A rule of the checked text: where it is (1-based line and column there) and what it names. */
export interface TextRule {
  name: string;
  line: number;
  column: number;
  refs: Array<{ name: string; line: number; column: number }>;
  prose: Array<{ name: string; line: number; column: number }>;
  comment: string;
  incremental: boolean;
  /** Its right side, comments left out, for reading a prefix "urn:<nid>:". */
  body: string;
}

/** A problem the compiler reported, at a line of the checked text. */
export interface CompileProblem {
  line: number;
  message: string;
}

/**
 * Compiles `text` (the checked grammar, then the supplied rules): the grammar,
 * or the compiler's problems, each at the line of the checked text that
 * `lineOf` maps the grammar's line (1-based) to.
 */
export function compileChecked(text: string, supplied: string, lineOf: (grammarLine: number) => number): { compiled?: CompiledGrammar; problems: CompileProblem[] } {
  try {
    return {
      compiled: compileGrammarText([
        { name: GRAMMAR_NAME, text },
        { name: 'supplied.abnf', text: supplied },
      ]),
      problems: [],
    };
  } catch (e) {
    if (!(e instanceof GrammarError)) throw e;
    return {
      problems: e.diagnostics.map((d) => {
        const m = new RegExp(`^${GRAMMAR_NAME}:(\\d+): `).exec(d);
        // "(line N)" in a message is a line of the grammar text too.
        const message = (m ? d.slice(m[0].length) : d).replace(/\(line (\d+)\)/g, (_, n: string) => `(line ${lineOf(Number(n))})`);
        return { line: lineOf(m ? Number(m[1]) : 1), message };
      }),
    };
  }
}

/** A compiled grammar as a namespace grammar whose start rule is `start`: the matcher examples are run through. */
export function asNamespace(compiled: CompiledGrammar, nid: string, start: string): NamespaceGrammar {
  const meta = { ...compiled.meta, start, parts: [], views: [], namespace: compiled.meta.namespace ?? { nid, aliases: [], source: GRAMMAR_NAME, checks: [], equivalence: [], summary: '', examples: [] } };
  const { matcher, diagnoser } = instantiateMatcher(generateMatcherSources(compiled.grammar, meta));
  return Object.freeze({ nid, aliases: [], meta, matcher, diagnoser: () => diagnoser, grammar: () => compiled.grammar });
}

/** Which rule is the NSS, which covers whole URNs, or why that is not known. */
export interface NssChoice {
  /** The NSS rule (by name, as the compiled grammar has it). */
  nss?: string;
  /** A rule for the whole URN ("urn:" NID ":" ...). */
  whole?: string;
  /** How the NSS rule was chosen, for messages. */
  how?: string;
  /** The candidates, when no single rule could be chosen. */
  undecided?: string[];
}

const index = (rules: readonly ApgRule[], name: string): number => rules.findIndex((r) => r.lower === name.toLowerCase());

/**
 * Chooses the NSS rule: `start` if given; else the rule named NSS (any case);
 * else the one rule whose name has "nss" as a part, or whose comment names
 * the NSS; else, if one root rule (used by no other) covers whole URNs, its
 * part after the prefix, or else the only root.
 */
export function chooseNss(rules: readonly ApgRule[], automaton: Automata, own: readonly TextRule[], start: string | undefined, budget: WorkBudget): NssChoice {
  const isWhole = (name: string): boolean => {
    const nfa = automaton(name);
    return nfa !== null && coversWholeUrns(nfa, budget);
  };
  const compiledName = (name: string): string => rules[index(rules, name)].name;
  if (start !== undefined) return isWhole(start) ? { whole: compiledName(start), how: 'chosen with --start' } : { nss: compiledName(start), how: 'chosen with --start' };
  const names = [...new Map(own.map((r) => [r.name.toLowerCase(), r])).values()];
  const referenced = new Set(own.flatMap((r) => r.refs.filter((m) => m.name.toLowerCase() !== r.name.toLowerCase()).map((m) => m.name.toLowerCase())));
  const roots = names.filter((r) => !referenced.has(r.name.toLowerCase()));
  const wholeRoots = roots.filter((r) => isWhole(r.name));
  const whole = wholeRoots.length === 1 ? compiledName(wholeRoots[0].name) : undefined;
  const pick = (found: TextRule[], how: string): NssChoice | undefined => (found.length === 1 ? { nss: compiledName(found[0].name), whole, how } : undefined);
  const choice =
    pick(
      names.filter((r) => r.name.toLowerCase() === 'nss'),
      'named NSS',
    ) ??
    pick(
      names.filter((r) => /(^|-)nss(-|$)/i.test(r.name)),
      'its name says NSS',
    ) ??
    pick(
      names.filter((r) => /\bNSS\b|namespace[- ]specific[- ]string/i.test(r.comment)),
      'its comment says NSS',
    );
  if (choice) return choice;
  if (whole) return { whole, how: 'the part after "urn:<nid>:" of the rule for the whole URN' };
  if (roots.length === 1) return { nss: compiledName(roots[0].name), how: 'the only rule no other rule uses' };
  return { undecided: (roots.length ? roots : names).map((r) => r.name) };
}

/** The elements of a rule's right side at the top level (a group, an option, a repeated element each one); undefined if it has a top-level "/". */
function topElements(body: string): string[] | undefined {
  const out: string[] = [];
  let i = 0;
  while (i < body.length) {
    if (body[i] === ' ' || body[i] === '\t' || body[i] === '\n') {
      i += 1;
      continue;
    }
    if (body[i] === '/') return undefined;
    const start = i;
    while (i < body.length && /[0-9*]/.test(body[i])) i += 1;
    if (body[i] === '(' || body[i] === '[') {
      let depth = 0;
      for (; i < body.length; i += 1) {
        if (body[i] === '"') i = body.indexOf('"', i + 1);
        if (i < 0) return undefined;
        if (body[i] === '(' || body[i] === '[') depth += 1;
        else if (body[i] === ')' || body[i] === ']') depth -= 1;
        if (depth === 0) break;
      }
      i += 1;
    } else if (body[i] === '"' || (body[i] === '%' && body[i + 2] === '"')) {
      const close = body.indexOf('"', body[i] === '"' ? i + 1 : i + 3);
      if (close < 0) return undefined;
      i = close + 1;
    } else {
      while (i < body.length && !/[ \t\n/]/.test(body[i])) i += 1;
    }
    out.push(body.slice(start, i));
  }
  return out;
}

/**
 * A rule for the whole URN split after its prefix: "urn:dev:" body part, or
 * "urn:" NID ":" rest. The NID when the prefix spells it, and the rest as a
 * right side of its own; undefined where the prefix is not so plain.
 */
export function afterPrefix(body: string): { nid?: string; rest: string } | undefined {
  const elements = topElements(body);
  if (!elements) return undefined;
  let prefix = '';
  let nid: string | undefined;
  for (let i = 0; i < elements.length; i += 1) {
    const e = elements[i];
    const literal = /^(?:%[si])?"([^"]*)"$/i.exec(e);
    if (literal) prefix += literal[1];
    else if (/^[A-Za-z][A-Za-z0-9-]*$/.test(e) && prefix.toLowerCase() === 'urn:') prefix += '\u0000';
    else return undefined;
    const m = /^urn:([^:\u0000]+|\u0000):/i.exec(prefix);
    if (!m) {
      if (!'urn:'.startsWith(prefix.toLowerCase().slice(0, 4)) || (prefix.length > 4 && !prefix.toLowerCase().startsWith('urn:'))) return undefined;
      continue;
    }
    if (m[1] !== '\u0000') nid = m[1];
    const tail = prefix.slice(m[0].length);
    const rest = [...(tail ? [`"${tail}"`] : []), ...elements.slice(i + 1)].join(' ');
    return rest ? { nid, rest } : undefined;
  }
  return undefined;
}

