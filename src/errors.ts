import { caretExcerpt } from './diagnostics/excerpt';
import type { ExplainOptions, Explanation } from './hints/types';
import { Diagnostic, ProfileName, PROFILES, RevisionName } from './types';

/** Every error code, with what it means. Stable: codes are never renamed. */
export const ERROR_CODES = /* @__PURE__ */ Object.freeze({
  'input-too-long': 'the input is longer than the maxLength option allows',
  'invalid-scheme': 'the input does not start with the "urn:" scheme (any case)',
  'invalid-nid': 'the namespace identifier breaks the NID rule (characters, length, hyphens) or lacks its closing ":"',
  'invalid-nss': 'the namespace-specific string is empty or holds a character its rule does not allow',
  'invalid-percent-encoding': '"%" is not followed by two hexadecimal digits',
  'invalid-r-component': 'the r-component after "?+" is empty or holds a character it does not allow (RFC 8141)',
  'invalid-q-component': 'the q-component after "?=" is empty or holds a character it does not allow (RFC 8141)',
  'invalid-f-component': 'the f-component after "#" holds a character it does not allow (RFC 8141)',
  'invalid-p-component': 'the p-component is not "/" and a path-absolute (drafts -08 to -11)',
  'invalid-query': 'the query is not a list of keyword=value directives joined by "&" (rfc2141bis)',
  'invalid-fragment': 'the fragment holds a character it does not allow (rfc2141bis)',
  'invalid-syntax': 'the input does not match the grammar at this offset',
  'reserved-nid': 'the NID "urn" is reserved and MUST NOT be used (RFC 2141, rfc2141bis)',
  'nul-octet': 'the NUL octet (%00) MUST NOT be used (RFC 2141 s.2.4, rfc2141bis s.2.5.3)',
  'duplicate-directive': 'a registered query keyword appears more than once (rfc2141bis s.2.3)',
  'invalid-namespace-nss': 'with the namespaces option: the NSS does not match the grammar of its namespace (from the registration)',
  'invalid-check-digit': 'with the namespaces option: an ISBN or ISSN check character is wrong',
} as const);

/** Every warning code (SHOULD-level and registration rules); strict mode makes them errors. */
export const WARNING_CODES = /* @__PURE__ */ Object.freeze({
  'reserved-char-unencoded': 'RFC 2141: "/", "?" or "#" appears unencoded in the NSS (s.2.3.2 SHOULD NOT)',
  'pct-encoded-alphanum': 'RFC 2141: a letter or digit is percent-encoded (s.2.3.1 MUST NOT encode a non-reserved character)',
  'query-present': 'rfc2141bis: a query MUST NOT be present in an assigned URN, only in a URI reference (s.2.3)',
  'fragment-present': 'rfc2141bis: a fragment is only for namespaces that opt in (s.2.4)',
  'nid-registration': 'RFC 8141: the NID cannot be registered as a formal or informal NID (s.5.1, s.5.2)',
  'r-component-used': 'RFC 8141: the r-component SHOULD NOT be used before its semantics are standardized (s.2.3.1)',
  'component-disallowed': 'drafts -08 to -12: a component the namespace has not defined (s.3.3)',
  'question-mark-discouraged': 'draft -14: a "?" in the r-component or ending the q-component (s.3)',
  'nid-unregistered': 'with the namespaces option: the NID is in neither IANA registry of URN namespaces (RFC 8141 s.5, s.7.2)',
} as const);

export type ErrorCode = keyof typeof ERROR_CODES;
export type WarningCode = keyof typeof WARNING_CODES;

export interface UrnParseErrorDetails {
  code: string;
  profile: RevisionName;
  offset: number;
  expected: string;
  found: string;
  section: string;
  reason: string;
  input: string;
  rule?: string;
  diagnostics: readonly Diagnostic[];
  /** The builder input field at fault ('nid', 'nss', 'rComponent', ...), set only by build(). */
  field?: string;
  /** The options of the parse that failed, so that hints suggest what is valid under them. */
  explain?: ExplainOptions;
}

type Explainer = (error: UrnParseError, options: ExplainOptions) => Explanation;
const NO_EXPLANATION: Explanation = /* @__PURE__ */ Object.freeze({ kind: undefined, hint: undefined, suggestions: Object.freeze([]) });
let explainer: Explainer | undefined;

/**
 * Gives UrnParseError its hints (src/hints/). The functions that create errors
 * call it, rather than this module importing the hints: a bundle that makes no
 * error (isValid alone) then leaves the hints out, though it keeps this class.
 */
export function useExplainer(explain: Explainer): void {
  explainer = explain;
}

/** The caret message: "<profile>: <code> at offset <n> (<section>): <reason>" and the excerpt. */
export function errorMessage(d: UrnParseErrorDetails): string {
  return `${d.profile}: ${d.code} at offset ${d.offset} (${d.section}): ${d.reason}\n${caretExcerpt(d.input, d.offset)}`;
}

/**
 * Thrown by parse (and returned by tryParse) for input that is not a URN under
 * the profile. The fields are worked out when first read: a failure found by
 * tryParse costs little more than the match until somebody asks why.
 */
export class UrnParseError extends Error {
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
    super();
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
  get code(): string {
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
    return (this.#diagnostics ??= Object.freeze([...this.#get().diagnostics]));
  }
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
