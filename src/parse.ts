/*
 * The parse pipeline, the same for every profile: match the grammar (generated
 * matcher or apg-js), build the profile's Urn from the matched parts, run the
 * profile's rule table, and return the frozen Urn or a UrnParseError.
 */
import { caretExcerpt } from './diagnostics/excerpt';
import { syntaxFailure } from './diagnostics/syntax';
import { describeFound } from './diagnostics/words';
import { CompiledProfile } from './engine/compiled';
import { loadGenerated } from './engine/generated';
import { referenceParse } from './engine/reference';
import { UrnParseError } from './errors';
import { Profile, Rule } from './profiles/profile';
import { profiles } from './profiles';
import { Diagnostic, ParseOptions, ProfileName, PROFILES, Urn, UrnFor } from './types';

export const DEFAULT_MAX_LENGTH = 8 * 1024 * 1024;

export type ParseResult<U extends Urn = Urn> = { ok: true; urn: U } | { ok: false; error: UrnParseError };

interface Resolved {
  profile: Profile<ProfileName>;
  compiled: CompiledProfile;
  strict: boolean;
  engine: 'fast' | 'reference';
  maxLength: number;
  /** Whether the rule table can reject a grammar-valid input (else isValid needs no Urn). */
  hasErrorRules: boolean;
}

const compiledProfiles = new Map<ProfileName, CompiledProfile>();

/** The compiled grammar of a shipped profile (loaded once). */
export function compiledProfile(name: ProfileName): CompiledProfile {
  let c = compiledProfiles.get(name);
  if (!c) {
    c = loadGenerated(name);
    compiledProfiles.set(name, c);
  }
  return c;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return `an object (${Object.prototype.toString.call(value)})`;
  if (typeof value === 'symbol') return value.toString();
  return `${typeof value} ${String(value)}`;
}

/** Options as given in most calls (none, or only a profile): resolved once. */
const plain = new Map<unknown, Resolved>();
let noOptions: Resolved | undefined;

function resolve(fn: string, input: unknown, options: ParseOptions | undefined): Resolved {
  if (typeof input !== 'string') throw new TypeError(`urnkit.${fn}: expected the input to be a string, got ${describeValue(input)}`);
  if (options === undefined && noOptions) return noOptions;
  const isPlain = options === undefined || (options.strict === undefined && options.engine === undefined && options.maxLength === undefined);
  const cached = isPlain ? plain.get(options?.profile) : undefined;
  if (cached) return cached;
  const name = options?.profile ?? 'rfc8141';
  if (!PROFILES.includes(name)) throw new TypeError(`urnkit.${fn}: unknown profile ${JSON.stringify(name)}; expected one of ${PROFILES.join(', ')}`);
  const engine = options?.engine ?? 'fast';
  if (engine !== 'fast' && engine !== 'reference') throw new TypeError(`urnkit.${fn}: unknown engine ${JSON.stringify(engine)}; expected "fast" or "reference"`);
  const maxLength = options?.maxLength ?? DEFAULT_MAX_LENGTH;
  if (!(maxLength >= 0)) throw new TypeError(`urnkit.${fn}: maxLength must be a number >= 0, got ${describeValue(maxLength)}`);
  const profile = profiles[name] as unknown as Profile<ProfileName>;
  const compiled = compiledProfile(name);
  if (compiled.meta.parts.join(' ') !== profile.parts.join(' ')) {
    throw new Error(`grammar ${name} declares @parts ${compiled.meta.parts.join(' ')}; src/profiles/${name}.ts expects ${profile.parts.join(' ')}`);
  }
  const resolved: Resolved = {
    profile,
    compiled,
    strict: options?.strict === true,
    engine,
    maxLength,
    hasErrorRules: profile.rules.some((rule) => rule.severity === 'error'),
  };
  if (isPlain) plain.set(options?.profile, resolved);
  if (options === undefined) noOptions = resolved;
  return resolved;
}

function errorFrom(
  throwing: boolean,
  r: Resolved,
  input: string,
  primary: Diagnostic,
  expected: string,
  rule: string | undefined,
  rest: readonly Diagnostic[],
  found = describeFound(input, primary.offset),
): UrnParseError {
  const message = `${r.profile.name}: ${primary.code} at offset ${primary.offset} (${primary.section}): ${primary.message}\n${caretExcerpt(input, primary.offset)}`;
  const details = { code: primary.code, profile: r.profile.name, offset: primary.offset, expected, found, section: primary.section, reason: primary.message, input, rule, diagnostics: [primary, ...rest] };
  // tryParse returns errors as values: capturing a stack trace would cost more than the parse.
  const traceLimit = Error.stackTraceLimit;
  if (!throwing) Error.stackTraceLimit = 0;
  try {
    return new UrnParseError(details, message);
  } finally {
    Error.stackTraceLimit = traceLimit;
  }
}

interface Found {
  d: Diagnostic;
  rule: Rule<ProfileName>;
  found?: string;
}

function runRules(r: Resolved, urn: Urn, input: string, errorsOnly: boolean): Found[] | undefined {
  let found: Found[] | undefined;
  for (const rule of r.profile.rules) {
    if (errorsOnly && rule.severity === 'warning') continue;
    const finding = rule.check(urn, input);
    if (!finding) continue;
    const d = Object.freeze({ code: rule.code, severity: rule.severity, offset: finding.offset, message: finding.message, section: finding.section ?? rule.section });
    (found ??= []).push({ d, rule, found: finding.found });
  }
  return found;
}

const scratch: number[] = [];
/** The fast engine's captures, reused: a profile's create() reads them before the next parse. */
const fastCaptures = { caps: scratch, count: 0 };

/**
 * Matches `input` with the chosen engine: the capture triples, or on a syntax
 * error apg-js's maxMatched (-1 from the fast engine: the diagnosis finds it).
 */
function matchGrammar(r: Resolved, input: string): { caps: number[]; count: number } | { offset: number } {
  if (r.engine === 'reference') {
    const ref = referenceParse(r.compiled, input);
    return ref.ok ? { caps: ref.caps, count: ref.caps.length } : { offset: ref.maxMatched };
  }
  fastCaptures.count = r.compiled.matcher.match(input, scratch);
  return fastCaptures.count >= 0 ? fastCaptures : { offset: -1 };
}

function run(r: Resolved, input: string, throwing: boolean): ParseResult {
  if (input.length > r.maxLength) {
    const d: Diagnostic = Object.freeze({
      code: 'input-too-long',
      severity: 'error',
      offset: r.maxLength,
      message: `the input has ${input.length} characters; maxLength is ${r.maxLength}`,
      section: 'urnkit (option maxLength)',
    });
    return { ok: false, error: errorFrom(throwing, r, input, d, `at most ${r.maxLength} characters`, undefined, []) };
  }
  const m = matchGrammar(r, input);
  if ('offset' in m) {
    const diagnosis = r.compiled.matcher.diagnose(input);
    const offset = m.offset >= 0 ? m.offset : diagnosis.offset;
    const f = syntaxFailure(r.compiled, r.profile.syntaxCodes, input, diagnosis, offset);
    return { ok: false, error: errorFrom(throwing, r, input, f.diagnostic, f.expected, f.rule, []) };
  }
  const urn = r.profile.create(input, m);
  const found = runRules(r, urn, input, false);
  if (found) {
    const failing = found.filter((f) => r.strict || f.d.severity === 'error').sort((a, b) => a.d.offset - b.d.offset);
    if (failing.length) {
      const [primary] = failing;
      const asError = Object.freeze({ ...primary.d, severity: 'error' as const });
      const rest = found.filter((f) => f !== primary).map((f) => f.d);
      return { ok: false, error: errorFrom(throwing, r, input, asError, primary.rule.expected, undefined, rest, primary.found) };
    }
    (urn as { warnings: readonly Diagnostic[] }).warnings = Object.freeze(found.map((f) => f.d));
  }
  return { ok: true, urn: Object.freeze(urn) };
}

/** Parses a URN under a profile (RFC 8141 by default). Throws UrnParseError; TypeError for a non-string. */
export function parse<P extends ProfileName = 'rfc8141'>(input: string, options?: ParseOptions & { profile?: P }): UrnFor<P> {
  const result = run(resolve('parse', input, options), input, true);
  if (!result.ok) throw result.error;
  return result.urn as UrnFor<P>;
}

/** Like parse, but returns { ok, urn } or { ok, error } instead of throwing UrnParseError. */
export function tryParse<P extends ProfileName = 'rfc8141'>(input: string, options?: ParseOptions & { profile?: P }): ParseResult<UrnFor<P>> {
  return run(resolve('tryParse', input, options), input, false) as ParseResult<UrnFor<P>>;
}

/** Whether parse would succeed, without building the Urn when the profile allows it. */
export function isValid(input: string, options?: ParseOptions): boolean {
  const r = resolve('isValid', input, options);
  if (input.length > r.maxLength) return false;
  if (r.engine === 'fast' && !r.strict && !r.hasErrorRules) return r.compiled.matcher.match(input, scratch) >= 0;
  const m = matchGrammar(r, input);
  if ('offset' in m) return false;
  if (!r.strict && !r.hasErrorRules) return true;
  const urn = r.profile.create(input, m);
  return runRules(r, urn, input, !r.strict) === undefined;
}
