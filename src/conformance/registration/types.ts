/* What checkRegistration finds (docs/registrations.md lists every code). */
import type { Relation } from '../relations';

/** The codes of a registration check's findings, each documented in docs/registrations.md. */
export const REGISTRATION_CODES = Object.freeze([
  'nid-syntax',
  'nid-rule',
  'nid-registered',
  'no-syntax',
  'abnf-error',
  'abnf-undefined-rule',
  'abnf-unused-rule',
  'abnf-prose-value',
  'abnf-suspect-range',
  'nss-rule-undecided',
  'nss-beyond-rfc8141',
  'nss-empty-language',
  'nss-relation-unknown',
  'example-invalid-urn',
  'example-wrong-nid',
  'example-rejected',
  'example-undecided',
  'no-examples',
] as const);

/** A finding's code. */
export type RegistrationCode = (typeof REGISTRATION_CODES)[number];

/** One finding: where it is in the checked text, how bad, and what. */
export interface RegistrationFinding {
  code: RegistrationCode;
  severity: 'error' | 'warning' | 'info';
  /** 1-based line of the checked text. */
  line: number;
  /** 1-based column (UTF-16 code units), or null where the finding is about a line or the whole text. */
  column: number | null;
  /** What is wrong: it names the rule, quotes the example or shows the witness. */
  message: string;
}

/** A rule the grammar defines, as written, and where. */
export interface DefinedRule {
  name: string;
  line: number;
}

/** A rule the grammar names without defining it, which urnkit supplies from the standard that defines it. */
export interface SuppliedRule {
  name: string;
  /** Where its definition comes from: "RFC 5234 App. B.1", "RFC 3986 s.3.3", ... */
  source: string;
}

/** What a checked text says an example URN is. */
export type ExampleVerdict = 'accepted' | 'rejected' | 'invalid-urn' | 'wrong-nid' | 'unchecked' | 'undecided';

/** A URN found in the checked text and its verdict. */
export interface RegistrationExample {
  urn: string;
  line: number;
  column: number;
  verdict: ExampleVerdict;
  /** Where the grammar (or, for 'invalid-urn', RFC 8141; for 'undecided', urnkit's compiler) stopped, as an offset into `urn`; null unless rejected, undecided or invalid. */
  offset: number | null;
}

/** The NSS language the grammar defines, and how it stands to RFC 8141's NSS rule. */
export interface NssLanguage {
  /** The rule taken as the NSS (one the grammar defines, or the part after "urn:<nid>:" of a rule for the whole URN), or null where none could be chosen. */
  rule: string | null;
  /** The rule for the whole URN ("urn:" NID ":" ...) the examples are checked against, if the grammar has one. */
  wholeUrnRule: string | null;
  /** How the NSS language stands to RFC 8141's NSS rule's (`subset`: every NSS it accepts, RFC 8141 accepts); null where not computed. */
  relation: Relation | null;
  /** The shortest NSS the grammar accepts and RFC 8141 rejects; null when there is none (or not computed). */
  beyondRfc8141: string | null;
  /** The shortest NSS RFC 8141 accepts and the grammar rejects; null when there is none (or not computed). */
  onlyRfc8141: string | null;
}

/** The result of checkRegistration: the object `urnkit registration check --json` prints. */
export interface RegistrationCheck {
  /** A registration template (or an RFC holding one), or a namespace grammar file. */
  kind: 'template' | 'grammar';
  /** The Namespace Identifier as written, or null where none was found. */
  nid: string | null;
  rules: { defined: DefinedRule[]; supplied: SuppliedRule[] };
  nss: NssLanguage;
  examples: RegistrationExample[];
  /** In the order of the text: by line, then column. */
  findings: RegistrationFinding[];
}

/** The options of checkRegistration. */
export interface CheckRegistrationOptions {
  /** 'template' (default): a registration template, alone or in an RFC's text; 'grammar': a namespace grammar file (.abnf with "; @namespace"). */
  kind?: 'template' | 'grammar';
  /** The rule to take as the NSS (or as the whole URN, if it starts with "urn:"), where the grammar does not make it clear. */
  start?: string;
}
