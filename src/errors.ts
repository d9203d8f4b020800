import { BrandedError } from './brand';
import { caretExcerpt } from './diagnostics/excerpt';
import type { FailureCode } from './codes';
import type { NamespacesOption } from './namespaces/set';
import { Diagnostic, ProfileName, PROFILES, RevisionName } from './types';

export { ERROR_CODES, NOTE_CODES, WARNING_CODES } from './codes';
export type { DiagnosticCode, ErrorCode, FailureCode, NoteCode, WarningCode } from './codes';

export interface UrnParseErrorDetails {
  code: FailureCode;
  profile: RevisionName;
  offset: number;
  expected: string;
  found: string;
  section: string;
  reason: string;
  input: string;
  rule?: string;
  /** Every finding, the error first; absent: the error alone, as a Diagnostic of severity 'error' made when first read. */
  diagnostics?: readonly Diagnostic[];
  /** The builder input field at fault ('nid', 'nss', 'rComponent', ...), set only by build(). */
  field?: string;
  /** The options of the parse that failed, so that hints suggest what is valid under them. */
  explain?: ExplainOptions;
}

export interface ExplainOptions {
  /** The namespaces option the failing parse used: suggestions must pass the same namespace rules. */
  namespaces?: NamespacesOption;
  /** Whether the failing parse was strict (the only way to an error with a warning code). */
  strict?: boolean;
  /** The failing parse's maxLength, when it was not the default: a suggestion is never longer. */
  maxLength?: number;
}

export interface Explanation {
  /** The hint kind that matched (one of HINT_KINDS), or undefined. */
  kind: string | undefined;
  /** One sentence naming the rule broken and the usual cause; undefined when no kind matches. */
  hint: string | undefined;
  /** Corrected URNs, most likely first, each valid under the error's profile and options (at most 3). */
  suggestions: readonly string[];
}

type Explainer = (error: UrnParseError, options: ExplainOptions) => Explanation;
const NO_EXPLANATION: Explanation = /* @__PURE__ */ Object.freeze({ kind: undefined, hint: undefined, suggestions: /* @__PURE__ */ Object.freeze([]) });
let explainer: Explainer | undefined;

/**
 * Gives UrnParseError its hints (src/hints/). The public parse and tryParse
 * (src/parse.ts) call it when they fail, rather than this module importing the
 * hints, which sit above it: a bundle that makes no error (isValid alone) then
 * leaves the hints out, though it keeps this class.
 */
export function useExplainer(explain: Explainer): void {
  explainer = explain;
}

/**
 * A UrnParseError for a function that returns it rather than throwing it: not
 * a native error, so that no stack trace is captured (UrnParseError).
 */
export function returnedError(details: UrnParseErrorDetails | (() => UrnParseErrorDetails), locate?: () => number): UrnParseError {
  returning = true;
  return new UrnParseError(details, undefined, locate);
}

/** The caret message: "<profile>: <code> at offset <n> (<section>): <reason>" and the excerpt. */
export function errorMessage(d: UrnParseErrorDetails): string {
  return `${d.profile}: ${d.code} at offset ${d.offset} (${d.section}): ${d.reason}\n${caretExcerpt(d.input, d.offset)}`;
}

/** Set by returnedError for the one construction it makes. */
let returning = false;

/**
 * Thrown by parse (and returned by tryParse) for input that is not a URN under
 * the profile. The fields are worked out when first read: a failure found by
 * tryParse costs little more than the match until somebody asks why.
 *
 * `UrnParseError.is(x)` and `x instanceof UrnParseError` recognise an error
 * made by any copy of urnkit (the ESM and the CommonJS build, another realm):
 * both check the brand, the name that Symbol.toStringTag gives (src/brand.ts),
 * not the prototype chain.
 *
 * Thrown errors (parse, build, and every function that throws) are native
 * errors with a stack trace. Returned errors (tryParse, extraction, the
 * conformance corpus, the CLI's results) are objects on
 * `UrnParseError.prototype` made without Error's construction, which would
 * cost more than the failed match itself. They answer `instanceof
 * UrnParseError`, `instanceof Error` and `UrnParseError.is` as thrown ones do,
 * with the same fields, `message` and `toString()`; their `stack` is
 * "UrnParseError: <message>", with no frames, and a returned error that is
 * thrown prints that message as a thrown one does. What differs:
 * `util.types.isNativeError(error)` (and `Error.isError` where it exists) is
 * false, and `stack` is not an own property; `Error.captureStackTrace(error)`
 * gives one the stack of where it is called.
 */
export class UrnParseError extends BrandedError {
  #details: UrnParseErrorDetails | undefined;
  #compute: (() => UrnParseErrorDetails) | undefined;
  #locate: (() => number) | undefined;
  #offset: number | undefined;
  #message: string | undefined;
  #diagnostics: readonly Diagnostic[] | undefined;
  #explanation: Explanation | undefined;

  /**
   * `details`, or functions computing them on first need: `locate` the offset
   * alone (cheaper than the rest, and what is read most), `details` the rest.
   * The message is errorMessage(details) unless given.
   */
  constructor(details: UrnParseErrorDetails | (() => UrnParseErrorDetails), message?: string, locate?: () => number) {
    super(undefined, !returning);
    returning = false;
    if (typeof details === 'function') this.#compute = details;
    else this.#details = details;
    this.#message = message;
    this.#locate = locate;
  }

  #get(): UrnParseErrorDetails {
    if (!this.#details) {
      this.#details = (this.#compute as () => UrnParseErrorDetails)();
      this.#compute = undefined;
    }
    return this.#details;
  }

  /** Stable kebab-case code (ERROR_CODES, or a WARNING_CODES code in strict mode). */
  get code(): FailureCode {
    return this.#get().code;
  }
  /** The revision the input was parsed under (a main profile, or a draft: REVISIONS). */
  get profile(): RevisionName {
    return this.#get().profile;
  }
  /** String index of the offending character (input.length when the input ended too early). */
  get offset(): number {
    if (this.#details) return this.#details.offset;
    return (this.#offset ??= this.#locate ? this.#locate() : this.#get().offset);
  }
  /** What would have been accepted at the offset, in words. */
  get expected(): string {
    return this.#get().expected;
  }
  /** The offending character, in words ("'&'", "U+00E9 'é'", "the end of the input"). */
  get found(): string {
    return this.#get().found;
  }
  /** Spec section of the rule that failed, e.g. "RFC 8141 s.2.1". */
  get section(): string {
    return this.#get().section;
  }
  /** Grammar rule that was being matched, when the failure is a syntax error. */
  get rule(): string | undefined {
    return this.#get().rule;
  }
  /** Every error found (the first is this error), then any warnings. */
  get diagnostics(): readonly Diagnostic[] {
    if (!this.#diagnostics) {
      const d = this.#get();
      this.#diagnostics = Object.freeze(d.diagnostics ? [...d.diagnostics] : [Object.freeze({ code: d.code, severity: 'error', offset: d.offset, message: d.reason, section: d.section })]);
    }
    return this.#diagnostics;
  }
  /** The input that failed, exactly as given (for build(), the composed URN). */
  get input(): string {
    return this.#get().input;
  }
  /** The builder input field at fault ('nid', 'nss', 'rComponent', ...); undefined for parse errors. */
  get field(): string | undefined {
    return this.#get().field;
  }
  /** The caret message (computed when first read; a stack trace formats it then too). */
  get message(): string {
    return (this.#message ??= errorMessage(this.#get()));
  }

  /**
   * One sentence naming the rule that was broken and its usual cause, or
   * undefined when the mistake is none of the known kinds (docs/hints.md).
   */
  get hint(): string | undefined {
    return this.#explain().hint;
  }
  /** Up to three corrected URNs, most likely first, each valid under the same profile and options. */
  get suggestions(): readonly string[] {
    return this.#explain().suggestions;
  }
  #explain(): Explanation {
    // The hint kinds are written for the main profiles: a draft revision's error gets none.
    return (this.#explanation ??= explainer && PROFILES.includes(this.profile as ProfileName) ? explainer(this, this.#get().explain ?? {}) : NO_EXPLANATION);
  }

  /** The name, and the brand (src/brand.ts). */
  get name(): string {
    return 'UrnParseError';
  }

  /** The fields, which are accessors and so not enumerable. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      code: this.code,
      profile: this.profile,
      offset: this.offset,
      found: this.found,
      expected: this.expected,
      section: this.section,
      rule: this.rule,
      field: this.field,
      message: this.message,
      hint: this.hint,
      suggestions: this.suggestions,
      diagnostics: this.diagnostics,
    };
  }
}
