/*
 * The generated matcher and apg-js must say the same thing about every input:
 * verdict, every part and warning, and for a failure the code, offset, expected
 * set, section and message. Public vectors, exhaustive short strings over the
 * significant characters, and 20,000 seeded random and mutated inputs; the
 * draft revisions likewise, on a smaller share. Namespace URNs get components
 * after the NSS. .ci/run also runs `npm run fuzz` on 3 x 10^5 more (and 10^4
 * per draft revision), with the invariants, and on 10,000 random grammars.
 */
import { readdirSync } from 'fs';
import { namespacesWithCommunity } from '../src/entries/namespaces';
import { join } from 'path';
import { PROFILES, REVISIONS, RevisionName } from '../src';
import { AFTER_NSS, disagreement, exhaustive, mutant, namespaceMutant, prng, withComponents } from '../scripts/lib/fuzz';
import { readJsonl, vectors } from './support/vectors';

const check = (inputs: Iterable<string>, profiles: readonly RevisionName[] = PROFILES): string[] => {
  const out: string[] = [];
  for (const input of inputs) for (const profile of profiles) {
    const d = disagreement(input, profile);
    if (d && out.length < 10) out.push(d);
  }
  return out;
};

test('public vectors', () => {
  expect(check(vectors().map((v) => v.input))).toEqual([]);
});

test.each([
  ['', 3],
  ['urn:', 3],
  ['urn:a1', 3],
  ['urn:a1:b', 3],
])('every string %j + up to %d characters of the alphabet', (prefix, max) => {
  expect(check(exhaustive(prefix, max))).toEqual([]);
});

test('20,000 seeded random and mutated inputs', () => {
  const seed = Number(process.env.URNKIT_FUZZ_SEED ?? 20261122);
  const random = prng(seed);
  const found: string[] = [];
  for (let i = 0; i < 20_000 && found.length < 10; i += 1) {
    const input = mutant(random);
    const d = disagreement(input, PROFILES[i % PROFILES.length]);
    if (d) found.push(`seed ${seed}, input #${i}: ${d}`);
  }
  expect(found).toEqual([]);
});

describe('the draft revisions', () => {
  const drafts = REVISIONS.map((r) => r.name).filter((n) => !(PROFILES as readonly string[]).includes(n)) as RevisionName[];
  /** One draft per grammar of its own: the others share those grammars (their prose rules run the same under both engines). */
  const ownGrammars = REVISIONS.filter((r) => r.grammar === r.name && drafts.includes(r.name)).map((r) => r.name);

  test('public vectors under every draft revision', () => {
    expect(drafts).toHaveLength(17);
    expect(check(vectors().map((v) => v.input), drafts)).toEqual([]);
  });

  test.each(['urn:a1:b', 'urn:ex:a'])('every string %j + up to 3 characters, under each draft grammar', (prefix) => {
    expect(ownGrammars).toHaveLength(9);
    expect(check(exhaustive(prefix, 3), ownGrammars)).toEqual([]);
  });

  test('10,000 seeded random and mutated inputs, over the draft revisions in turn', () => {
    const seed = Number(process.env.URNKIT_FUZZ_SEED ?? 20261124);
    const random = prng(seed);
    const found: string[] = [];
    for (let i = 0; i < 10_000 && found.length < 10; i += 1) {
      const input = mutant(random);
      const d = disagreement(input, drafts[i % drafts.length]);
      if (d) found.push(`seed ${seed}, input #${i}: ${d}`);
    }
    expect(found).toEqual([]);
  });
});

describe('namespace grammars (shipped and community)', () => {
  const vectors = (folder: string): string[] =>
    readdirSync(join(__dirname, 'data', 'namespaces', folder))
      .filter((f) => f.endsWith('.jsonl'))
      .flatMap((f) => readJsonl<{ input?: string }>(join('namespaces', folder, f)).flatMap((l) => (l.input ? [l.input] : [])));
  const inputs = [...vectors(''), ...vectors('community')];

  test('every namespace vector, under every profile, as it is and with each kind of component after the NSS', () => {
    const found: string[] = [];
    for (const input of inputs) for (const profile of PROFILES) for (let k = 0; k < AFTER_NSS.length; k += 1) {
      // A namespace grammar reads the NSS alone: what follows it must not change its verdict in either engine (issue 25).
      const withAfter = withComponents(input, k);
      const d = disagreement(withAfter, profile, true) || disagreement(withAfter, profile, namespacesWithCommunity);
      if (d && found.length < 10) found.push(d);
    }
    expect(found).toEqual([]);
  });

  test('20,000 seeded mutants of the valid namespace vectors', () => {
    const seed = Number(process.env.URNKIT_FUZZ_SEED ?? 20261123);
    const random = prng(seed);
    const found: string[] = [];
    for (let i = 0; i < 20_000 && found.length < 10; i += 1) {
      const input = withComponents(namespaceMutant(random, inputs), i);
      const d = disagreement(input, PROFILES[i % PROFILES.length], i % 2 === 0 ? true : namespacesWithCommunity);
      if (d) found.push(`seed ${seed}, input #${i}: ${d}`);
    }
    expect(found).toEqual([]);
  });
});
