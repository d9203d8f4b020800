/*
 * A script's patterns from toPattern (urnkit/patterns): the validity pattern
 * in the engine's dialect, and the --parts pattern with each part's group
 * number, where the dialect can capture them.
 */
import { toPattern } from '../patterns/to-pattern';
import { PatternUnavailableError } from '../patterns/unavailable';
import type { RevisionName } from '../types';
import type { ScriptPatterns, SqlEngine } from './types';

/** The patterns of `dialect` for the profile (and namespace: its NID or alias). Throws toPattern's errors, but for parts it cannot capture. */
export function scriptPatterns(dialect: SqlEngine['dialect'], profile: RevisionName, namespace?: string): ScriptPatterns {
  const valid = toPattern(profile, { dialect, namespace });
  let parts: ScriptPatterns['parts'];
  let noParts: string | undefined;
  try {
    const p = toPattern(profile, { dialect, namespace, parts: true });
    parts = { pattern: p.pattern, groups: (p.groups ?? []).map((part, i) => ({ part, number: i + 1 })) };
  } catch (e) {
    if (!(e instanceof PatternUnavailableError && e.reason === 'parts')) throw e;
    noParts = e.message.replace(/^urnkit\.toPattern: /, '');
  }
  return { valid: valid.pattern, parts, noParts, namespace: valid.namespace, checks: valid.checks.join('; '), leavesOut: valid.leavesOut.join('; ') };
}
