/*
 * The shipped namespace grammars toPattern writes a pattern for, for the refusals that name the
 * choices (`urnkit pattern`, `urnkit sql`): a choice offered is one that works.
 */
import { COMMUNITY_NAMESPACES } from '../namespaces/community';
import { SHIPPED_NAMESPACES } from '../namespaces/shipped';

/**
 * The NIDs whose grammar has no pattern (too long: docs/patterns.md says why). Finding them means
 * building every namespace's pattern, so they are listed; tests/patterns-engines.test.ts holds the
 * list to what toPattern refuses.
 */
export const WITHOUT_PATTERN: readonly string[] = ['li'];

/** The NIDs (not their aliases) of the shipped grammars with a pattern, sorted. */
export const namespacesWithPattern = (): string[] => [...SHIPPED_NAMESPACES, ...COMMUNITY_NAMESPACES].filter((nid) => !WITHOUT_PATTERN.includes(nid)).sort();
