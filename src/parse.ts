/*
 * The parse pipeline, the same for every profile: match the grammar (generated
 * matcher or apg-js), build the profile's Urn from the matched parts, run the
 * profile's rule table, then (with the namespaces option) the namespace's
 * rules, and return the (immutable) Urn or a UrnParseError.
 */
import type { FailureCode } from './codes';
import type { ProfileLayout } from './compile/embedding';
import type { Found } from './diagnostics/finding';
import { syntaxFailure } from './diagnostics/syntax';
import { describeFound } from './diagnostics/words';
import { CompiledProfile, Matcher, PATTERN_MAX_LENGTH } from './engine/compiled';
import { loadGenerated, matcherOf } from './engine/generated';
import { referenceEngine } from './engine/lazy';
import { UrnParseError, UrnParseErrorDetails, useExplainer } from './errors';
import { explainError } from './hints/explain';
import type { ExplainOptions } from './hints/types';
import { checkNamespace, namespaceAccepts } from './namespaces/apply';
import { embeddedValid } from './namespaces/embedded';
import { namespaceSetFor } from './namespaces/set';
import type { NamespaceSet } from './namespaces/types';
import { booleanOption, choiceOption, countOption, namespacesOption, optionRecord, revisionOption, stringArgument } from './options';
import { Profile } from './profiles/profile';
import { draftResolution, isMainProfile as isMain, profiles } from './profiles';
import type { NamespaceView } from './namespaces/views';
import { canonicalName, isRevisionName } from './revision-names';
import { AnyUrn, Diagnostic, DraftName, ProfileName, RevisionName, RevisionParseOptions, Urn, UrnFor } from './types';
import { completeUrn, deferWarnings, NO_WARNINGS } from './urn';

export const DEFAULT_MAX_LENGTH = 8 * 1024 * 1024;
/**
 * The reference engine's default: apg-js records a node for every phrase it
 * matches, about 7 KB of peak memory per input character on the worst shapes
 * (npm run bench:hostile; 4 MiB took 18 s and 2.4 GB), so 16 KiB keeps one
 * parse near 100 MB and a tenth of a second.
 */
export const DEFAULT_REFERENCE_MAX_LENGTH = 16 * 1024;

export type ParseResult<U extends AnyUrn = Urn> = { ok: true; urn: U } | { ok: false; error: UrnParseError };

interface Resolved {
  profile: Profile<RevisionName>;
  /** The profile's matcher; the rest of its compiled grammar (diagnoser, apg-js grammar) loads on first need. */
  matcher: Matcher;
  strict: boolean;
  engine: 'fast' | 'reference';
  maxLength: number;
  namespaces: NamespaceSet | undefined;
  /** Whether the rule table can reject a grammar-valid input (else isValid needs no Urn). */
  hasErrorRules: boolean;
  /** The grammar's expression when it alone decides validity (fast engine, no error rules, not strict, no namespaces). */
  pattern: RegExp | null;
  /** Where the NID and NSS sit, when isValid can join the namespace expressions to the profile's (as for `pattern`, but with namespaces). */
  layout: ProfileLayout | null;
  /** The warnings of a parsed Urn, found when first read; undefined when the rules can fail a parse (or add to a namespace's findings). */
  lateWarnings: ((urn: AnyUrn) => readonly Diagnostic[]) | undefined;
  /** The profile's compiled grammar, once a syntax error needs its diagnoser. */
  compiled?: CompiledProfile;
}

const compiledProfiles = /* @__PURE__ */ new Map<ProfileName, CompiledProfile>();

/**
 * The compiled grammar of a shipped revision (loaded once): matcher, diagnoser,
 * apg-js grammar. A draft's comes from urnkit/drafts (src/profiles/drafts.ts).
 */
export function compiledProfile(name: RevisionName): CompiledProfile {
  const main = canonicalName(name);
  if (!isMain(main)) return draftResolution(main).compiled;
  let c = compiledProfiles.get(main);
  if (!c) compiledProfiles.set(main, (c = loadGenerated(main)));
  return c;
}

const checkedMatchers = /* @__PURE__ */ new Map<ProfileName, Matcher>();

/** A shipped profile's matcher, checked once against the profile's idea of its parts (a draft's profile is made from them). */
function profileMatcher(name: ProfileName): Matcher {
  let m = checkedMatchers.get(name);
  if (m) return m;
  m = matcherOf(name);
  if (m.meta.parts.join(' ') !== profiles[name].parts.join(' ')) {
    throw new Error(`grammar ${name} declares @parts ${m.meta.parts.join(' ')}; src/profiles/${name}.ts expects ${profiles[name].parts.join(' ')}`);
  }
  checkedMatchers.set(name, m);
  return m;
}

function resolved(name: Exclude<RevisionName, 'rfc2141bis-03'>, strict: boolean, engine: 'fast' | 'reference', maxLength: number, namespaces: NamespaceSet | undefined): Resolved {
  const draft = isMain(name) ? undefined : draftResolution(name);
  const profile = (draft ? draft.profile : profiles[name as ProfileName]) as Profile<RevisionName>;
  const matcher = draft ? draft.compiled.matcher : profileMatcher(name as ProfileName);
  const hasErrorRules = profile.rules.some((rule) => rule.severity === 'error');
  const alone = engine === 'fast' && !hasErrorRules && !strict && matcher.pattern !== null;
  const pattern = alone && !namespaces ? matcher.pattern : null;
  const layout = alone && namespaces ? (matcher.layout ?? null) : null;
  const r: Resolved = { profile, matcher, strict, engine, maxLength, namespaces, hasErrorRules, pattern, layout, lateWarnings: undefined };
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
function resolveFast(fn: string, input: unknown, options: unknown): Resolved {
  if (options === undefined && typeof input === 'string') return (defaults ??= resolved('rfc8141', false, 'fast', DEFAULT_MAX_LENGTH, undefined));
  if (typeof input === 'string') {
    let name: unknown = 'rfc8141';
    let ns: unknown = false;
    let strict: unknown = false;
    if (options !== undefined && options !== null) {
      if (typeof options !== 'object') return resolve(fn, input, options);
      // One pass over the keys: a loop pays for what it passes, and any key
      // but these three (an unknown one included) takes the checked path.
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

/** A UrnParseError; tryParse's carry no stack trace (capturing one would cost more than the parse). */
function newError(throwing: boolean, details: UrnParseErrorDetails | (() => UrnParseErrorDetails), locate?: () => number): UrnParseError {
  useExplainer(explainError);
  const traceLimit = Error.stackTraceLimit;
  if (!throwing) Error.stackTraceLimit = 0;
  try {
    return new UrnParseError(details, undefined, locate);
  } finally {
    Error.stackTraceLimit = traceLimit;
  }
}

/** What an error's hints and suggestions must respect of the failing parse's options. */
function explainOptions(r: Resolved): ExplainOptions {
  const o: ExplainOptions = { namespaces: r.namespaces, strict: r.strict };
  if (r.maxLength !== DEFAULT_MAX_LENGTH) o.maxLength = r.maxLength;
  return o;
}

function errorFrom(throwing: boolean, r: Resolved, input: string, primary: Diagnostic, expected: string, rule: string | undefined, rest: readonly Diagnostic[], found?: string): UrnParseError {
  return newError(throwing, () => ({
    // Only errors and warnings fail a parse; a note (severity 'info') never does.
    code: primary.code as FailureCode,
    profile: r.profile.name,
    offset: primary.offset,
    expected,
    found: found ?? describeFound(input, primary.offset),
    section: primary.section,
    reason: primary.message,
    input,
    rule,
    diagnostics: [primary, ...rest],
    explain: explainOptions(r),
  }));
}

/**
 * A syntax error, diagnosed when first read: the fast match only says that the
 * input fails. The offset alone takes the diagnosing matcher's cheap pass; the
 * rest one pass that finds the offset and what failed there together (the
 * reference engine knows the offset already).
 */
function syntaxError(throwing: boolean, r: Resolved, input: string, referenceOffset: number): UrnParseError {
  const compiled = (r.compiled ??= compiledProfile(r.profile.name));
  const locate = (): number => (referenceOffset >= 0 ? referenceOffset : compiled.diagnoser().locate(input).offset);
  const details = (): UrnParseErrorDetails => {
    const diagnosis = compiled.diagnoser().diagnose(input);
    const f = syntaxFailure(compiled, r.profile.syntaxCodes, input, diagnosis, referenceOffset >= 0 ? referenceOffset : diagnosis.offset);
    const d = f.diagnostic;
    return { code: d.code as FailureCode, profile: r.profile.name, offset: d.offset, expected: f.expected, found: f.found, section: d.section, reason: d.message, input, rule: f.rule, diagnostics: [d], explain: explainOptions(r) };
  };
  return newError(throwing, details, locate);
}

function runRules(r: Resolved, urn: AnyUrn, input: string, errorsOnly: boolean): Found[] | undefined {
  let found: Found[] | undefined;
  for (const rule of r.profile.rules) {
    if (errorsOnly && rule.severity === 'warning') continue;
    const finding = rule.check(urn as never, input);
    if (!finding) continue;
    const d = Object.freeze({ code: rule.code, severity: rule.severity, offset: finding.offset, message: finding.message, section: finding.section ?? rule.section });
    (found ??= []).push({ d, expected: rule.expected, found: finding.found });
  }
  return found;
}

const scratch: number[] = [];
/** The fast engine's captures, reused: a profile's create() reads them before the next parse. */
const fastCaptures = { caps: scratch, count: 0 };
/** Scratch space above this many entries is released after a parse (no retained memory after a huge input). */
const SCRATCH_KEEP = 4096;

/** The reference engine on a shipped revision: its grammar object comes from urnkit/reference (a draft's from urnkit/drafts). */
function referenceParseProfile(r: Resolved, input: string): ReturnType<ReturnType<typeof referenceEngine>['referenceParse']> {
  const name = r.profile.name;
  const engine = referenceEngine();
  // Not through compiledProfile, which would bring every diagnoser into a bundle of isValid. A draft
  // that shares another revision's grammar parses with that grammar's object.
  const grammar = isMain(name) ? () => engine.profileGrammar(name) : draftResolution(name as DraftName).compiled.grammar;
  return engine.referenceParse({ meta: r.matcher.meta, grammar }, input);
}

/**
 * Matches `input` with the chosen engine: the capture triples, or on a syntax
 * error apg-js's maxMatched (-1 from the fast engine: the diagnosis finds it).
 */
function matchGrammar(r: Resolved, input: string): { caps: number[]; count: number } | { offset: number } {
  if (r.engine === 'reference') {
    const ref = referenceParseProfile(r, input);
    return ref.ok ? { caps: ref.caps, count: ref.caps.length } : { offset: ref.maxMatched };
  }
  fastCaptures.count = r.matcher.match(input, scratch);
  return fastCaptures.count >= 0 ? fastCaptures : { offset: -1 };
}

function tooLong(throwing: boolean, r: Resolved, input: string): ParseResult<AnyUrn> {
  const why =
    r.engine === 'reference' && r.maxLength === DEFAULT_REFERENCE_MAX_LENGTH
      ? ` (the reference engine's default: apg-js needs time and memory that grow steeply with length; pass maxLength to raise it)`
      : ' (pass maxLength to raise it)';
  const d: Diagnostic = Object.freeze({
    code: 'input-too-long',
    severity: 'error',
    offset: r.maxLength,
    message: `the input has ${input.length} characters; maxLength is ${r.maxLength}${why}`,
    section: 'urnkit (option maxLength)',
  });
  return { ok: false, error: errorFrom(throwing, r, input, d, `at most ${r.maxLength} characters`, undefined, []) };
}

function run(r: Resolved, input: string, throwing: boolean): ParseResult<AnyUrn> {
  if (input.length > r.maxLength) return tooLong(throwing, r, input);
  const m = matchGrammar(r, input);
  if ('offset' in m) {
    if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
    return { ok: false, error: syntaxError(throwing, r, input, m.offset) };
  }
  const urn = r.profile.create(input, m);
  if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
  if (r.lateWarnings) {
    deferWarnings(urn, r.lateWarnings);
    return { ok: true, urn };
  }
  let found = runRules(r, urn, input, false);
  let view: NamespaceView | undefined;
  if (r.namespaces) {
    const spans = urn.spans;
    const outcome = checkNamespace(r.namespaces, r.engine, input, urn.nid, spans.nid.start, spans.nss.start, spans.nss.end);
    if (outcome.findings) (found ??= []).push(...outcome.findings);
    view = outcome.view;
  }
  if (found) {
    const failing = found.filter((f) => r.strict || f.d.severity === 'error').sort((a, b) => a.d.offset - b.d.offset);
    if (failing.length) {
      const [primary] = failing;
      const asError = Object.freeze({ ...primary.d, severity: 'error' as const });
      const rest = found.filter((f) => f !== primary).map((f) => f.d);
      return { ok: false, error: errorFrom(throwing, r, input, asError, primary.expected, primary.rule, rest, primary.found ?? describeFound(input, primary.d.offset)) };
    }
    completeUrn(urn, Object.freeze(found.map((f) => f.d)), view);
  } else if (view) completeUrn(urn, NO_WARNINGS, view);
  return { ok: true, urn };
}

/**
 * Parses a URN under a profile (RFC 8141 by default; any revision of REVISIONS).
 * Throws UrnParseError; TypeError for a non-string or bad options.
 */
export function parse<P extends RevisionName = 'rfc8141'>(input: string, options?: RevisionParseOptions & { profile?: P }): UrnFor<P> {
  const result = run(resolveFast('parse', input, options), input, true);
  if (!result.ok) throw result.error;
  return result.urn as unknown as UrnFor<P>;
}

/** Like parse, but returns { ok, urn } or { ok, error } instead of throwing UrnParseError. */
export function tryParse<P extends RevisionName = 'rfc8141'>(input: string, options?: RevisionParseOptions & { profile?: P }): ParseResult<UrnFor<P>> {
  return run(resolveFast('tryParse', input, options), input, false) as unknown as ParseResult<UrnFor<P>>;
}

/** The index in `caps` of the first triple of part `part` (every profile's @parts begin with NID and NSS), or -1. */
function partAt(caps: readonly number[], part: number, count: number): number {
  for (let i = 0; i < count; i += 3) if (caps[i] === part) return i;
  return -1;
}

/**
 * Whether parse would succeed: the same grammar, rules and namespace rules,
 * without building an error (and without a Urn when the profile's rules allow
 * it), so that a bundle of isValid alone leaves diagnostics out.
 */
export function isValid(input: string, options?: RevisionParseOptions): boolean {
  const r = resolveFast('isValid', input, options);
  if (input.length > r.maxLength) return false;
  // The grammar's own expression where nothing but the grammar decides; V8 runs it as machine code.
  // Longer inputs take the matcher: the expression's backtrack stack grows with the input.
  if (r.pattern !== null && input.length <= PATTERN_MAX_LENGTH) return r.pattern.test(input);
  if (r.layout !== null && input.length <= PATTERN_MAX_LENGTH) {
    // By grammar: the revisions that share RFC 8141's ABNF share its joined expressions.
    const v = embeddedValid(r.namespaces as NamespaceSet, r.matcher.meta.profile, r.matcher, r.layout, input);
    if (v !== undefined) return v;
  }
  let caps: number[] = scratch;
  let count: number;
  if (r.engine === 'reference') {
    const ref = referenceParseProfile(r, input);
    caps = ref.caps;
    count = ref.ok ? caps.length : -1;
  } else count = r.matcher.match(input, scratch);
  let ok = count >= 0;
  if (ok && (r.hasErrorRules || r.strict)) ok = runRules(r, r.profile.create(input, { caps, count }), input, !r.strict) === undefined;
  if (ok && r.namespaces) {
    const nid = partAt(caps, 0, count);
    const nss = partAt(caps, 1, count);
    const nidText = input.slice(caps[nid + 1], caps[nid + 2]);
    ok = namespaceAccepts(r.namespaces, r.engine, input, nidText, caps[nss + 1], caps[nss + 2]) && !(r.strict && !r.namespaces.registered(nidText));
  }
  if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
  return ok;
}
