/*
 * A work bound for every grammar (docs/namespaces.md, "Limits"): each rule's
 * bound counts the operators one round of a match can run through it
 * (src/compile/rule-graph.ts). Past GRAMMAR_LIMITS.work a grammar is refused
 * at compile time, naming the file and the rule's line; past BUDGETED_WORK
 * its matcher counts every rule call against WORK_BUDGET (input-too-complex),
 * it has no expression, and its diagnoser records each terminal once per
 * offset. The reproduction is a "diamond" chain, r_i = r_(i-1) / r_(i-1) "c",
 * whose every rule tries the one before it twice. No timing here: results
 * only (bench/hostile.ts times them).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, relative } from 'path';
import { isValid, tryParse } from '../src';
import { ApgGrammar } from '../src/compile/apg';
import { compileGrammarText } from '../src/compile/abnf';
import { difference, Nfa, ruleAutomaton } from '../src/compile/automaton';
import { WorkBudget } from '../src/compile/subsets';
import { compiledProfile } from '../src/profiles/compiled';
import { NARROW_CLASS, WIDE_CLASS } from '../scripts/lib/hostile-templates';
import { BUDGETED_WORK, GRAMMAR_LIMITS, LANGUAGE_WORK, WORK_BUDGET } from '../src/compile/limits';
import { workBounds } from '../src/compile/rule-graph';
import { CORE_ABNF, namespaceFromFiles, shippedProfileGrammars } from '../src/conformance/namespace-text';
import { compileNamespace, diffGrammars, GrammarError } from '../src/entries/conformance';
import { referenceEngine } from '../src/engine/lazy';
import type { NamespaceGrammar } from '../src/namespaces/types';
import { diamondGrammar, fuzzGrammars } from '../scripts/lib/grammar-fuzz';
import { prng } from '../src/prng';
import { cli } from './support/cli';

const HEAD = '; @namespace xq\n; @source the issue\'s reproduction\n; @start nss\n';
/** The same three lines for a profile grammar (urnkit diff --grammar). */
const PROFILE_HEAD = '; @profile diamond\n; @start nss\n; the issue\'s reproduction\n';

/** The issue's grammar: r0 = "a" / "b", r_i = r_(i-1) / r_(i-1) "c" for i = 1..n, on lines 5 to 5 + n; nss on line 4. */
function diamond(n: number, top = `r${n}`, head = HEAD): string {
  const rules = [`nss = ${top}`, 'r0 = "a" / "b"'];
  for (let i = 1; i <= n; i += 1) rules.push(`r${i} = r${i - 1} / r${i - 1} "c"`);
  return `${head}${rules.join('\n')}\n`;
}

/**
 * The bound of r_n, by hand: r0 is an alternation of two terminals (3); r_i
 * is an alternation (1) of a reference (1 + r_(i-1)) and a concatenation (1)
 * of a reference (1 + r_(i-1)) and a terminal (1): 5 + 2 r_(i-1). So
 * r_n = 8 * 2^n - 5.
 */
const diamondBound = (n: number): number => 8 * 2 ** n - 5;

/** The first rule past GRAMMAR_LIMITS.work: r_k with 8 * 2^k - 5 > 1,000,000, k = 17. */
const FIRST_PAST = 17;

const namespace = (text: string, workLimit?: number): NamespaceGrammar => namespaceFromFiles([{ name: 'd.abnf', text }, { name: 'core.abnf', text: CORE_ABNF }], shippedProfileGrammars(), workLimit);

const outcome = (r: ReturnType<typeof tryParse>): string => (r.ok ? 'valid' : r.error.code);

describe('the bound of a rule: the operators of its tree, unfolded through its references', () => {
  const bounds = (rules: string): Record<string, number> => {
    const g = compileGrammarText([{ name: 't.abnf', text: `; @profile t\n; @start nss\n${rules}\n` }], Infinity).grammar;
    const b = workBounds(g.rules);
    return Object.fromEntries(g.rules.map((r) => [r.name, b[r.index]]));
  };

  test('a terminal is 1, an operator 1 plus its operands, a reference 1 plus its rule', () => {
    expect(bounds('nss = "a" / "b"')).toEqual({ nss: 3 });
    // A literal split per character ("ab" is "a" "b"): 3; a repetition counts one iteration.
    expect(bounds('nss = *"ab" x\nx = %x30-39')).toEqual({ nss: 1 + (1 + 3) + (1 + 1), x: 1 });
  });

  test('the diamond chain doubles with each rule: 8 * 2^n - 5', () => {
    const b = bounds(diamond(20).split('\n').slice(3).join('\n'));
    for (let n = 0; n <= 20; n += 1) expect(b[`r${n}`]).toBe(diamondBound(n));
  });

  test('a call within the rule\'s recursive group is 1 (a round of its own, counted by WORK_BUDGET)', () => {
    // An alternation (1) of a concatenation (1 + "(" 1 + nss 1 + ")" 1) and "x" (1).
    expect(bounds('nss = "(" nss ")" / "x"')).toEqual({ nss: 6 });
  });
});

describe('the shipped grammars are far below the limits, and their matchers count nothing', () => {
  const root = join(__dirname, '..', 'generated');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.grammar.js'));

  test('every profile, draft and namespace grammar (shipped and community): at most BUDGETED_WORK, a hundred times under GRAMMAR_LIMITS.work', () => {
    expect(files.length).toBeGreaterThan(80);
    const worst = files.map((f) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const Grammar = require(join(root, f)) as new () => ApgGrammar;
      return [relative(root, join(root, f)), Math.max(...workBounds(new Grammar().rules))] as const;
    });
    const [name, max] = worst.reduce((a, b) => (b[1] > a[1] ? b : a));
    // li's nested tuples, four levels deep, each naming its field twice.
    expect([name, max]).toEqual(['namespaces/community/li.grammar.js', 7021]);
    expect(max).toBeLessThanOrEqual(BUDGETED_WORK);
    expect(max * 100).toBeLessThan(GRAMMAR_LIMITS.work);
  });

  test('no shipped matcher or diagnoser counts calls (none recurses, none passes BUDGETED_WORK)', () => {
    const modules = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(matcher|diagnose)\.js$/.test(f));
    expect(modules.filter((f) => /\+\+calls/.test(readFileSync(join(root, f), 'utf8')))).toEqual([]);
  });
});

describe('past GRAMMAR_LIMITS.work: refused at compile time, at the line of the rule where the bound passes it', () => {
  const refusal = `d.abnf:${5 + FIRST_PAST}: rule "r${FIRST_PAST}" can try ${diamondBound(FIRST_PAST)} operators at one place of the input, more than urnkit compiles (GRAMMAR_LIMITS.work, ${GRAMMAR_LIMITS.work}): it refers to r${FIRST_PAST - 1} 2 times (${diamondBound(FIRST_PAST - 1)} each), and each reference can try all of that rule again; where alternatives share a rule, refer to it once`;

  test('the limit is past the densest grammar whose rules are each referred to once, and r16 is the longest diamond within it', () => {
    expect(GRAMMAR_LIMITS.work).toBe(1_000_000);
    expect(diamondBound(FIRST_PAST - 1)).toBeLessThanOrEqual(GRAMMAR_LIMITS.work);
    expect(diamondBound(FIRST_PAST)).toBeGreaterThan(GRAMMAR_LIMITS.work);
  });

  test.each([26, 40, 60])('the reproduction with %i rules: compileNamespace throws one GrammarError', (n) => {
    let error: unknown;
    try {
      compileNamespace(diamond(n), { name: 'd.abnf' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GrammarError);
    expect((error as GrammarError).diagnostics).toEqual([refusal]);
  });

  test('`urnkit grammar compile` and `urnkit diff --grammar` say it in one line, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-work-'));
    try {
      writeFileSync(join(dir, 'd.abnf'), diamond(26));
      expect(await cli(['grammar', 'compile', join(dir, 'd.abnf'), '--out', join(dir, 'out')])).toEqual({ code: 2, stdout: '', stderr: `urnkit grammar compile: ${refusal}\n` });
      // A profile grammar, as urnkit diff --grammar reads one.
      writeFileSync(join(dir, 'd.abnf'), diamond(26, 'r26', PROFILE_HEAD));
      const r = await cli(['diff', '--grammar', join(dir, 'd.abnf'), '--grammar', 'rfc8141']);
      expect(r).toEqual({ code: 2, stdout: '', stderr: `urnkit diff: ${refusal}\n` });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('past BUDGETED_WORK: the matcher counts every rule call against WORK_BUDGET', () => {
  // r16: the longest diamond that compiles; "x" fails in r0 along each of its 2^17 paths.
  const g = namespace(diamond(16));

  test('it compiles, with no expression and no joined one: isValid runs the matcher, as tryParse does', () => {
    expect(diamondBound(16)).toBeGreaterThan(BUDGETED_WORK);
    expect(g.matcher.pattern).toBeNull();
    expect(g.matcher.embeds).toEqual({});
  });

  test('what it accepts cheaply it accepts; what takes more calls than the budget is input-too-complex in both engines, and isValid says false', () => {
    expect(['urn:xq:a', 'urn:xq:b'].map((s) => outcome(tryParse(s, { namespaces: [g] })))).toEqual(['valid', 'valid']);
    expect(isValid('urn:xq:a', { namespaces: [g] })).toBe(true);
    // "a" matched, then nothing takes "c" (the first alternative of each rule wins): 17 calls.
    expect(outcome(tryParse('urn:xq:ac', { namespaces: [g] }))).toBe('invalid-namespace-nss');
    // 2^17 calls, past 10,000 + 100 (WORK_BUDGET for one character).
    const r = tryParse('urn:xq:x', { namespaces: [g] });
    expect(r.ok ? 'valid' : { code: r.error.code, offset: r.error.offset, section: r.error.section }).toEqual({ code: 'input-too-complex', offset: 7, section: 'urnkit (WORK_BUDGET)' });
    expect(outcome(tryParse('urn:xq:x', { namespaces: [g], engine: 'reference' }))).toBe('input-too-complex');
    expect(isValid('urn:xq:x', { namespaces: [g] })).toBe(false);
  });

  test('the budget grows with the input: a repetition makes a round per character, within the budget or past it', () => {
    const many = namespace(diamond(16, '*( "x" r16 / "x" )'));
    // "xa" matches in 17 calls: 500 rounds stay within 10,000 + 100 per character.
    expect(outcome(tryParse(`urn:xq:${'xa'.repeat(500)}`, { namespaces: [many] }))).toBe('valid');
    // After each "x", r16 fails on the next "x" along 2^17 paths before the second alternative takes it.
    expect(outcome(tryParse(`urn:xq:${'x'.repeat(1000)}`, { namespaces: [many] }))).toBe('input-too-complex');
    expect(isValid(`urn:xq:${'x'.repeat(1000)}`, { namespaces: [many] })).toBe(false);
  });

  test('counted, but within the budget: 2^13 calls for "x", exact verdicts', () => {
    const twelve = namespace(diamond(12));
    expect(diamondBound(12)).toBeGreaterThan(BUDGETED_WORK);
    expect(2 ** 13).toBeLessThan(WORK_BUDGET.base + WORK_BUDGET.perChar);
    expect(['urn:xq:a', 'urn:xq:x', 'urn:xq:ac'].map((s) => outcome(tryParse(s, { namespaces: [twelve] })))).toEqual(['valid', 'invalid-namespace-nss', 'invalid-namespace-nss']);
  });

  test('the diagnoser records each terminal once per offset (its second pass would record one failure per path)', () => {
    const twelve = namespace(diamond(12));
    const d = twelve.diagnoser().diagnose('x');
    expect(d.offset).toBe(0);
    expect(d.failures.length).toBeGreaterThan(0);
    expect(new Set(d.failures.map((f) => `${f.at} ${f.terminal}`)).size).toBe(d.failures.length);
  });

  test('below BUDGETED_WORK nothing counts, and the grammar keeps its expression', () => {
    const ten = namespace(diamond(10));
    expect(diamondBound(10)).toBeLessThanOrEqual(BUDGETED_WORK);
    expect(ten.matcher.pattern).not.toBeNull();
    expect(['urn:xq:a', 'urn:xq:x'].map((s) => [outcome(tryParse(s, { namespaces: [ten] })), isValid(s, { namespaces: [ten] })])).toEqual([
      ['valid', true],
      ['invalid-namespace-nss', false],
    ]);
  });
});

describe('belt and braces: with GRAMMAR_LIMITS.work lifted, the reproduction still ends within the budget', () => {
  test.each([26, 40, 60])('%i rules: input-too-complex in tryParse (fast and reference), false from isValid', (n) => {
    const g = namespace(diamond(n), Infinity);
    expect(g.matcher.pattern).toBeNull();
    expect(outcome(tryParse('urn:xq:x', { namespaces: [g] }))).toBe('input-too-complex');
    expect(outcome(tryParse('urn:xq:x', { namespaces: [g], engine: 'reference' }))).toBe('input-too-complex');
    expect(isValid('urn:xq:x', { namespaces: [g] })).toBe(false);
    expect(g.diagnoser().locate('x').limit).toBe('input-too-complex');
    expect(referenceEngine().referenceParse(g, 'x').exhausted).toBe(true);
  });

  test('the automaton of a 60-rule diamond (isValid\'s join, revisionRelation) gives up at its state limit', () => {
    const rules = compileGrammarText([{ name: 'd.abnf', text: diamond(60) }, { name: 'core.abnf', text: CORE_ABNF }], Infinity).grammar.rules;
    expect(ruleAutomaton(rules, rules.findIndex((r) => r.name === 'nss'), 'superset')).toBeNull();
  });
});

describe('comparing languages within a budget of work (issue 45)', () => {
  /** The automaton of rule nss = *c "a" kc, c the class of `chars`, and RFC 8141's NSS rule's. */
  const automata = (k: number, chars: string): [Nfa, Nfa] => {
    const text = `${HEAD}nss = *c "a" ${k}c\nc = ${[...chars].map((c) => `%x${c.charCodeAt(0).toString(16)}`).join(' / ')}\n`;
    const rules = compileGrammarText([{ name: 'p.abnf', text }, { name: 'core.abnf', text: CORE_ABNF }]).grammar.rules;
    const profile = compiledProfile('rfc8141').grammar().rules;
    return [ruleAutomaton(rules, rules.findIndex((r) => r.name === 'nss'), 'exact') as Nfa, ruleAutomaton(profile, profile.findIndex((r) => r.name === 'NSS'), 'exact') as Nfa];
  };

  test('the issue\'s rule (an "a" 11th from the end of 53 pchars) is decided within LANGUAGE_WORK: RFC 8141 accepts all of it, and "a" beyond it', () => {
    const [nss, rfc] = automata(10, WIDE_CLASS);
    expect(difference(nss, rfc, new WorkBudget(LANGUAGE_WORK))).toBeNull();
    expect(difference(rfc, nss, new WorkBudget(LANGUAGE_WORK))).toBe('a');
  });

  test('past the budget the answer is undefined (not decided), and a budget once spent decides nothing more', () => {
    const [nss, rfc] = automata(32, WIDE_CLASS);
    const budget = new WorkBudget(LANGUAGE_WORK);
    expect(difference(nss, rfc, budget)).toBeUndefined();
    expect(budget.spent).toBe(true);
    expect(difference(rfc, nss, budget)).toBeUndefined();
    // A small budget leaves undecided what a larger one decides.
    const [small, rfc2] = automata(4, NARROW_CLASS);
    expect(difference(small, rfc2, new WorkBudget(100))).toBeUndefined();
    expect(difference(small, rfc2, new WorkBudget(LANGUAGE_WORK))).toBeNull();
  });
});

describe('diffGrammars on grammars with a work budget', () => {
  test('candidates past a budget are counted as undecided, not compared', () => {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-work-'));
    try {
      const profile = (name: string, extra: string): string => diamond(16, `*( r16 / ${extra} ) "u"`, PROFILE_HEAD.replace('diamond', name));
      writeFileSync(join(dir, 'a.abnf'), profile('a', '"x"'));
      writeFileSync(join(dir, 'b.abnf'), profile('b', '"y"'));
      const d = diffGrammars(join(dir, 'a.abnf'), join(dir, 'b.abnf'), { derivations: 50, mutations: 1 });
      expect(d.undecided).toBeGreaterThan(0);
      expect(d.distinguishing + d.undecided).toBeLessThanOrEqual(d.candidates);
      expect(diffGrammars('rfc8141', 'rfc8141', { derivations: 10 }).undecided).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the grammar fuzzer\'s diamond chains', () => {
  test('cover both sides of the limit: refused with the documented error, or compiled', () => {
    const random = prng(38);
    const outcomes = new Set<string>();
    for (let i = 0; i < 24; i += 1) {
      try {
        namespaceFromFiles([{ name: 'fz.abnf', text: diamondGrammar(random) }, { name: 'core.abnf', text: CORE_ABNF }], []);
        outcomes.add('compiled');
      } catch (e) {
        expect((e as GrammarError).diagnostics[0]).toMatch(/^fz\.abnf:\d+: rule "r\d+" can try \d+ operators at one place of the input, more than urnkit compiles \(GRAMMAR_LIMITS\.work, 1000000\)/);
        outcomes.add('refused');
      }
    }
    expect([...outcomes].sort()).toEqual(['compiled', 'refused']);
  });

  test('fuzzGrammars runs them with the others: each refused or agreeing', () => {
    const run = fuzzGrammars(prng(7), 48, 7);
    expect(run.failures).toEqual([]);
    expect(run.grammars + run.refused).toBe(48);
  }, 120_000);
});
