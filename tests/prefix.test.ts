/*
 * Errors at the exact character: a URN cut short reports its end. For every
 * valid spec vector and every random valid URN derived from each grammar, each
 * proper prefix that is invalid fails at offset prefix.length, finds "the end
 * of the input" and expects something, under both engines: for the main
 * profiles and for every draft revision.
 */
import { PROFILES, REVISIONS, RevisionName, tryParse } from '../src';
import { derive, prng } from '../src/conformance/candidates';
import { compiledProfile } from '../src/profiles/compiled';
import { vectors } from './support/vectors';

type Engine = 'fast' | 'reference';

/**
 * The prefixes of `urn` that break the property, as readable lines (empty when
 * it holds). The reference engine (apg-js, about 1,000 times slower) checks the
 * prefixes the fast engine rejects: the property is about invalid prefixes, and
 * tests/differential.test.ts holds the two engines to the same verdicts.
 */
function violations(urn: string, profile: RevisionName, engine: Engine): string[] {
  const out: string[] = [];
  for (let i = 0; i < urn.length; i += 1) {
    const prefix = urn.slice(0, i);
    if (engine === 'reference' && tryParse(prefix, { profile }).ok) continue;
    const r = tryParse(prefix, { profile, engine });
    if (r.ok) {
      if (engine === 'reference') out.push(`${JSON.stringify(prefix)}: valid under the reference engine only`);
      continue;
    }
    const e = r.error;
    if (e.offset !== i || e.found !== 'the end of the input' || !e.expected) out.push(`${JSON.stringify(prefix)}: ${e.code} at ${e.offset}, found ${e.found}, expected ${e.expected}`);
  }
  return out;
}

describe.each(PROFILES)('%s', (profile) => {
  const valid = vectors().filter((v) => v[profile]).map((v) => v.input);

  test.each<Engine>(['fast', 'reference'])('every invalid prefix of every valid vector ends at its end (%s engine)', (engine) => {
    expect(valid.length).toBeGreaterThan(50);
    expect(valid.flatMap((urn) => violations(urn, profile, engine))).toEqual([]);
  });

  test('every invalid prefix of 300 random valid URNs derived from the grammar (both engines)', () => {
    const random = prng(14);
    const compiled = compiledProfile(profile);
    const urns: string[] = [];
    for (let tries = 0; urns.length < 300 && tries < 20_000; tries += 1) {
      const s = derive(compiled.grammar(), compiled.meta.start, random);
      if (tryParse(s, { profile }).ok) urns.push(s);
    }
    expect(urns.length).toBe(300);
    const found = urns.flatMap((urn) => [...violations(urn, profile, 'fast'), ...violations(urn, profile, 'reference')]);
    expect(found).toEqual([]);
  });
});

/** Random valid URNs derived from the revision's grammar (look-aheads ignored in the derivation, so the parse filters). */
function derived(profile: RevisionName, count: number, seed: number): string[] {
  const random = prng(seed);
  const compiled = compiledProfile(profile);
  const urns: string[] = [];
  for (let tries = 0; urns.length < count && tries < 20_000; tries += 1) {
    const s = derive(compiled.grammar(), compiled.meta.start, random);
    if (tryParse(s, { profile }).ok) urns.push(s);
  }
  return urns;
}

const DRAFTS = REVISIONS.map((r) => r.name).filter((n) => !(PROFILES as readonly string[]).includes(n));

describe.each(DRAFTS)('%s', (profile) => {
  test('every invalid prefix of every valid vector and of 100 random valid URNs derived from its grammar ends at its end (both engines)', () => {
    const urns = [...vectors().map((v) => v.input).filter((s) => tryParse(s, { profile }).ok), ...derived(profile, 100, 15)];
    expect(urns.length).toBeGreaterThan(150);
    const found = urns.flatMap((urn) => [...violations(urn, profile, 'fast'), ...violations(urn, profile, 'reference')]);
    expect(found).toEqual([]);
  });
});
