/*
 * Hostile inputs for the fast path: adversarial strings of 256 KiB, 1 MiB and
 * 4 MiB under every profile, each timed (best of 3) through tryParse, which
 * includes the diagnosis of a failure. Linear time shows as time growing with
 * length by the same factor (4x) at each step; the target is under 100 ms for 1 MiB.
 *   npm run bench:hostile
 */
import { PROFILES, tryParse } from '../src';

const MiB = 1024 * 1024;

/** name -> input of (about) n characters. */
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
  'directives "s=1&" repeated': (n) => `urn:example:a?${'k=1&'.repeat(n / 4)}s=`,
  'fragment of "/?"': (n) => `urn:example:a#${'/?'.repeat(n / 2)}`,
};

function time(input: string, profile: (typeof PROFILES)[number]): { ms: number; verdict: string } {
  let best = Infinity;
  let verdict = '';
  for (let i = 0; i < 3; i += 1) {
    const t = process.hrtime.bigint();
    const r = tryParse(input, { profile, maxLength: 8 * MiB });
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
    verdict = r.ok ? 'valid' : r.error.code;
  }
  return { ms: best, verdict };
}

const sizes = [MiB / 4, MiB, 4 * MiB];
const rows: string[] = [];
let worst1MiB = 0;
for (const [name, make] of Object.entries(CASES)) {
  for (const profile of PROFILES) {
    const results = sizes.map((n) => time(make(n), profile));
    worst1MiB = Math.max(worst1MiB, results[1].ms);
    rows.push(`| ${name} | ${profile} | ${results.map((r) => r.ms.toFixed(1)).join(' | ')} | ${results[1].verdict} |`);
  }
}
console.log('| input | profile | 256 KiB (ms) | 1 MiB (ms) | 4 MiB (ms) | verdict |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
console.log(`\nslowest 1 MiB input: ${worst1MiB.toFixed(1)} ms (target < 100 ms)`);
process.exitCode = worst1MiB < 100 ? 0 : 1;
