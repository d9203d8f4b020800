/*
 * The parse pipeline, the same for every profile: match the grammar (generated
 * matcher or apg-js), build the profile's fields from the matched parts, run the
 * profile's rule table, and return a frozen Urn or a UrnParseError.
 */
import { caretExcerpt } from './diagnostics/excerpt';
import { syntaxFailure } from './diagnostics/syntax';
import { describeFound } from './diagnostics/words';
import { CompiledProfile } from './engine/compiled';
import { loadGenerated } from './engine/generated';
import { referenceParse } from './engine/reference';
import { UrnParseError } from './errors';
import { PartSpans, Profile, Rule, UrnFields } from './profiles/profile';
import { profiles } from './profiles';
import { Diagnostic, ParseOptions, ProfileName, PROFILES, Span, Urn, UrnFor } from './types';

export const DEFAULT_MAX_LENGTH = 8 * 1024 * 1024;

export type ParseResult<U extends Urn = Urn> = { ok: true; urn: U } | { ok: false; error: UrnParseError };

interface Resolved {
  profile: Profile<ProfileName>;
  compiled: CompiledProfile;
  strict: boolean;
  engine: 'fast' | 'reference';
  maxLength: number;
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

function resolve(fn: string, input: unknown, options: ParseOptions | undefined): Resolved {
  if (typeof input !== 'string') throw new TypeError(`urnkit.${fn}: expected the input to be a string, got ${describeValue(input)}`);
  const name = options?.profile ?? 'rfc8141';
  if (!PROFILES.includes(name)) throw new TypeError(`urnkit.${fn}: unknown profile ${JSON.stringify(name)}; expected one of ${PROFILES.join(', ')}`);
  const engine = options?.engine ?? 'fast';
  if (engine !== 'fast' && engine !== 'reference') throw new TypeError(`urnkit.${fn}: unknown engine ${JSON.stringify(engine)}; expected "fast" or "reference"`);
  const maxLength = options?.maxLength ?? DEFAULT_MAX_LENGTH;
  if (!(maxLength >= 0)) throw new TypeError(`urnkit.${fn}: maxLength must be a number >= 0, got ${describeValue(maxLength)}`);
  return {
    profile: profiles[name] as unknown as Profile<ProfileName>,
    compiled: compiledProfile(name),
    strict: options?.strict === true,
    engine,
    maxLength,
  };
}

function errorFrom(
  r: Resolved,
  input: string,
  primary: Diagnostic,
  expected: string,
  rule: string | undefined,
  rest: readonly Diagnostic[],
  found = describeFound(input, primary.offset),
): UrnParseError {
  const message = `${r.profile.name}: ${primary.code} at offset ${primary.offset} (${primary.section}): ${primary.message}\n${caretExcerpt(input, primary.offset)}`;
  return new UrnParseError(
    {
      code: primary.code,
      profile: r.profile.name,
      offset: primary.offset,
      expected,
      found,
      section: primary.section,
      reason: primary.message,
      input,
      rule,
      diagnostics: [primary, ...rest],
    },
    message,
  );
}

function partSpans(compiled: CompiledProfile, caps: number[], count: number): PartSpans {
  const parts = new Map<string, Span[]>();
  const names = compiled.meta.parts;
  for (let i = 0; i < count; i += 3) {
    const name = names[caps[i]];
    const span = Object.freeze({ start: caps[i + 1], end: caps[i + 2] });
    const list = parts.get(name);
    if (list) list.push(span);
    else parts.set(name, [span]);
  }
  return parts;
}

interface Found {
  d: Diagnostic;
  rule: Rule<ProfileName>;
  found?: string;
}

function runRules(r: Resolved, fields: UrnFields<ProfileName>, input: string, errorsOnly: boolean): Found[] {
  const found: Found[] = [];
  for (const rule of r.profile.rules) {
    if (errorsOnly && rule.severity === 'warning') continue;
    const finding = rule.check(fields, input);
    if (!finding) continue;
    const d = Object.freeze({ code: rule.code, severity: rule.severity, offset: finding.offset, message: finding.message, section: finding.section ?? rule.section });
    found.push({ d, rule, found: finding.found });
  }
  return found;
}

const urnPrototype = Object.freeze({
  toString(this: Urn): string {
    return this.input;
  },
});

function freezeUrn(fields: UrnFields<ProfileName>, input: string, warnings: Diagnostic[]): Urn {
  const urn = Object.create(urnPrototype) as Record<string, unknown>;
  Object.assign(urn, fields, { input, warnings: Object.freeze(warnings), spans: Object.freeze({ ...fields.spans }) });
  return Object.freeze(urn) as unknown as Urn;
}

const scratch: number[] = [];

/** Matches `input` with the chosen engine; the capture triples, or null on a syntax error. */
function matchGrammar(r: Resolved, input: string): { caps: number[]; count: number } | { offset: number } {
  if (r.engine === 'reference') {
    const ref = referenceParse(r.compiled, input);
    return ref.ok ? { caps: ref.caps, count: ref.caps.length } : { offset: ref.maxMatched };
  }
  const count = r.compiled.matcher.match(input, scratch);
  return count >= 0 ? { caps: scratch, count } : { offset: -1 };
}

function run(r: Resolved, input: string): ParseResult {
  if (input.length > r.maxLength) {
    const d: Diagnostic = Object.freeze({
      code: 'input-too-long',
      severity: 'error',
      offset: r.maxLength,
      message: `the input has ${input.length} characters; maxLength is ${r.maxLength}`,
      section: 'urnkit (option maxLength)',
    });
    return { ok: false, error: errorFrom(r, input, d, `at most ${r.maxLength} characters`, undefined, []) };
  }
  const m = matchGrammar(r, input);
  if ('offset' in m) {
    const diagnosis = r.compiled.matcher.diagnose(input);
    const offset = m.offset >= 0 ? m.offset : diagnosis.offset;
    const f = syntaxFailure(r.compiled, r.profile.syntaxCodes, input, diagnosis, offset);
    return { ok: false, error: errorFrom(r, input, f.diagnostic, f.expected, f.rule, []) };
  }
  const fields = r.profile.fields(input, partSpans(r.compiled, m.caps, m.count));
  const found = runRules(r, fields, input, false);
  const warnings = found.filter((f) => f.d.severity === 'warning').map((f) => f.d);
  const failing = found.filter((f) => r.strict || f.d.severity === 'error').sort((a, b) => a.d.offset - b.d.offset);
  if (failing.length) {
    const [primary] = failing;
    const asError = Object.freeze({ ...primary.d, severity: 'error' as const });
    const rest = found.filter((f) => f !== primary).map((f) => f.d);
    return { ok: false, error: errorFrom(r, input, asError, primary.rule.expected, undefined, rest, primary.found) };
  }
  return { ok: true, urn: freezeUrn(fields, input, warnings) };
}

/** Parses a URN under a profile (RFC 8141 by default). Throws UrnParseError; TypeError for a non-string. */
export function parse<P extends ProfileName = 'rfc8141'>(input: string, options?: ParseOptions & { profile?: P }): UrnFor<P> {
  const result = run(resolve('parse', input, options), input);
  if (!result.ok) throw result.error;
  return result.urn as UrnFor<P>;
}

/** Like parse, but returns { ok, urn } or { ok, error } instead of throwing UrnParseError. */
export function tryParse<P extends ProfileName = 'rfc8141'>(input: string, options?: ParseOptions & { profile?: P }): ParseResult<UrnFor<P>> {
  return run(resolve('tryParse', input, options), input) as ParseResult<UrnFor<P>>;
}

/** Whether parse would succeed, without building the Urn when the profile allows it. */
export function isValid(input: string, options?: ParseOptions): boolean {
  const r = resolve('isValid', input, options);
  if (input.length > r.maxLength) return false;
  const m = matchGrammar(r, input);
  if ('offset' in m) return false;
  if (!r.strict && !r.profile.rules.some((rule) => rule.severity === 'error')) return true;
  const fields = r.profile.fields(input, partSpans(r.compiled, m.caps, m.count));
  return runRules(r, fields, input, !r.strict).length === 0;
}
