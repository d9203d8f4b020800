/*
 * npm run bench:hostile: adversarial inputs under every profile and both
 * engines, each case in its own child process so that its peak memory is its
 * own. The fast engine runs 1, 4 and 8 MiB (8 MiB is the default maxLength);
 * the reference engine 4 and 16 KiB (its default maxLength). Reported: the
 * best of 3 tryParse times (diagnosis included) per size, and the child's peak
 * RSS over its RSS before the call at the largest size, also per input
 * character: the memory bound of each path. Also the grammar's regular
 * expression up to 64 KiB, grammar files full of errors, and hostile grammar
 * files within GRAMMAR_LIMITS (compiling them must stay linear: time and peak
 * memory per grammar character, each shape and size in its own child), and
 * diamond chains of rules (their work bound doubles with each rule: refused
 * past GRAMMAR_LIMITS.work, counted past BUDGETED_WORK), and
 * the typed views of long namespace matches (the community set's urn:li), and
 * registration templates whose language comparisons pass their budget.
 * Writes docs/hostile-benchmarks.md.
 *   npm run bench:hostile [-- --quick]      (--quick: one profile, smaller sizes, prints only)
 *   npm run bench:hostile -- --grammars     (the grammar sections alone, replaced in the doc)
 *   npm run bench:hostile -- --diamonds     (the diamond section alone, replaced in the doc)
 *   npm run bench:hostile -- --views        (the namespace view section alone, replaced in the doc)
 *   npm run bench:hostile -- --templates    (the registration template section alone, replaced in the doc)
 */
import { spawnSync } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { extractUrns, isValid, parse, PROFILES, ProfileName, tryParse } from '../src';
import { communityNamespaces } from '../src/entries/namespaces';
import { compileGrammarText } from '../src/compile/abnf';
import { BUDGETED_WORK, COMPILE_BOUND, GRAMMAR_LIMITS, WORK_BUDGET } from '../src/compile/limits';
import { workBounds } from '../src/compile/rule-graph';
import { CORE_ABNF, namespaceFromFiles, shippedProfileGrammars } from '../src/conformance/namespace-text';
import { compileNamespace } from '../src/conformance/runtime';
import { checkRegistration, diffGrammars, REGISTRATION_LIMITS } from '../src/entries/conformance';
import { matcherOf } from '../src/engine/generated';
import { prng } from '../src/prng';
import { junkGrammar } from '../scripts/lib/fuzz';
import { alternativesTemplate, NARROW_CLASS, positionsTemplate, WIDE_CLASS } from '../scripts/lib/hostile-templates';

type Engine = 'fast' | 'reference' | 'regex';

const KiB = 1024;
const MiB = 1024 * KiB;

/** name -> input of about n characters. */
const CASES: Record<string, (n: number) => string> = {
  'long NSS, bad last character': (n) => `urn:example:${'a'.repeat(n)} `,
  'long NSS, valid': (n) => `urn:example:${'a'.repeat(n)}`,
  '"?+" repeated': (n) => `urn:example:a${'?+'.repeat(n / 2)}`,
  '"?+r?" then "=" (r-component look-ahead)': (n) => `urn:example:a?+${'r?'.repeat(n / 2)}=`,
  '"?=" repeated in a q-component': (n) => `urn:example:a?=${'?='.repeat(n / 2)}#`,
  '"%" runs': (n) => `urn:example:${'%'.repeat(n)}`,
  '"%4" runs': (n) => `urn:example:${'%4'.repeat(n / 2)}`,
  '":" runs': (n) => `urn:${':'.repeat(n)}`,
  'NID-like "a-" runs (look-ahead in the NID)': (n) => `urn:${'a-'.repeat(n / 2)}:x`,
  'empty directives "x=&" (rfc2141bis query)': (n) => `urn:ab:c?${'x=&'.repeat(n / 3)}z=1`,
  'repeated "s=" early, then directives': (n) => `urn:ab:c?s=1&s=2&${'x=&'.repeat(n / 3)}z=1`,
  'fragment of "/?"': (n) => `urn:example:a#${'/?'.repeat(n / 2)}`,
  'namespace NSS: ISBN-like digits': (n) => `urn:isbn:${'9'.repeat(n)}`,
};

interface ChildResult {
  ms: number[];
  verdict: string;
  /** Peak RSS over the RSS before the first call, bytes, at the largest size. */
  peak: number;
  chars: number;
}

/** isValid's regular expression alone (the verdict expression, else the grammar's own: what it runs up to 64 Ki characters), checked against the matcher. */
function regexTime(profile: ProfileName, input: string): { ms: number; verdict: string } {
  const m = matcherOf(profile);
  const pattern = (m.verdict ?? m.pattern) as RegExp;
  let best = Infinity;
  let ok = false;
  for (let i = 0; i < 3; i += 1) {
    const t = process.hrtime.bigint();
    ok = pattern.test(input);
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
  }
  if (ok !== m.match(input, []) >= 0) throw new Error(`the ${profile} expression disagrees with the matcher`);
  return { ms: best, verdict: ok ? 'valid' : 'invalid' };
}

function child(name: string, profile: ProfileName, engine: Engine, sizes: number[]): ChildResult {
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const namespaces = name.startsWith('namespace');
  const inputs = sizes.map((n) => CASES[name](n));
  gc();
  const base = process.memoryUsage().rss;
  const ms: number[] = [];
  let verdict = '';
  inputs.forEach((input) => {
    if (engine === 'regex') {
      const r = regexTime(profile, input);
      ms.push(r.ms);
      verdict = r.verdict;
      return;
    }
    let best = Infinity;
    for (let i = 0; i < 3; i += 1) {
      const t = process.hrtime.bigint();
      const r = tryParse(input, { profile, engine, namespaces, maxLength: input.length });
      best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
      verdict = r.ok ? 'valid' : r.error.code;
      if (r.ok !== isValid(input, { profile, engine, namespaces, maxLength: input.length })) throw new Error(`isValid disagrees with tryParse on ${name}`);
    }
    ms.push(best);
  });
  const peak = process.resourceUsage().maxRSS * 1024 - base;
  return { ms, verdict, peak: Math.max(0, peak), chars: inputs[inputs.length - 1].length };
}

/**
 * Long URNs whose namespace view has many parts (the community set): the view
 * is built from the captures in one pass, so time stays linear in the length
 * (it was quadratic in the nested URNs of an urn:li tuple).
 */
const VIEW_CASES: Record<string, (n: number) => string> = {
  'urn:li tuple of nested urn:li URNs': (n) => `urn:li:x:(${'urn:li:y:z,'.repeat(Math.floor(n / 11))}a)`,
  'urn:li tuple of DataHub datasets, each with its platform': (n) => {
    const field = (i: number): string => `urn:li:dataset:(urn:li:dataPlatform:kafka,topic${i},PROD)`;
    const fields: string[] = [];
    for (let i = 0, length = 20; length < n; i += 1, length += field(i).length + 1) fields.push(field(i));
    return `urn:li:dataJob:(${fields.join(',')})`;
  },
};

const VIEW_CALLS: Record<string, (input: string) => unknown> = {
  tryParse: (input) => tryParse(input, { namespaces: communityNamespaces, maxLength: input.length }),
  parse: (input) => parse(input, { namespaces: communityNamespaces, maxLength: input.length }),
  extractUrns: (input) => [...extractUrns(input, { namespaces: communityNamespaces, maxLength: input.length })],
  isValid: (input) => isValid(input, { namespaces: communityNamespaces, maxLength: input.length }),
};

/** One view case and call at each size: best of 3, and the peak RSS over the RSS before, at the largest size. */
function viewChild(name: string, call: string, sizes: number[]): ChildResult {
  const inputs = sizes.map((n) => VIEW_CASES[name](n));
  // Loaded and compiled before the first measure: the grammar's modules, and the JIT on a small input.
  for (let i = 0; i < 5; i += 1) VIEW_CALLS[call](VIEW_CASES[name](1000));
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  const ms = inputs.map((input) => {
    let best = Infinity;
    for (let i = 0; i < 3; i += 1) {
      const t = process.hrtime.bigint();
      const r = VIEW_CALLS[call](input);
      best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
      if (r === false || (typeof r === 'object' && r !== null && 'ok' in r && !r.ok)) throw new Error(`${call} rejects ${name}`);
    }
    return best;
  });
  return { ms, verdict: 'valid', peak: Math.max(0, process.resourceUsage().maxRSS * 1024 - base), chars: inputs[inputs.length - 1].length };
}

/** The namespace view section of the doc. */
function viewSection(quick: boolean): string[] {
  const sizes = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
  const out = ['## Namespace views (community set)', ''];
  out.push('Long urn:li URNs with `namespaces: communityNamespaces`: the typed view holds every field and nested URN. Each row is one child process: the best of 3 calls per size, and the peak RSS over the RSS before the first call, at the largest size.');
  out.push('The view is built in one pass over the captures; before, it searched them for every field and nested URN, and `tryParse` of the first shape took 0.27 s at 5 KB, 2.7 s at 20 KB and 10.8 s at 40 KB.', '');
  out.push(`| input | call | ${sizes.map((n) => `${n >= 1e6 ? `${n / 1e6} MB` : `${n / 1e3} KB`} (ms)`).join(' | ')} | ratio of the last two (sizes 10x) | peak over base (MiB) | bytes/char |`);
  out.push(`| --- | --- | ${sizes.map(() => '---:').join(' | ')} | ---: | ---: | ---: |`);
  for (const name of Object.keys(VIEW_CASES)) {
    for (const call of Object.keys(VIEW_CALLS)) {
      const r = runChild('--view-child', { name, call, sizes });
      out.push(`| ${name} | ${call} | ${r.ms.map((m) => m.toFixed(1)).join(' | ')} | ${(r.ms[r.ms.length - 1] / r.ms[r.ms.length - 2]).toFixed(1)} | ${mib(r.peak)} | ${(r.peak / r.chars).toFixed(0)} |`);
      process.stderr.write(`  view ${name} ${call}: ${r.ms.map((m) => m.toFixed(0)).join('/')} ms, ${mib(r.peak)} MiB\n`);
    }
  }
  out.push('');
  return out;
}

const HEAD = '; @namespace evil\n; @source a grammar from outside\n; @start nss\n';

/** The largest grammar of a shape, `make(k)` for k items, that has at most n characters. */
function fit(make: (k: number) => string, n: number): string {
  let hi = 1;
  while (make(hi * 2).length <= n) hi *= 2;
  let lo = hi;
  hi *= 2;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (make(mid).length <= n) lo = mid;
    else hi = mid;
  }
  return make(lo);
}

/**
 * Grammar files within GRAMMAR_LIMITS, as many items as fit in n characters:
 * the shapes that cost the most per character (issue 25 found each one
 * quadratic or worse): long literals, wide alternations, many rules, long
 * chains of references, nested brackets, mutual recursion.
 */
const GRAMMARS: Record<string, (k: number) => string> = {
  'literals of 4,000 characters, as alternatives': (k) => `${HEAD}nss = ${Array.from({ length: k }, (_, i) => `"${'x'.repeat(4000)}${i}"`).join(' / ')}\n`,
  'one alternation of short literals': (k) => `${HEAD}nss = ${Array.from({ length: k }, (_, i) => `"w${i}."`).join(' / ')}\n`,
  'alternation of rules, one per line': (k) => `${HEAD}nss = ${Array.from({ length: k }, (_, i) => `r${i}`).join(' / ')}\n${Array.from({ length: k }, (_, i) => `r${i} = "w${i}" DIGIT`).join('\n')}\n`,
  'chains of 300 references': (k) => {
    const lines = [`nss = ${Array.from({ length: k }, (_, c) => `c${c}x0`).join(' / ')}`];
    for (let c = 0; c < k; c += 1) for (let i = 0; i < 300; i += 1) lines.push(`c${c}x${i} = "a" ${i < 299 ? `c${c}x${i + 1}` : '"b"'}`);
    return `${HEAD}${lines.join('\n')}\n`;
  },
  'brackets 64 deep, repeated': (k) => `${HEAD}nss = ${Array.from({ length: k }, () => `${'( "a" '.repeat(64)}"b"${' )'.repeat(64)}`).join(' / ')}\n`,
  'rings of 10 mutually recursive rules': (k) => {
    const lines = [`nss = ${Array.from({ length: k }, (_, r) => `m${r}x0`).join(' / ')}`];
    for (let r = 0; r < k; r += 1) for (let i = 0; i < 10; i += 1) lines.push(`m${r}x${i} = "(" m${r}x${(i + 1) % 10} ")" / "x${i}" [ m${r}x${(i + 3) % 10} ]`);
    return `${HEAD}${lines.join('\n')}\n`;
  },
};

interface GrammarChild {
  ms: number;
  chars: number;
  /** Peak RSS over the RSS before compiling, bytes. */
  peak: number;
  outcome: string;
}

/** One grammar shape at one size: compile time (best of 2) and peak memory, in a fresh process. */
function grammarChild(shape: string, size: number): GrammarChild {
  const text = fit(GRAMMARS[shape], size);
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  let best = Infinity;
  let outcome = '';
  for (let i = 0; i < 2; i += 1) {
    const t = process.hrtime.bigint();
    try {
      const g = compileNamespace(text);
      outcome = `compiled${g.matcher.pattern ? '' : ', no expression'}`;
    } catch (e) {
      outcome = `GrammarError: ${String((e as Error).message).split('\n')[0].slice(0, 80)}`;
    }
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
  }
  return { ms: best, chars: text.length, peak: Math.max(0, process.resourceUsage().maxRSS * 1024 - base), outcome };
}

function runGrammarChild(shape: string, size: number): GrammarChild {
  const r = spawnSync(process.execPath, ['--expose-gc', '-r', 'ts-node/register/transpile-only', __filename, '--grammar-child', JSON.stringify({ shape, size })], {
    encoding: 'utf8',
    cwd: join(__dirname, '..'),
    maxBuffer: 1 << 20,
  });
  if (r.status !== 0) throw new Error(`grammar child ${shape} ${size} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** The grammar sections: files full of errors, then hostile grammars within the limits. */
function grammarSections(quick: boolean): string[] {
  const out: string[] = [];
  // Grammar files are user input too (urnkit diff --grammar, compileNamespace): errors are found in one pass.
  out.push('## Grammar files full of errors (compileGrammarText on seeded random printable ASCII)', '');
  const core = { name: 'core.abnf', text: readFileSync(join(__dirname, '..', 'grammar', 'core.abnf'), 'utf8') };
  const junkSizes = quick ? [32_000, 64_000] : [64_000, 128_000, 250_000];
  const junkMs = junkSizes.map((n) => {
    const text = junkGrammar(prng(18), n);
    let best = Infinity;
    for (let i = 0; i < 2; i += 1) {
      const t = process.hrtime.bigint();
      try {
        compileGrammarText([{ name: 'junk.abnf', text }, core]);
      } catch {
        // The GrammarError is the point: at most 100 problems, then a count.
      }
      best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
    }
    return best;
  });
  out.push(`| ${junkSizes.map((n) => `${(n / 1e3).toFixed(0)} KB (ms)`).join(' | ')} | ratio largest / smallest |`);
  out.push(`| ${junkSizes.map(() => '---:').join(' | ')} | ---: |`);
  out.push(`| ${junkMs.map((m) => m.toFixed(0)).join(' | ')} | ${(junkMs[junkMs.length - 1] / junkMs[0]).toFixed(1)} (sizes ${(junkSizes[junkSizes.length - 1] / junkSizes[0]).toFixed(1)}x) |`, '');
  out.push(`## Grammar files within the limits (compileNamespace, GRAMMAR_LIMITS.bytes = ${GRAMMAR_LIMITS.bytes / 1024} KiB)`, '');
  out.push("Each shape and size in its own child: the best of 2 compiles (`compileNamespace`: apg-js, the checks, both generated modules, the expressions joined to the three profiles), and the child's peak RSS over its RSS before compiling.");
  out.push(`The documented bound (COMPILE_BOUND, src/compile/limits.ts) is ${COMPILE_BOUND.baseMs} ms plus ${COMPILE_BOUND.msPerKiB} ms per KiB (${((COMPILE_BOUND.msPerKiB * 1000) / 1024).toFixed(0)} µs per character).`, '');
  const sizes = quick ? [16 * 1024, 64 * 1024] : [32 * 1024, 128 * 1024, GRAMMAR_LIMITS.bytes - 4096];
  out.push(`| grammar | ${sizes.map((n) => `${Math.floor(n / 1024)} KiB (ms)`).join(' | ')} | µs/char, largest | peak over base (MiB) | bytes/char | outcome |`);
  out.push(`| --- | ${sizes.map(() => '---:').join(' | ')} | ---: | ---: | ---: | --- |`);
  let worstUs = 0;
  let worstBytes = 0;
  for (const shape of Object.keys(GRAMMARS)) {
    const runs = sizes.map((n) => runGrammarChild(shape, n));
    const last = runs[runs.length - 1];
    const us = (last.ms * 1000) / last.chars;
    worstUs = Math.max(worstUs, us);
    worstBytes = Math.max(worstBytes, last.peak / last.chars);
    out.push(`| ${shape} | ${runs.map((r) => r.ms.toFixed(0)).join(' | ')} | ${us.toFixed(1)} | ${mib(last.peak)} | ${(last.peak / last.chars).toFixed(0)} | ${last.outcome} |`);
    process.stderr.write(`  grammar ${shape}: ${runs.map((r) => r.ms.toFixed(0)).join('/')} ms, ${mib(last.peak)} MiB\n`);
  }
  out.push('', `At most ${worstUs.toFixed(0)} µs and ${worstBytes.toFixed(0)} bytes of peak memory per grammar character at the largest size, over all shapes.`, '');
  return out;
}

// ---- Diamond chains: a work bound that doubles with each rule ----

/** The diamond chain of n rules: r0 = "a" / "b", r_i = r_(i-1) / r_(i-1) "c", nss = r_n, as a namespace or a profile grammar. */
function diamond(n: number, head: string): string {
  const rules = [`nss = r${n}`, 'r0 = "a" / "b"'];
  for (let i = 1; i <= n; i += 1) rules.push(`r${i} = r${i - 1} / r${i - 1} "c"`);
  return `${head}${rules.join('\n')}\n`;
}

const DIAMOND_RULES = [10, 16, 26, 40, 60];
/** The reproduction's input: "x" fails in r0 along every path of r_n. */
const DIAMOND_INPUT = 'urn:xq:x';

interface DiamondChild {
  bound: number;
  /** compileNamespace, best of 2: its outcome, and whether the rest ran with GRAMMAR_LIMITS.work lifted. */
  compileMs: number;
  outcome: string;
  lifted: boolean;
  isValidMs: number;
  tryParseMs: number;
  referenceMs: number;
  /** isValid, tryParse (fast), tryParse (reference) on DIAMOND_INPUT. */
  verdicts: string;
  /** diffGrammars of the diamond as a profile grammar against rfc8141 (its default candidates), with the limit. */
  diffMs: number;
  diff: string;
  /** The child's peak RSS, bytes: the reproduction filled a 4 GB heap. */
  peak: number;
}

/** The best of `times` runs of f, in milliseconds, and its last result. */
function best<T>(times: number, f: () => T): [number, T] {
  let ms = Infinity;
  let out: T | undefined;
  for (let i = 0; i < times; i += 1) {
    const t = process.hrtime.bigint();
    out = f();
    ms = Math.min(ms, Number(process.hrtime.bigint() - t) / 1e6);
  }
  return [ms, out as T];
}

/** One diamond chain, in a fresh process: compiled (or refused), then each path on DIAMOND_INPUT, with the limit lifted if it was refused. */
function diamondChild(n: number): DiamondChild {
  const text = diamond(n, '; @namespace xq\n; @source bench\n; @start nss\n');
  const profiles = shippedProfileGrammars();
  const [compileMs, outcome] = best(2, () => {
    try {
      compileNamespace(text, { name: 'diamond.abnf' });
      return 'compiled';
    } catch (e) {
      const at = /^diamond\.abnf:(\d+): rule "([^"]+)"/.exec(String((e as Error).message));
      return at ? `refused at ${at[2]} (line ${at[1]})` : `error: ${String((e as Error).message).slice(0, 60)}`;
    }
  });
  const lifted = outcome !== 'compiled';
  const g = namespaceFromFiles([{ name: 'diamond.abnf', text }, { name: 'core.abnf', text: CORE_ABNF }], profiles, lifted ? Infinity : undefined);
  const [isValidMs, valid] = best(3, () => isValid(DIAMOND_INPUT, { namespaces: [g] }));
  const code = (r: ReturnType<typeof tryParse>): string => (r.ok ? 'valid' : r.error.code);
  const [tryParseMs, fast] = best(3, () => code(tryParse(DIAMOND_INPUT, { namespaces: [g] })));
  const [referenceMs, reference] = best(3, () => code(tryParse(DIAMOND_INPUT, { namespaces: [g], engine: 'reference' })));
  const dir = mkdtempSync(join(tmpdir(), 'urnkit-diamond-'));
  let diffMs: number;
  let diff: string;
  try {
    writeFileSync(join(dir, 'diamond.abnf'), diamond(n, '; @profile diamond\n; @start nss\n; bench\n'));
    [diffMs, diff] = best(1, () => {
      try {
        const d = diffGrammars(join(dir, 'diamond.abnf'), 'rfc8141');
        return `${d.distinguishing} differ, ${d.undecided} undecided`;
      } catch {
        return 'refused';
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const rules = compileGrammarText([{ name: 'diamond.abnf', text }, { name: 'core.abnf', text: CORE_ABNF }], Infinity).grammar.rules;
  const bound = Math.max(...workBounds(rules));
  const peak = process.resourceUsage().maxRSS * 1024;
  return { bound, compileMs, outcome, lifted, isValidMs, tryParseMs, referenceMs, verdicts: `${valid}, ${fast}, ${reference}`, diffMs, diff, peak };
}

function runDiamondChild(n: number): DiamondChild {
  const r = spawnSync(process.execPath, ['--expose-gc', '-r', 'ts-node/register/transpile-only', __filename, '--diamond-child', String(n)], {
    encoding: 'utf8',
    cwd: join(__dirname, '..'),
    maxBuffer: 1 << 20,
  });
  if (r.status !== 0) throw new Error(`diamond child ${n} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

const DIAMOND_HEADING = '## Diamond chains (a work bound that doubles with each rule)';

/** The diamond section: each chain length in its own child. */
function diamondSection(): string[] {
  const out = [DIAMOND_HEADING, ''];
  out.push(
    `The issue's grammar: \`r0 = "a" / "b"\`, \`r_i = r_(i-1) / r_(i-1) "c"\`, \`nss = r_n\`; its work bound (src/compile/rule-graph.ts) is 8 x 2^n - 5 operators a round.`,
    `Past GRAMMAR_LIMITS.work (${GRAMMAR_LIMITS.work}) compileNamespace refuses it; the other columns then run it with the limit lifted, so that they show the matcher's work budget alone (past BUDGETED_WORK, ${BUDGETED_WORK}, every rule call counts: ${WORK_BUDGET.base} plus ${WORK_BUDGET.perChar} per character).`,
    `Times on \`${DIAMOND_INPUT}\` are the best of 3 (compile: of 2); "diff --grammar" is diffGrammars of the chain as a profile grammar against rfc8141, with the limit. Each row is one child process, with its peak RSS (loading included).`,
    '',
    '| rules | work bound | compileNamespace (ms) | outcome | isValid (ms) | tryParse (ms) | reference (ms) | verdicts (isValid, fast, reference) | diff --grammar (ms) | diff | peak RSS (MiB) |',
    '| ---: | ---: | ---: | --- | ---: | ---: | ---: | --- | ---: | --- | ---: |',
  );
  for (const n of DIAMOND_RULES) {
    const r = runDiamondChild(n);
    const lifted = r.lifted ? ' (limit lifted)' : '';
    // workBounds stops counting at 2^53 - 1: past it, the row gives the formula's value.
    const bound = r.bound < Number.MAX_SAFE_INTEGER ? r.bound : 8 * 2 ** n - 5;
    out.push(`| ${n} | ${bound.toExponential(2)} | ${r.compileMs.toFixed(1)} | ${r.outcome} | ${r.isValidMs.toFixed(2)}${lifted} | ${r.tryParseMs.toFixed(2)}${lifted} | ${r.referenceMs.toFixed(2)}${lifted} | ${r.verdicts} | ${r.diffMs.toFixed(0)} | ${r.diff} | ${mib(r.peak)} |`);
    process.stderr.write(`  diamond ${n}: ${r.outcome}, ${r.verdicts}\n`);
  }
  out.push('');
  return out;
}

// ---- end of the diamond chains ----

// ---- Registration templates: language comparisons within a budget (issue 45) ----

/** name -> template: an "a" k+1 from the end of a wide and a narrow class, and a rule of 24,000 alternatives. */
const TEMPLATES: Record<string, () => string> = {
  ...Object.fromEntries(
    [8, 10, 12, 16, 24, 32].flatMap((k) => [
      [`\`*c "a" ${k}c\`, c of 53 characters`, () => positionsTemplate(k, WIDE_CLASS)],
      [`\`*c "a" ${k}c\`, c of 2 characters`, () => positionsTemplate(k, NARROW_CLASS)],
    ]),
  ),
  '24,000 alternatives': () => alternativesTemplate(24_000),
};

interface TemplateChild {
  chars: number;
  /** checkRegistration, one run, CPU milliseconds (user and system). */
  cpuMs: number;
  relation: string;
  codes: string;
  peak: number;
}

/** One template, in a fresh process: checkRegistration's CPU time, outcome and the child's peak RSS. */
function templateChild(name: string): TemplateChild {
  const text = TEMPLATES[name]();
  const before = process.cpuUsage();
  const r = checkRegistration(text);
  const used = process.cpuUsage(before);
  const codes = [...new Set(r.findings.map((f) => f.code))].join(', ');
  return { chars: text.length, cpuMs: (used.user + used.system) / 1000, relation: r.nss.relation ?? 'not decided', codes, peak: process.resourceUsage().maxRSS * 1024 };
}

const TEMPLATE_HEADING = '## Registration templates (checkRegistration, language comparisons within REGISTRATION_LIMITS.work)';

/** The template section: each template in its own child. */
function templateSection(): string[] {
  const out = [TEMPLATE_HEADING, ''];
  out.push(
    `Issue 45's templates: \`nss = *c "a" kc\` with c a class of single characters as \`%x..\` alternatives (an "a" k+1 from the end: 2^(k+1) deterministic states), and a rule of 24,000 alternatives.`,
    `Each comparison of languages counts its work (src/compile/subsets.ts); a check shares REGISTRATION_LIMITS.work (${REGISTRATION_LIMITS.work}) among its comparisons, and past it the relation is not decided (nss-relation-unknown). The 473-byte template (k = 10, 53 characters) took 631 s of CPU before; 24,000 alternatives took 20 s and 990 MB.`,
    'CPU time of one checkRegistration call; peak RSS of the child (loading included).',
    '',
    '| template | characters | checkRegistration (CPU ms) | relation to RFC 8141 | findings | peak RSS (MiB) |',
    '| --- | ---: | ---: | --- | --- | ---: |',
  );
  for (const name of Object.keys(TEMPLATES)) {
    const r = runChild('--template-child', { name }) as unknown as TemplateChild;
    out.push(`| ${name} | ${r.chars} | ${r.cpuMs.toFixed(0)} | ${r.relation} | ${r.codes} | ${mib(r.peak)} |`);
    process.stderr.write(`  template ${name}: ${r.cpuMs.toFixed(0)} ms, ${r.relation}, ${mib(r.peak)} MiB\n`);
  }
  out.push('');
  return out;
}

// ---- end of the registration templates ----

/** A child of this script (`flag`: --child or --view-child) on one case. */
function runChild(flag: string, task: object): ChildResult {
  const r = spawnSync(process.execPath, ['--expose-gc', '-r', 'ts-node/register/transpile-only', __filename, flag, JSON.stringify(task)], {
    encoding: 'utf8',
    cwd: join(__dirname, '..'),
    maxBuffer: 1 << 20,
  });
  if (r.status !== 0) throw new Error(`child ${JSON.stringify(task)} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

const mib = (bytes: number): string => (bytes / MiB).toFixed(1);

function main(): void {
  const g = process.argv.indexOf('--grammar-child');
  if (g >= 0) {
    const { shape, size } = JSON.parse(process.argv[g + 1]);
    process.stdout.write(JSON.stringify(grammarChild(shape, size)));
    return;
  }
  const d = process.argv.indexOf('--diamond-child');
  if (d >= 0) {
    process.stdout.write(JSON.stringify(diamondChild(Number(process.argv[d + 1]))));
    return;
  }
  const docPath = join(__dirname, '..', 'docs', 'hostile-benchmarks.md');
  /** The doc with the text from heading `from` up to heading `to` replaced by `sections`. */
  const replaced = (from: string, to: string, sections: string): string => {
    const doc = readFileSync(docPath, 'utf8');
    process.stdout.write(sections);
    return `${doc.slice(0, doc.indexOf(from))}${sections}\n${doc.slice(doc.indexOf(to))}`;
  };
  if (process.argv.includes('--grammars')) {
    // The grammar sections alone, in place of those of the last full run.
    writeFileSync(docPath, replaced('## Grammar files', DIAMOND_HEADING, grammarSections(false).join('\n')));
    return;
  }
  if (process.argv.includes('--diamonds')) {
    writeFileSync(docPath, replaced(DIAMOND_HEADING, readFileSync(docPath, 'utf8').includes(TEMPLATE_HEADING) ? TEMPLATE_HEADING : '## Bounds', diamondSection().join('\n')));
    return;
  }
  const tc = process.argv.indexOf('--template-child');
  if (tc >= 0) {
    process.stdout.write(JSON.stringify(templateChild(JSON.parse(process.argv[tc + 1]).name)));
    return;
  }
  if (process.argv.includes('--templates')) {
    const doc = readFileSync(docPath, 'utf8');
    const section = `${templateSection().join('\n')}\n`;
    process.stdout.write(section);
    const from = doc.includes(TEMPLATE_HEADING) ? doc.indexOf(TEMPLATE_HEADING) : doc.indexOf('## Bounds');
    writeFileSync(docPath, `${doc.slice(0, from)}${section}${doc.slice(doc.indexOf('## Bounds'))}`);
    return;
  }
  const v = process.argv.indexOf('--view-child');
  if (v >= 0) {
    const { name, call, sizes } = JSON.parse(process.argv[v + 1]);
    process.stdout.write(JSON.stringify(viewChild(name, call, sizes)));
    return;
  }
  if (process.argv.includes('--views')) {
    // The view section alone, in place of that of the last full run.
    const doc = readFileSync(docPath, 'utf8');
    const section = `${viewSection(false).join('\n')}\n`;
    process.stdout.write(section);
    const from = doc.includes('## Namespace views') ? doc.indexOf('## Namespace views') : doc.indexOf('## Grammar files');
    writeFileSync(docPath, `${doc.slice(0, from)}${section}${doc.slice(doc.indexOf('## Grammar files'))}`);
    return;
  }
  const at = process.argv.indexOf('--child');
  if (at >= 0) {
    const { name, profile, engine, sizes } = JSON.parse(process.argv[at + 1]);
    process.stdout.write(JSON.stringify(child(name, profile, engine, sizes)));
    return;
  }
  const quick = process.argv.includes('--quick');
  const fastSizes = quick ? [MiB / 4, MiB] : [MiB, 4 * MiB, 8 * MiB - 64];
  const refSizes = quick ? [1 * KiB, 4 * KiB] : [4 * KiB, 16 * KiB - 64];
  const regexSizes = quick ? [4 * KiB, 16 * KiB] : [16 * KiB, 32 * KiB, 64 * KiB - 64];
  const profiles: readonly ProfileName[] = quick ? ['rfc8141'] : PROFILES;
  const started = Date.now();
  const out: string[] = ['# Hostile inputs', ''];
  out.push('Generated by `npm run bench:hostile` (bench/hostile.ts); do not edit by hand.', '');
  out.push(`Node ${process.version}; ${new Date().toISOString()}. Each row is one child process (\`node --expose-gc\`): the best of 3 \`tryParse\` calls per size`);
  out.push('(a failure includes its diagnosis), and the child\'s peak RSS over its RSS before the first call, at the largest size; "bytes/char" divides it by that input\'s length.');
  out.push('Time grows linearly when it grows by the same factor as the length.', '');
  let worstPerChar = { fast: 0, reference: 0, regex: 0 };
  const titles = { fast: 'Fast engine (generated matcher)', reference: 'Reference engine (apg-js)', regex: "isValid's regular expression (the verdict expression, src/patterns/verdict.ts), up to 64 KiB, the most isValid gives it; verdict checked against the matcher" };
  for (const [engine, sizes] of [['fast', fastSizes], ['reference', refSizes], ['regex', regexSizes]] as const) {
    out.push(`## ${titles[engine]}`, '');
    out.push(`| input | profile | ${sizes.map((n) => `${n >= MiB ? `${Math.round(n / MiB)} MiB` : `${Math.round(n / KiB)} KiB`} (ms)`).join(' | ')} | verdict | peak over base (MiB) | bytes/char |`);
    out.push(`| --- | --- | ${sizes.map(() => '---:').join(' | ')} | --- | ---: | ---: |`);
    for (const name of Object.keys(CASES)) {
      // The namespace expressions match an NSS alone: the namespace case is the matcher's.
      if (engine === 'regex' && name.startsWith('namespace')) continue;
      for (const profile of profiles) {
        const r = runChild('--child', { name, profile, engine, sizes });
        const perChar = r.peak / r.chars;
        worstPerChar = { ...worstPerChar, [engine]: Math.max(worstPerChar[engine], perChar) };
        out.push(`| ${name} | ${profile} | ${r.ms.map((m) => m.toFixed(engine === 'regex' ? 3 : 1)).join(' | ')} | ${r.verdict} | ${mib(r.peak)} | ${perChar.toFixed(1)} |`);
        process.stderr.write(`  ${engine} ${profile} ${name}: ${r.ms.map((m) => m.toFixed(0)).join('/')} ms, ${mib(r.peak)} MiB\n`);
      }
    }
    out.push('');
  }
  out.push(...viewSection(quick));
  out.push(...grammarSections(quick));
  out.push(...diamondSection());
  out.push(...templateSection());
  out.push('## Bounds', '');
  out.push(`- fast engine: at most ${worstPerChar.fast.toFixed(0)} bytes of peak memory per input character over all shapes and profiles above;`);
  out.push(`- reference engine: at most ${worstPerChar.reference.toFixed(0)} bytes per character (its default maxLength is 16 KiB).`);
  out.push(`- regular expression: at most ${worstPerChar.regex.toFixed(0)} bytes per character at 64 KiB (the peak includes the child's start).`);
  out.push(`\n${((Date.now() - started) / 1000).toFixed(0)} s wall clock.`, '');
  const text = out.join('\n');
  process.stdout.write(text);
  if (!quick) writeFileSync(docPath, text);
}

main();
