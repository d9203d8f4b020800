// npm run bench:guard's decision (bench/guard.ts), as docs/benchmark-method.md ("The guard") states it:
// a first look whose median ratio is under 1.15 passes; at 1.15 or more the row is measured again,
// and fails only if the median of all the rechecks' rounds is 1.3 or more.
import { inDoubt, slower } from '../bench/guard';

const rounds = (n: number, ratio: number): number[] => Array.from({ length: n }, () => ratio);

describe('bench:guard decides on medians', () => {
  test('a first look under 1.15 passes without a recheck, at 1.15 or more it is in doubt', () => {
    expect(inDoubt([0.9, 0.95, 1, 1.02, 1.05, 1.1, 1.12, 1.14, 1.3])).toBe(false);
    expect(inDoubt(rounds(9, 1.15))).toBe(true);
    expect(inDoubt([1.1, 1.15, 1.2, 1.25, 1.3, 1.4, 1.5, 0.9, 1])).toBe(true);
  });

  test('one disturbed round does not move the verdict (a median, not a mean)', () => {
    expect(inDoubt([...rounds(8, 1), 8.5])).toBe(false);
    expect(slower([[...rounds(14, 1), 8.5], rounds(15, 1)])).toBe(false);
  });

  test('a row fails when the median of every recheck round is 1.3 or more', () => {
    expect(slower([rounds(15, 1.3), rounds(15, 1.3)])).toBe(true);
    expect(slower([rounds(15, 1.29), rounds(15, 1.29)])).toBe(false);
    expect(slower([rounds(15, 2), rounds(15, 1.4)])).toBe(true);
  });

  test('the rechecks are pooled: one process pair that ran slow is not enough', () => {
    // 15 rounds at 1.5 and 15 at 1.0: the median of the 30 is 1.25.
    expect(slower([rounds(15, 1.5), rounds(15, 1)])).toBe(false);
  });
});
