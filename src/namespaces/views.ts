/*
 * The typed view of a URN's namespace: what its namespace grammar's `@parts`
 * matched, and for the namespaces where it means something more, the values
 * the registration defines (a UUID's version, an ISBN as ISBN-13, an OID's
 * arcs, an ietf document's class and number). Built from the captures of the
 * namespace grammar, never by re-reading the NSS.
 */
import type { Diagnostic, Span } from '../diagnostic';

/** One match of a `@parts` rule of a namespace grammar. */
export interface NamespaceCapture {
  readonly rule: string;
  readonly text: string;
  readonly span: Span;
}

interface ViewBase {
  /** The NID of the grammar that matched (lower case; an alias maps to it). */
  readonly nid: string;
  /** The registration the grammar comes from, e.g. "RFC 4122 s.3". */
  readonly source: string;
  /** The text of each `@parts` rule's first match, by rule name. */
  readonly parts: Readonly<Record<string, string>>;
  /** Every match of a `@parts` rule, in input order (outer before inner at the same start). */
  readonly captures: readonly NamespaceCapture[];
  /** Informational notes (severity 'info'), e.g. 'nid-community' for a community namespace; never errors or warnings. */
  readonly notes: readonly Diagnostic[];
}

/** A namespace with no view of its own: its `@parts` only. */
export interface GenericNamespaceView extends ViewBase {
  readonly kind: 'generic';
}

/** RFC 9562 s.4.1 variants (RFC 4122 s.4.1.1). */
export type UuidVariant = 'ncs' | 'rfc9562' | 'microsoft' | 'future';

/** urn:uuid (RFC 4122 s.3, RFC 9562 s.4). */
export interface UuidView extends ViewBase {
  readonly kind: 'uuid';
  /** The 32 hex digits, lower case (RFC 4122 s.3: output in lower case). */
  readonly hex: string;
  /** The variant field (the top bits of clock-seq-and-reserved). */
  readonly variant: UuidVariant;
  /** The version (the top four bits of time-high-and-version); meaningful for variant 'rfc9562'. */
  readonly version: number;
}

/** urn:isbn (ISO 2108; RFC 3187, RFC 8254). */
export interface IsbnView extends ViewBase {
  readonly kind: 'isbn';
  /** The ISBN as ISBN-13 digits (an ISBN-10 gets the "978" prefix and a new check digit). */
  readonly isbn13: string;
  /** The ISBN-10 digits, when the ISBN has one (given as ISBN-10, or an ISBN-13 with prefix 978). */
  readonly isbn10: string | undefined;
  /** Which form the URN gives. */
  readonly form: 'ISBN-10' | 'ISBN-13';
}

/** urn:issn (ISO 3297; RFC 3044, RFC 8254). */
export interface IssnView extends ViewBase {
  readonly kind: 'issn';
  /** NNNN-NNNC with an upper-case X. */
  readonly issn: string;
}

/** urn:oid (RFC 3061). */
export interface OidView extends ViewBase {
  readonly kind: 'oid';
  /** The arcs as decimal strings (arcs are unbounded integers). */
  readonly arcs: readonly string[];
}

/** urn:ietf (RFC 2648, RFC 3553). */
export interface IetfView extends ViewBase {
  readonly kind: 'ietf';
  /** rfc, fyi, std, bcp, id, mtg, params (lower case), or another class as written. */
  readonly class: string;
  /** The document number of an rfc, fyi, std or bcp URN, without leading zeros. */
  readonly number: string | undefined;
  /** The draft or meeting name of an id or mtg URN. */
  readonly name: string | undefined;
  /** The registered parameter name of a params URN (RFC 3553 s.3). */
  readonly registry: string | undefined;
}

/** One field of a DataHub key: its text, and the nested URN when the field is one. */
export interface LiKeyPart {
  readonly text: string;
  readonly span: Span;
  /** The field read as a nested urn:li URN, or undefined for a plain field. */
  readonly urn: LiUrn | undefined;
}

/** A DataHub URN (urn:li): its entity type and key, a tuple's fields split out. */
export interface LiUrn {
  /** The URN's text (for the top level, the whole NSS after "urn:li:" is `key`). */
  readonly text: string;
  readonly entityType: string;
  /** The key as written: a simple string or a parenthesised tuple. */
  readonly key: string;
  /** The key's fields: one part for a simple key, one per tuple field otherwise. */
  readonly keyParts: readonly LiKeyPart[];
}

/** urn:li (DataHub, community set). */
export interface LiView extends ViewBase, LiUrn {
  readonly kind: 'li';
}

/** The typed view of a URN's namespace (Urn.namespace), by kind. */
export type NamespaceView = UuidView | IsbnView | IssnView | OidView | IetfView | LiView | GenericNamespaceView;

type Base = ViewBase;

const NO_NOTES: readonly Diagnostic[] = /* @__PURE__ */ Object.freeze([]);

function uuid(base: Base): UuidView {
  const p = base.parts;
  const hex = ['time-low', 'time-mid', 'time-high-and-version', 'clock-seq-and-reserved', 'clock-seq-low', 'node'].map((k) => p[k]).join('').toLowerCase();
  const reserved = parseInt(hex[16], 16);
  const variant: UuidVariant = reserved < 8 ? 'ncs' : reserved < 12 ? 'rfc9562' : reserved < 14 ? 'microsoft' : 'future';
  return { ...base, kind: 'uuid', hex, variant, version: parseInt(hex[12], 16) };
}

/** EAN-13 check digit of twelve digits. */
function ean13Check(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += (i % 2 === 0 ? 1 : 3) * (twelve.charCodeAt(i) - 48);
  return String((10 - (sum % 10)) % 10);
}

/** ISBN-10 check character of nine digits. */
function isbn10Check(nine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += (10 - i) * (nine.charCodeAt(i) - 48);
  const c = (11 - (sum % 11)) % 11;
  return c === 10 ? 'X' : String(c);
}

function isbn(base: Base): IsbnView {
  const given13 = base.parts['ISBN-13'];
  const digits = (given13 ?? base.parts['ISBN-10'] ?? '').replace(/-/g, '').toUpperCase();
  if (given13 !== undefined) {
    const isbn10 = digits.startsWith('978') ? digits.slice(3, 12) + isbn10Check(digits.slice(3, 12)) : undefined;
    return { ...base, kind: 'isbn', isbn13: digits, isbn10, form: 'ISBN-13' };
  }
  const twelve = `978${digits.slice(0, 9)}`;
  return { ...base, kind: 'isbn', isbn13: twelve + ean13Check(twelve), isbn10: digits, form: 'ISBN-10' };
}

function issn(base: Base, nss: string): IssnView {
  return { ...base, kind: 'issn', issn: nss.toUpperCase() };
}

function oid(base: Base): OidView {
  return { ...base, kind: 'oid', arcs: Object.freeze(base.captures.filter((c) => c.rule === 'number').map((c) => c.text)) };
}

function ietf(base: Base, nss: string): IetfView {
  const p = base.parts;
  const written = p['ietf-class'] ?? nss;
  const number = p['doc-number'] === undefined ? undefined : p['doc-number'].replace(/^0+(?=\d)/, '');
  return { ...base, kind: 'ietf', class: written.toLowerCase(), number, name: p['draft-name'] ?? p['mtg-name'], registry: p['registry-name'] };
}

/** The DataHub URN at `level` (rule names carry the nesting depth, grammar/namespaces/community/li.abnf) inside `within`. */
function liUrn(captures: readonly NamespaceCapture[], level: number, within: Span, text: string): LiUrn {
  const inside = (c: NamespaceCapture, span: Span): boolean => c.span.start >= span.start && c.span.end <= span.end;
  const first = (rule: string): NamespaceCapture | undefined => captures.find((c) => c.rule === rule && inside(c, within));
  const key = first(`key${level}`) as NamespaceCapture;
  const fields = captures.filter((c) => c.rule === `field${level}` && inside(c, key.span));
  const parts: LiKeyPart[] = (fields.length ? fields : [key]).map((f) => {
    const nested = fields.length ? captures.find((c) => c.rule === `nested-urn${level}` && c.span.start === f.span.start && c.span.end === f.span.end) : undefined;
    return Object.freeze({ text: f.text, span: f.span, urn: nested && liUrn(captures, level + 1, nested.span, nested.text) });
  });
  return Object.freeze({ text, entityType: (first(`entity-type${level}`) as NamespaceCapture).text, key: key.text, keyParts: Object.freeze(parts) });
}

function li(base: Base, nss: string): LiView {
  const { text: _text, ...top } = liUrn(base.captures, 0, { start: -Infinity, end: Infinity }, nss);
  return { ...base, kind: 'li', text: nss, ...top };
}

/** The named views: of the shipped grammars, and (li) of the community set. */
const VIEWS: Record<string, (base: Base, nss: string) => NamespaceView> = { uuid, isbn, issn, oid, ietf };
const COMMUNITY_VIEWS: Record<string, (base: Base, nss: string) => NamespaceView> = { li };

/**
 * The frozen view of a namespace match. `caps` are (part index, start, end)
 * triples as the matcher writes them; `partNames` names the part indexes and
 * `viewParts` are the grammar's @parts. The named views (uuid, isbn, ..., li)
 * read the rule names of urnkit's own grammars, so only a shipped or
 * community grammar (`origin`) gets one.
 */
export function namespaceView(
  nid: string,
  source: string,
  origin: 'shipped' | 'community' | undefined,
  viewParts: readonly string[],
  partNames: readonly string[],
  input: string,
  nssStart: number,
  nssEnd: number,
  caps: readonly number[],
  count: number,
  notes: readonly Diagnostic[] = NO_NOTES,
): NamespaceView {
  const captures: NamespaceCapture[] = [];
  for (let i = 0; i < count; i += 3) {
    const rule = partNames[caps[i]];
    if (!viewParts.includes(rule)) continue;
    captures.push(Object.freeze({ rule, text: input.slice(caps[i + 1], caps[i + 2]), span: Object.freeze({ start: caps[i + 1], end: caps[i + 2] }) }));
  }
  // The matcher records inner matches first; readers want input order, outer first.
  captures.sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const parts: Record<string, string> = {};
  for (const c of captures) if (!(c.rule in parts)) parts[c.rule] = c.text;
  const base: Base = { nid, source, parts: Object.freeze(parts), captures: Object.freeze(captures), notes };
  const view = origin === 'shipped' ? VIEWS[nid] : origin === 'community' ? COMMUNITY_VIEWS[nid] : undefined;
  return Object.freeze(view ? view(base, input.slice(nssStart, nssEnd)) : { ...base, kind: 'generic' as const });
}
