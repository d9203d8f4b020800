/*
 * Option resolution: what parse, tryParse and isValid make of their options
 * (the profile's matcher and rule table, the engine, maxLength, the namespace
 * set), checked once and cached for the shapes that run in loops.
 */
import type { ProfileLayout } from '../compile/embedding';
import type { CompiledProfile, Matcher } from '../engine/compiled';
import type { ExplainOptions } from '../errors';
import { ownPattern, ownVerdict } from '../engine/frozen';
import { matcherOf } from '../engine/generated';
import { namespaceSetFor, namespacesOption } from '../namespaces/set';
import type { NamespaceSet } from '../namespaces/types';
import { booleanOption, choiceOption, countOption, optionRecord, revisionOption, stringArgument } from '../options';
import { Profile } from '../profiles/profile';
import { draftResolution, isMainProfile as isMain, profiles } from '../profiles';
import { canonicalName, isRevisionName } from '../revision-names';
import { AnyUrn, Diagnostic, ProfileName, RevisionName, RevisionParseOptions } from '../types';
import { NO_WARNINGS } from '../urn';
import { runRules } from './rules';

/** The default maxLength of the fast engine: 8 MiB (in UTF-16 code units). */
export const DEFAULT_MAX_LENGTH = 8 * 1024 * 1024;
/**
 * The reference engine's default: apg-js records a node for every phrase it
 * matches, about 7 KB of peak memory per input character on the worst shapes
 * (npm run bench:hostile; 4 MiB took 18 s and 2.4 GB), so 16 KiB keeps one
 * parse near 100 MB and a tenth of a second.
 */
export const DEFAULT_REFERENCE_MAX_LENGTH = 16 * 1024;

export interface Resolved {
  profile: Profile<RevisionName>;
  /** The profile's matcher; the rest of its compiled grammar (diagnoser, apg-js grammar) loads on first need. */
  matcher: Matcher;
  strict: boolean;
  engine: 'fast' | 'reference';
  maxLength: number;
  namespaces: NamespaceSet | undefined;
  /** Whether the rule table can reject a grammar-valid input (else isValid needs no Urn). */
  hasErrorRules: boolean;
  /** isValid's expression when the grammar alone decides validity (fast engine, no error rules, not strict, no namespaces): the matcher's verdict expression, else its pattern. */
  pattern: RegExp | null;
  /** The grammar's expression where it decides with the namespaces' joined to it (as for `pattern`, but with namespaces; the base of `layout`). */
  joinable: RegExp | null;
  /** Where the NID and NSS sit, when isValid can join the namespace expressions to the profile's (as for `pattern`, but with namespaces). */
  layout: ProfileLayout | null;
  /** The warnings of a parsed Urn, found when first read; undefined when the rules can fail a parse (or add to a namespace's findings). */
  lateWarnings: ((urn: AnyUrn) => readonly Diagnostic[]) | undefined;
  /** The profile's compiled grammar, once a syntax error needs its diagnoser. */
  compiled?: CompiledProfile;
  /** What the hints of an error must respect of these options, once an error is read. */
  explain?: ExplainOptions;
}

const checkedMatchers = /* @__PURE__ */ new Map<ProfileName, [Matcher, RegExp | null, RegExp | null]>();

/**
 * A shipped profile's matcher, checked once against the profile's idea of its parts (a draft's profile is made from them),
 * with urnkit's copy of its expression (src/engine/frozen.ts).
 */
function profileMatcher(name: ProfileName): [Matcher, RegExp | null, RegExp | null] {
  let m = checkedMatchers.get(name);
  if (m) return m;
  const matcher = matcherOf(name);
  if (matcher.meta.parts.join(' ') !== profiles[name].parts.join(' ')) {
    throw new Error(`grammar ${name} declares @parts ${matcher.meta.parts.join(' ')}; src/profiles/${name}.ts expects ${profiles[name].parts.join(' ')}`);
  }
  checkedMatchers.set(name, (m = [matcher, ownPattern(matcher), ownVerdict(matcher)]));
  return m;
}

function resolved(name: Exclude<RevisionName, 'rfc2141bis-03'>, strict: boolean, engine: 'fast' | 'reference', maxLength: number, namespaces: NamespaceSet | undefined): Resolved {
  const draft = isMain(name) ? undefined : draftResolution(name);
  const profile = (draft ? draft.profile : profiles[name as ProfileName]) as Profile<RevisionName>;
  const [matcher, own, verdict] = draft ? [draft.compiled.matcher, ownPattern(draft.compiled.matcher), ownVerdict(draft.compiled.matcher)] : profileMatcher(name as ProfileName);
  const hasErrorRules = profile.rules.some((rule) => rule.severity === 'error');
  // urnkit's own copies of the expressions: the matcher's are handed out (src/engine/frozen.ts).
  // isValid tests the verdict expression; the namespaces' joined expressions are cut from the grammar's own (its layout's).
  const expression = engine === 'fast' && !hasErrorRules && !strict ? own : null;
  const pattern = namespaces || !expression ? null : verdict;
  const layout = expression && namespaces ? (matcher.layout ?? null) : null;
  const r: Resolved = { profile, matcher, strict, engine, maxLength, namespaces, hasErrorRules, pattern, joinable: layout && expression, layout, lateWarnings: undefined };
  if (!hasErrorRules && !strict && !namespaces) {
    r.lateWarnings = (urn) => {
      const found = runRules(r, urn, urn.input, false);
      return found ? Object.freeze(found.map((f) => f.d)) : NO_WARNINGS;
    };
  }
  return r;
}

/** The options parse, tryParse and isValid take (ParseOptions). */
const PARSE_OPTIONS: readonly string[] = ['profile', 'strict', 'engine', 'maxLength', 'namespaces'];

export function resolve(fn: string, input: unknown, options: unknown): Resolved {
  stringArgument(fn, 'the input', input);
  const o = optionRecord(fn, options, PARSE_OPTIONS);
  const name = revisionOption(fn, o);
  const strict = booleanOption(fn, o, 'strict');
  const engine = choiceOption(fn, o, 'engine', ['fast', 'reference'] as const) ?? 'fast';
  const maxLength = countOption(fn, o, 'maxLength', engine === 'reference' ? DEFAULT_REFERENCE_MAX_LENGTH : DEFAULT_MAX_LENGTH, 0, true);
  const ns = namespacesOption(fn, o);
  return resolved(name, strict, engine, maxLength, namespaceSetFor(ns));
}

const hasOwn = Object.prototype.hasOwnProperty;

/** The resolution of a call without options. */
let defaults: Resolved | undefined;
/** Resolutions of the common shapes (a profile, namespaces and strict on or off, nothing else), by profile, then namespaces + 2 x strict. */
// Four slots each, filled with undefined: an empty slot would be read from Object.prototype (a polluted "0").
const COMMON = /* @__PURE__ */ new Map<string, (Resolved | undefined)[]>();
function slots(): (Resolved | undefined)[] {
  return [undefined, undefined, undefined, undefined];
}

/**
 * resolve() for the calls that run in loops: no options, or only `profile`,
 * `namespaces: boolean` and `strict: boolean`, get a cached resolution without
 * building anything; every other shape (another key, known or not, an
 * inherited key, a bad value) goes through resolve() and its checks.
 */
export function resolveFast(fn: string, input: unknown, options: unknown): Resolved {
  if (options === undefined && typeof input === 'string') return (defaults ??= resolved('rfc8141', false, 'fast', DEFAULT_MAX_LENGTH, undefined));
  if (typeof input === 'string') {
    let name: unknown = 'rfc8141';
    let ns: unknown = false;
    let strict: unknown = false;
    if (options !== undefined && options !== null) {
      if (typeof options !== 'object' || Array.isArray(options)) return resolve(fn, input, options);
      // One pass over the keys: a loop pays for what it passes, and any key but these three (an unknown one
      // included) takes the checked path, as does an array (optionRecord's TypeError), even an empty one.
      const o = options as RevisionParseOptions;
      for (const key in o) {
        if (!hasOwn.call(o, key)) return resolve(fn, input, options);
        if (key === 'profile') name = o.profile;
        else if (key === 'namespaces') ns = o.namespaces;
        else if (key === 'strict') strict = o.strict;
        else return resolve(fn, input, options);
      }
    }
    if (typeof ns === 'boolean' && typeof strict === 'boolean') {
      // A name is checked once, when its slots are made.
      let slot = COMMON.get(name as string);
      if (!slot && isRevisionName(name)) COMMON.set(name, (slot = slots()));
      if (slot) return (slot[(ns ? 1 : 0) + (strict ? 2 : 0)] ??= resolved(canonicalName(name as RevisionName), strict, 'fast', DEFAULT_MAX_LENGTH, namespaceSetFor(ns)));
    }
  }
  return resolve(fn, input, options);
}

