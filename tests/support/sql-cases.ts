/*
 * What the tests that run `urnkit sql`'s scripts in real engines expect: the
 * profiles they run (the main ones, a draft revision, a namespace), the
 * inputs of a large table (the pattern tests' inputs: spec vectors, seeded
 * fuzzed inputs and traps, of every revision's grammar and of a namespace),
 * and each value's verdict and parts as isValid and parse give them.
 */
import { isValid, ProfileName, tryParse } from '../../src';
import { namespacesWithCommunity } from '../../src/entries/namespaces';
import type { NamespaceGrammar } from '../../src/namespaces/types';
import { partFields } from '../../src/results/record';
import type { RevisionName } from '../../src/types';
import { cli } from './cli';
import { namespaceCase, revisionCase, revisionGroups } from './pattern-cases';
import { Vector, vectors } from './vectors';

/** The scripts run: the main profiles, a draft revision, a namespace. */
export const SCRIPT_CASES: readonly { profile: RevisionName; namespace?: string }[] = [
  { profile: 'rfc2141' },
  { profile: 'rfc2141bis' },
  { profile: 'rfc8141' },
  { profile: 'rfc2141bis-12' },
  { profile: 'rfc8141', namespace: 'isbn' },
];

/** A case's name in a test's title. */
export const caseName = (c: { profile: RevisionName; namespace?: string }): string => (c.namespace ? `${c.profile}, namespace ${c.namespace}` : c.profile);

/**
 * The inputs of the pattern tests (tests/support/pattern-cases.ts) of every revision's grammar and
 * of the isbn namespace under RFC 8141, each once: more than 10^5 values, seeded.
 */
export function clusterInputs(seed: number): string[] {
  const all = new Set<string>();
  for (const [k, g] of revisionGroups().entries()) for (const v of revisionCase(g.grammar, g.revisions, seed + k).inputs) all.add(v);
  for (const v of namespaceCase(namespacesWithCommunity.grammarFor('isbn') as NamespaceGrammar, 'rfc8141', seed + 1000).inputs) all.add(v);
  return [...all];
}

let byInput: Map<string, Vector> | undefined;

/** A value's expected verdict and parts (by the patterns' part names: nid, nss, rcomponent, ...; `absent` for a part the URN lacks, NULL for all when invalid). */
export function expectedOf(value: string, profile: RevisionName, namespace: string | undefined, partNames: readonly string[], absent: string | null): { valid: boolean; parts: Record<string, string | null> } {
  let valid = isValid(value, { profile });
  // A namespace's pattern checks its syntax, not its check digits.
  if (valid && namespace !== undefined) {
    const r = tryParse(value, { profile, namespaces: true });
    valid = (r.ok ? r.urn.nid : (tryParse(value, { profile }) as { urn: { nid: string } }).urn.nid).toLowerCase() === namespace && (r.ok || r.error.code === 'invalid-check-digit');
  }
  byInput ??= new Map(vectors().map((v) => [v.input, v]));
  const vector = byInput.get(value);
  if (vector && namespace === undefined && (profile === 'rfc2141' || profile === 'rfc2141bis' || profile === 'rfc8141')) expect([value, valid]).toEqual([value, vector[profile as ProfileName]]);
  const r = valid ? tryParse(value, { profile }) : undefined;
  if (!r?.ok) return { valid, parts: Object.fromEntries(partNames.map((p) => [p, null])) };
  const fields = partFields(r.urn);
  const urn = r.urn as unknown as Record<string, string | undefined>;
  return { valid, parts: Object.fromEntries(partNames.map((p) => [p, urn[fields.find((f) => f.toLowerCase() === p) ?? p] ?? absent])) };
}

/** The script `urnkit sql` prints (run in this process), which must succeed. */
export async function script(engine: string, profile: RevisionName, namespace: string | undefined, table: string, column: string): Promise<string> {
  const r = await cli(['sql', '--engine', engine, '--profile', profile, ...(namespace ? ['--namespace', namespace] : []), '--table', table, '--column', column]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}
