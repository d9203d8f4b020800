/*
 * Every public spec vector, under every profile: the verdict, the parts and the
 * expected warning codes. The vectors' warning lists name the warnings they are
 * about, not every warning a profile gives (NOTES.md lists more), so they are
 * checked as "each expected code is present".
 */
import { PROFILES, tryParse } from '../src';
import { vectors, whyFor } from './support/vectors';

const rows = vectors().flatMap((v) => PROFILES.map((profile) => ({ v, profile })));

describe.each(PROFILES)('public vectors under %s', (profile) => {
  const cases = rows.filter((r) => r.profile === profile).map((r) => [JSON.stringify(r.v.input).slice(0, 70), r.v] as const);

  test.each(cases)('%s', (_name, v) => {
    const result = tryParse(v.input, { profile });
    const reason = whyFor(v, profile);
    expect({ valid: result.ok, reason }).toEqual({ valid: v[profile], reason });
    if (!result.ok) {
      expect(result.error.profile).toBe(profile);
      return;
    }
    const expectedParts = v.partsByProfile?.[profile];
    if (expectedParts) {
      const urn = result.urn as unknown as Record<string, unknown>;
      for (const [field, value] of Object.entries(expectedParts)) expect({ field, value: urn[field] }).toEqual({ field, value });
      // A part the vector leaves out is absent.
      for (const field of ['rComponent', 'qComponent', 'fComponent', 'query', 'fragment']) {
        if (field in urn && !(field in expectedParts)) expect({ field, value: urn[field] }).toEqual({ field, value: undefined });
      }
    }
    const codes = result.urn.warnings.map((w) => w.code);
    for (const code of v.warnings?.[profile] ?? []) expect(codes).toContain(code);
  });
});
