/*
 * The mutation tooling's own rules (docs/development.md, "Mutation testing"): `npm run mutation:sample` draws N distinct mutants per folder, all of them where a folder has fewer,
 * the same for the same seed whatever other folders are drawn with it.
 */
import { drawForFolder } from '../scripts/lib/mutation-draw';

describe('mutation:sample: the seeded draw', () => {
  const mutants = Array.from({ length: 500 }, (_, i) => i);

  test('N distinct mutants of the folder, in their order', () => {
    const drawn = drawForFolder(mutants, 100, 44, 'src/parsing');
    expect(drawn).toHaveLength(100);
    expect(new Set(drawn).size).toBe(100);
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
    expect(drawn.every((m) => mutants.includes(m))).toBe(true);
  });

  test('the same seed and folder draw the same mutants; another seed or folder, others', () => {
    const drawn = drawForFolder(mutants, 100, 44, 'src/parsing');
    expect(drawForFolder(mutants, 100, 44, 'src/parsing')).toEqual(drawn);
    expect(drawForFolder(mutants, 100, 45, 'src/parsing')).not.toEqual(drawn);
    expect(drawForFolder(mutants, 100, 44, 'src/encoding')).not.toEqual(drawn);
  });

  test('a folder with fewer mutants than N is drawn in full', () => {
    expect(drawForFolder([3, 1, 2], 100, 44, 'src/views')).toEqual([3, 1, 2]);
  });

  test('the draw spreads over the folder (no end left out)', () => {
    const drawn = drawForFolder(mutants, 100, 44, 'src/parsing');
    expect(drawn.filter((m) => m < 250).length).toBeGreaterThan(30);
    expect(drawn.filter((m) => m >= 250).length).toBeGreaterThan(30);
  });
});
