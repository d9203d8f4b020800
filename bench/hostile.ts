/*
 * npm run bench:hostile: adversarial inputs under every profile and both
 * engines, each case in its own child process so that its peak memory is its
 * own. The fast engine runs 1, 4 and 8 MiB (8 MiB is the default maxLength);
 * the reference engine 4 and 16 KiB (its default maxLength). Reported: the
 * best of 3 tryParse times (diagnosis included) per size, and the child's peak
 * RSS over its RSS before the call at the largest size, also per input
 * character: the memory bound of each path. Also the grammar's regular
 * expression up to 64 KiB, and grammar files full of errors (compiling them must
 * stay linear). Writes docs/hostile-benchmarks.md.
 *   npm run bench:hostile [-- --quick]      (--quick: one profile, smaller sizes)
 */
import { spawnSync } from 'child_process';
import { readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import { isValid, PROFILES, ProfileName, tryParse } from '../src';
import { compileGrammarText } from '../src/compile/abnf';
import { matcherOf } from '../src/engine/generated';
import { prng } from '../src/prng';
import { junkGrammar } from '../scripts/lib/fuzz';

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

/** The grammar's regular expression alone (what isValid runs up to 64 Ki characters), checked against the matcher. */
function regexTime(profile: ProfileName, input: string): { ms: number; verdict: string } {
  const m = matcherOf(profile);
  const pattern = m.pattern as RegExp;
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

function runChild(name: string, profile: ProfileName, engine: Engine, sizes: number[]): ChildResult {
  const r = spawnSync(process.execPath, ['--expose-gc', '-r', 'ts-node/register/transpile-only', __filename, '--child', JSON.stringify({ name, profile, engine, sizes })], {
    encoding: 'utf8',
    cwd: join(__dirname, '..'),
    maxBuffer: 1 << 20,
  });
  if (r.status !== 0) throw new Error(`child ${name} ${profile} ${engine} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

const mib = (bytes: number): string => (bytes / MiB).toFixed(1);

function main(): void {
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
  const titles = { fast: 'Fast engine (generated matcher)', reference: 'Reference engine (apg-js)', regex: "isValid's regular expression (src/compile/regex.ts), up to 64 KiB, the most isValid gives it; verdict checked against the matcher" };
  for (const [engine, sizes] of [['fast', fastSizes], ['reference', refSizes], ['regex', regexSizes]] as const) {
    out.push(`## ${titles[engine]}`, '');
    out.push(`| input | profile | ${sizes.map((n) => `${n >= MiB ? `${Math.round(n / MiB)} MiB` : `${Math.round(n / KiB)} KiB`} (ms)`).join(' | ')} | verdict | peak over base (MiB) | bytes/char |`);
    out.push(`| --- | --- | ${sizes.map(() => '---:').join(' | ')} | --- | ---: | ---: |`);
    for (const name of Object.keys(CASES)) {
      // The namespace expressions match an NSS alone: the namespace case is the matcher's.
      if (engine === 'regex' && name.startsWith('namespace')) continue;
      for (const profile of profiles) {
        const r = runChild(name, profile, engine, sizes);
        const perChar = r.peak / r.chars;
        worstPerChar = { ...worstPerChar, [engine]: Math.max(worstPerChar[engine], perChar) };
        out.push(`| ${name} | ${profile} | ${r.ms.map((m) => m.toFixed(engine === 'regex' ? 3 : 1)).join(' | ')} | ${r.verdict} | ${mib(r.peak)} | ${perChar.toFixed(1)} |`);
        process.stderr.write(`  ${engine} ${profile} ${name}: ${r.ms.map((m) => m.toFixed(0)).join('/')} ms, ${mib(r.peak)} MiB\n`);
      }
    }
    out.push('');
  }
  // Grammar files are user input too (urnkit diff --grammar, compileNamespace): errors are found in one pass.
  out.push('## Grammar files full of errors (compileGrammarText on seeded random printable ASCII)', '');
  const core = { name: 'core.abnf', text: readFileSync(join(__dirname, '..', 'grammar', 'core.abnf'), 'utf8') };
  const grammarSizes = quick ? [100_000, 200_000] : [250_000, 500_000, 1_000_000];
  const grammarMs = grammarSizes.map((n) => {
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
  out.push(`| ${grammarSizes.map((n) => `${(n / 1e6).toFixed(2)} MB (ms)`).join(' | ')} | ratio largest / smallest |`);
  out.push(`| ${grammarSizes.map(() => '---:').join(' | ')} | ---: |`);
  out.push(`| ${grammarMs.map((m) => m.toFixed(0)).join(' | ')} | ${(grammarMs[grammarMs.length - 1] / grammarMs[0]).toFixed(1)} (sizes ${grammarSizes[grammarSizes.length - 1] / grammarSizes[0]}x) |`, '');
  out.push('## Bounds', '');
  out.push(`- fast engine: at most ${worstPerChar.fast.toFixed(0)} bytes of peak memory per input character over all shapes and profiles above;`);
  out.push(`- reference engine: at most ${worstPerChar.reference.toFixed(0)} bytes per character (its default maxLength is 16 KiB).`);
  out.push(`- regular expression: at most ${worstPerChar.regex.toFixed(0)} bytes per character at 64 KiB (the peak includes the child's start).`);
  out.push(`\n${((Date.now() - started) / 1000).toFixed(0)} s wall clock.`, '');
  const text = out.join('\n');
  process.stdout.write(text);
  if (!quick) writeFileSync(join(__dirname, '..', 'docs', 'hostile-benchmarks.md'), text);
}

main();
