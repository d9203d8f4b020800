/*
 * toPattern: a revision's language (and a namespace's) as one regular
 * expression in a dialect. The language's minimal automaton
 * (./language.ts) becomes a tree by state elimination
 * (./tree.ts), checked against the automaton (the tree's own automaton must
 * be the same), and each dialect prints the tree (./dialects/), loops unrolled
 * and, where exact, possessive (./loops.ts). The grammar build writes the `js`
 * pattern of each profile grammar into its matcher, as isValid's test
 * (./verdict.ts). Trees are made once per revision, namespace and `parts`.
 */
import { TooLarge } from '../compile/dfa';
import { Pattern } from '../compile/pattern-ast';
import { communityGrammar } from '../namespaces/community';
import { checkName } from '../namespaces/check-digits';
import { shippedGrammar } from '../namespaces/shipped';
import type { NamespaceGrammar } from '../namespaces/types';
import { argumentError, booleanOption, choiceOption, DRAFTS_IN_WORDS, optionRecord } from '../options';
import { profileFor } from '../profiles/index';
import { DEFAULT_MAX_LENGTH } from '../parsing/resolve';
import { canonicalName, isRevisionName } from '../revision-names';
import { revisionNamed } from '../revisions';
import type { RevisionName } from '../types';
import type { DialectSpec } from './dialect';
import { java } from './dialects/java';
import { js } from './dialects/js';
import { jsonSchema } from './dialects/json-schema';
import { pcre } from './dialects/pcre';
import { posix } from './dialects/posix';
import { postgres } from './dialects/postgres';
import { python } from './dialects/python';
import { re2 } from './dialects/re2';
import { xsd } from './dialects/xsd';
import { Language, NoAutomaton, patternLanguage } from './language';
import { limitsOf } from './limits';
import { NotCapturable, printPattern } from './print';
import { treesOf } from './tree';
import { Dialect, DIALECTS, PatternOptions, PatternProfile, PatternResult } from './types';
import { PatternUnavailableError } from './unavailable';

/** Each dialect's module, by name. */
export const DIALECT_SPECS: Readonly<Record<Dialect, DialectSpec>> = { js, re2, java, python, pcre, postgres, posix, xsd, 'json-schema': jsonSchema };

/**
 * The longest pattern written (in the `re2` dialect, the tree's plainest
 * spelling): past it a namespace has no pattern. The shipped grammars' longest is well below.
 */
export const PATTERN_LIMIT = 8 * 1024;

interface Derived {
  /** With the parts' markers (the patterns of `parts`). */
  marked: Pattern;
  /** Without them. */
  plain: Pattern;
  language: Language;
}

const derived = new Map<string, Derived | Error>();

/**
 * The trees of a language, checked against its automaton; an Error (kept) when there is none. The
 * plain pattern is the marked one without its markers: the markers keep each part one piece of
 * the automaton, which state elimination then writes once.
 */
function treesFor(name: RevisionName, namespace: NamespaceGrammar | undefined): Derived {
  const k = `${name}|${namespace?.nid ?? ''}`;
  let d = derived.get(k);
  if (!d) {
    try {
      const language = patternLanguage(name, namespace);
      d = { ...treesOf(language.dfa, language.parts.length, k), language };
    } catch (e) {
      if (!(e instanceof NoAutomaton || e instanceof TooLarge)) throw e;
      d = e;
    }
    derived.set(k, d);
  }
  if (d instanceof Error) throw new PatternUnavailableError('namespace', `${namespace ? `the ${namespace.nid} namespace grammar` : `the ${name} grammar`} has no pattern: ${d instanceof TooLarge ? 'its automaton is too large' : 'it is not a regular language as urnkit reads it'}`);
  return d;
}

/** A shipped namespace grammar (the registered ones, then the community ones) by NID or alias, any case. */
function namespaceNamed(nid: unknown): NamespaceGrammar {
  const g = typeof nid === 'string' && nid !== '' ? (shippedGrammar(nid.toLowerCase()) ?? communityGrammar(nid)) : undefined;
  if (!g) throw argumentError('toPattern', 'option "namespace"', 'the NID of a shipped namespace grammar (`urnkit namespaces` lists them)', nid);
  return g;
}

const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** What a match establishes. */
function checksOf(name: RevisionName, namespace: NamespaceGrammar | undefined): string[] {
  const revision = revisionNamed(name);
  const out = [`the syntax of ${revision?.document ?? name} (grammar/${revision?.grammar ?? name}.abnf, as urnkit's parsers read it)`];
  for (const rule of profileFor(name).rules) if (rule.severity === 'error') out.push(`${rule.expected} (${rule.section})`);
  if (namespace) {
    const ns = namespace.meta.namespace;
    out.push(`the NID ${[namespace.nid, ...namespace.aliases].map((n) => `"${n}"`).join(' or ')}, in any case`);
    out.push(`the NSS by the ${namespace.nid} namespace grammar (${ns.source}): syntax only`);
  }
  return out;
}

/** What isValid checks and the pattern does not. */
function leavesOutOf(name: RevisionName, namespace: NamespaceGrammar | undefined): string[] {
  const out: string[] = [];
  for (const check of namespace?.meta.namespace.checks ?? []) out.push(`the ${checkName(check.algorithm)} check character of the ${check.rule} (${check.section || namespace?.meta.namespace.source})`);
  out.push(`isValid's maxLength: it rejects an input longer than ${thousands(DEFAULT_MAX_LENGTH)} UTF-16 code units by default`);
  const warnings = [...new Set(profileFor(name).rules.filter((r) => r.severity === 'warning').map((r) => r.code))];
  if (warnings.length) out.push(`strict mode, which makes warnings errors (${warnings.join(', ')})`);
  return out;
}

/**
 * The language `isValid` accepts under a profile (and a namespace), as one regular expression in a
 * dialect: a search with it (REGEXP_CONTAINS, RLIKE, `~`, regexp_matches, re.search, grep) matches
 * exactly the valid inputs. Derived from the grammar's automaton; each dialect's own traps handled
 * (docs/patterns.md).
 * @param profile A main profile or a draft revision (default `rfc8141`).
 * @throws TypeError for an unknown profile, option or dialect; PatternUnavailableError for a namespace
 *   grammar without a pattern, or `parts` the dialect cannot express.
 * @example
 * ```ts
 * const { pattern } = toPattern('rfc8141', { dialect: 're2' });
 * // BigQuery: SELECT urn FROM t WHERE NOT REGEXP_CONTAINS(urn, r'...pattern...')
 * new RegExp(toPattern('rfc8141', { parts: true }).pattern).exec('urn:example:a?=b')?.groups?.qcomponent; // 'b'
 * ```
 */
export function toPattern(profile?: PatternProfile, options?: PatternOptions): PatternResult {
  if (profile !== undefined && !isRevisionName(profile)) throw argumentError('toPattern', 'the profile', `one of "rfc2141", "rfc2141bis", "rfc8141" or a draft revision (${DRAFTS_IN_WORDS})`, profile);
  const name = canonicalName(profile ?? 'rfc8141');
  const o = optionRecord('toPattern', options, ['dialect', 'namespace', 'parts']);
  const dialect = choiceOption('toPattern', o, 'dialect', DIALECTS) ?? 'js';
  const parts = booleanOption('toPattern', o, 'parts');
  const namespace = o.namespace === undefined ? undefined : namespaceNamed(o.namespace);
  const spec = DIALECT_SPECS[dialect];
  if (parts && spec.noParts) throw new PatternUnavailableError('parts', `the ${dialect} dialect takes no parts: ${spec.noParts}`);
  const result = (pattern: string, language: Language, marked: Pattern, groups?: string[]): PatternResult => ({
    pattern,
    dialect,
    profile: name,
    ...(namespace ? { namespace: namespace.nid } : {}),
    length: pattern.length,
    ...(groups ? { groups } : {}),
    checks: checksOf(name, namespace),
    leavesOut: leavesOutOf(name, namespace),
    limits: limitsOf(marked, language.parts, dialect),
  });
  const { marked, plain, language } = treesFor(name, namespace);
  const size = namespace ? printPattern(plain, re2).source.length : 0;
  if (size > PATTERN_LIMIT) {
    throw new PatternUnavailableError('namespace', `the ${namespace?.nid} namespace grammar has no pattern: it would be ${thousands(size)} characters long in re2, past the limit of ${thousands(PATTERN_LIMIT)}`);
  }
  try {
    const printed = parts ? printPattern(marked, spec, language.parts) : printPattern(plain, spec);
    return result(printed.source, language, marked, parts ? printed.groups : undefined);
  } catch (e) {
    if (e instanceof NotCapturable) throw new PatternUnavailableError('parts', `the parts of ${name}${namespace ? ` with the ${namespace.nid} namespace` : ''} cannot be captured as groups: ${e.message}`);
    throw e;
  }
}
