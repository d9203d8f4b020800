/**
 * urnkit/patterns: a revision's (and a namespace's) language as one regular
 * expression in the dialect of an engine (RE2, java.util.regex, Python,
 * PCRE, PostgreSQL, POSIX ERE, XML Schema, JSON Schema, JavaScript), derived
 * from the grammar's automaton at first use (docs/patterns.md). Apart from
 * the core: nothing of it reaches `urnkit`'s bundles. It registers the main
 * profiles' grammar objects, which the automata are built from, and needs no
 * urnkit/reference (apg-js's parser) in a browser.
 *
 * @module urnkit/patterns
 */
import { registerProfileGrammars } from '../engine/lazy';
import { profileGrammar } from '../engine/profile-grammars';

registerProfileGrammars(profileGrammar);

export { toPattern } from '../patterns/to-pattern';
export { DIALECTS } from '../patterns/types';
export type { Dialect, PatternOptions, PatternProfile, PatternResult } from '../patterns/types';
export { PatternUnavailableError } from '../patterns/unavailable';
