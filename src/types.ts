import type { DiagnosticCode } from './codes';
import type { NamespacesOption } from './namespaces/set';
import type { NamespaceView } from './namespaces/views';

/** The spec revisions urnkit implements. */
export type ProfileName = 'rfc2141' | 'rfc2141bis' | 'rfc8141';

export const PROFILES: readonly ProfileName[] = /* @__PURE__ */ Object.freeze(['rfc2141', 'rfc2141bis', 'rfc8141'] as const);

/** Half-open range of string indexes [start, end) into the parsed input. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** 'info' marks a note that is neither an error nor a warning (strict mode leaves it alone); see NOTE_CODES. */
export type Severity = 'error' | 'warning' | 'info';

/** One finding about an input: a syntax error, a MUST rule (error) or a SHOULD rule (warning). */
export interface Diagnostic {
  /** Stable kebab-case code: a key of ERROR_CODES or WARNING_CODES (NOTE_CODES for severity 'info'). */
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  /** String index the finding points at. */
  readonly offset: number;
  readonly message: string;
  /** Spec section, e.g. "RFC 8141 s.2.1". */
  readonly section: string;
}

export interface ParseOptions {
  /** Spec revision to parse under; RFC 8141 by default. */
  profile?: ProfileName;
  /** Treat every warning as an error. */
  strict?: boolean;
  /**
   * 'fast' (default) uses the matcher generated from the grammar; 'reference'
   * runs the apg-js parser on the same grammar. Results are identical.
   */
  engine?: 'fast' | 'reference';
  /** Longest input accepted, in UTF-16 code units (default 8 MiB; 16 KiB for the reference engine); longer gets 'input-too-long'. */
  maxLength?: number;
  /**
   * Apply namespace rules too (default false): `true` for the shipped namespace
   * grammars and IANA's registry; an array adds grammars of your own (they win
   * for their NIDs). The NSS must then match its NID's grammar
   * ('invalid-namespace-nss', 'invalid-check-digit'), and a NID in no registry
   * gets the warning 'nid-unregistered'.
   */
  namespaces?: NamespacesOption;
}

interface UrnCommon {
  /** The input, exactly as given. */
  readonly input: string;
  /** Namespace identifier as written (original case). */
  readonly nid: string;
  /** Namespace-specific string as written. */
  readonly nss: string;
  /** SHOULD-level findings; empty when there are none. */
  readonly warnings: readonly Diagnostic[];
  /** The namespace's typed view, when parsed with the namespaces option and the NID has a grammar. */
  readonly namespace: NamespaceView | undefined;
  /** Returns the input exactly. */
  toString(): string;
}

/** RFC 2141: urn:NID:NSS and nothing else ("?", "#" and "/" are NSS characters there). */
export interface Rfc2141Urn extends UrnCommon {
  readonly profile: 'rfc2141';
  readonly spans: { readonly nid: Span; readonly nss: Span };
}

/** A <keywd> "=" <value> pair of an rfc2141bis query (bis-03 s.2.3), in input order; `span` is not enumerable. */
export interface Directive {
  readonly keyword: string;
  readonly value: string;
  readonly span: Span;
}

/** draft-ietf-urnbis-rfc2141bis-urn-03: RFC 3986 query and fragment, directives in the query. */
export interface Rfc2141bisUrn extends UrnCommon {
  readonly profile: 'rfc2141bis';
  /** Text after "?", without it; undefined when absent. Never empty when present (s.2.3). */
  readonly query: string | undefined;
  /** Text after "#", without it; undefined when absent, '' when present and empty. */
  readonly fragment: string | undefined;
  /** The query's directives in input order, duplicates kept. */
  readonly directives: readonly Directive[];
  /** Where each part is in the input; undefined for an absent part. */
  readonly spans: { readonly nid: Span; readonly nss: Span; readonly query: Span | undefined; readonly fragment: Span | undefined };
}

/** RFC 8141: assigned-name plus optional r-, q- and f-components. */
export interface Rfc8141Urn extends UrnCommon {
  readonly profile: 'rfc8141';
  /** After "?+"; undefined when absent (never empty when present). */
  readonly rComponent: string | undefined;
  /** After "?="; undefined when absent (never empty when present). */
  readonly qComponent: string | undefined;
  /** After "#"; undefined when absent, '' when present and empty. */
  readonly fComponent: string | undefined;
  /** Where each part is in the input; undefined for an absent part. */
  readonly spans: {
    readonly nid: Span;
    readonly nss: Span;
    readonly rComponent: Span | undefined;
    readonly qComponent: Span | undefined;
    readonly fComponent: Span | undefined;
  };
}

export type Urn = Rfc2141Urn | Rfc2141bisUrn | Rfc8141Urn;

export type UrnFor<P extends ProfileName> = Extract<Urn, { profile: P }>;
