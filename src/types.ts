import type { Diagnostic, Span } from './diagnostic';
import type { NamespacesOption } from './namespaces/set';
import type { NamespaceView } from './namespaces/views';
import type { DraftName, ProfileName, RevisionName } from './revision-names';

// The names and the diagnostic shape live below the namespace layer (docs/architecture.md); they are public here.
export { PROFILES } from './revision-names';
export type { DraftName, ProfileName, RevisionName } from './revision-names';
export type { Diagnostic, Severity, Span } from './diagnostic';

/** The parts each draft revision defines beyond nid and nss, by the Urn field names (the spec's rule names in camelCase). */
export interface DraftFields {
  'saintandre-00': never;
  'rfc2141bis-07': 'query' | 'fragment';
  'rfc2141bis-08': 'pComponent' | 'qComponent' | 'fComponent';
  'rfc2141bis-09': DraftFields['rfc2141bis-08'];
  'rfc2141bis-10': DraftFields['rfc2141bis-08'];
  'rfc2141bis-11': DraftFields['rfc2141bis-08'];
  'rfc2141bis-12': 'qString' | 'rString' | 'fString';
  'rfc2141bis-13': 'qComponent' | 'rComponent' | 'fComponent';
  'rfc2141bis-14': 'qComponent' | 'rComponent' | 'fComponent';
  'rfc2141bis-15': 'qComponent' | 'rComponent' | 'resolverID' | 'fComponent';
  'rfc2141bis-16': 'qComponent' | 'rComponent' | 'fComponent';
  'rfc2141bis-17': 'qComponent' | 'rComponent' | 'fComponent';
  'rfc2141bis-18': 'rComponent' | 'qComponent' | 'fComponent';
  'rfc2141bis-19': 'rComponent' | 'qComponent' | 'fComponent';
  'rfc2141bis-20': 'rComponent' | 'qComponent' | 'fComponent';
  'rfc2141bis-21': 'rComponent' | 'qComponent' | 'fComponent';
  'rfc2141bis-22': 'rComponent' | 'qComponent' | 'fComponent';
}

/** The options of parse, tryParse and isValid, for the main profiles. */
export interface ParseOptions {
  /** Spec revision to parse under; RFC 8141 by default (RevisionParseOptions also takes the draft revisions). */
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

/** ParseOptions whose profile may also be a draft revision (parse, tryParse, isValid, extractUrns take these). */
export interface RevisionParseOptions extends Omit<ParseOptions, 'profile'> {
  /** Spec revision to parse under, main profile or draft; RFC 8141 by default. */
  profile?: RevisionName;
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

/** A parsed URN under a main profile; `profile` tells which. */
export type Urn = Rfc2141Urn | Rfc2141bisUrn | Rfc8141Urn;

type DraftUrnOf<R extends DraftName> = UrnCommon & {
  readonly profile: R;
  /** Where each part is in the input; undefined for an absent part. */
  readonly spans: { readonly nid: Span; readonly nss: Span } & { readonly [K in DraftFields[R]]: Span | undefined };
} & {
  /**
   * A part's text as the draft's rule of that name matches it (so -08's
   * q-component, "?" query, keeps its "?", and -12's q-string, after "?", does
   * not); undefined when absent.
   */
  readonly [K in DraftFields[R]]: string | undefined;
};

/** A URN parsed under a draft revision: nid, nss and the parts that revision defines (DraftFields). */
export type DraftUrn<R extends DraftName = DraftName> = R extends DraftName ? DraftUrnOf<R> : never;

/** A Urn of any revision. */
export type AnyUrn = Urn | DraftUrn;

/** The Urn type a profile (or revision) name parses to. */
export type UrnFor<P extends RevisionName> = P extends ProfileName
  ? Extract<Urn, { profile: P }>
  : P extends 'rfc2141bis-03'
    ? Rfc2141bisUrn
    : P extends DraftName
      ? DraftUrn<P>
      : never;
