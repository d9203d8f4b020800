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

const hasOwn = Object.prototype.hasOwnProperty;

/** A part's text, or undefined: an own property only (a polluted Object.prototype names no part). */
const part = (base: Base, rule: string): string | undefined => (hasOwn.call(base.parts, rule) ? base.parts[rule] : undefined);

/**
 * The captures as the tree of matches they are. A matcher records a match when
 * its rule ends (post-order: an inner match first, also one of the same span),
 * so one pass with a stack finds each capture's parent, and one more puts them
 * in input order, outer first (pre-order), where a capture's subtree is the
 * run of captures that starts with it: time linear in the number of captures,
 * which the views then read through their parents alone.
 */
export interface CaptureTree {
  /** Every capture, in input order (outer before inner at the same start). */
  readonly captures: readonly NamespaceCapture[];
  /** By index into `captures`: how many captures its subtree holds (itself too); its first child, if any, is at index + 1, the next one after that child's subtree. */
  readonly size: Int32Array;
}

/** The indexes of the captures directly inside capture `at` (-1: those inside no other), in input order. */
export function childrenOf(tree: CaptureTree, at: number): number[] {
  const out: number[] = [];
  const end = at < 0 ? tree.captures.length : at + tree.size[at];
  for (let c = at + 1; c < end; c += tree.size[c]) out.push(c);
  return out;
}

/** By part index, whether a grammar's @parts names the part (its matcher also captures rules a check or a directive reads); once per grammar. */
const wantedOf = /* @__PURE__ */ new WeakMap<readonly string[], { viewParts: readonly string[]; wanted: boolean[] }>();
function wantedParts(viewParts: readonly string[], partNames: readonly string[]): boolean[] {
  let w = wantedOf.get(partNames);
  if (w?.viewParts !== viewParts) wantedOf.set(partNames, (w = { viewParts, wanted: partNames.map((name) => viewParts.includes(name)) }));
  return w.wanted;
}

/**
 * The tree of the `@parts` captures among (part index, start, end) triples
 * `caps[0, count)` in the order a matcher writes them. An empty match adopts
 * nothing (whether an empty match beside it is inside it or after it, the
 * spans cannot say).
 */
export function captureTree(viewParts: readonly string[], partNames: readonly string[], input: string, caps: readonly number[], count: number): CaptureTree {
  const wanted = wantedParts(viewParts, partNames);
  let n = 0;
  for (let i = 0; i < count; i += 3) if (wanted[caps[i]]) n += 1;
  // In recording order: where each capture's triple is, its subtree's size, its parent and its offset in the parent's subtree.
  const at = new Int32Array(n);
  const size = new Int32Array(n);
  const parent = new Int32Array(n).fill(-1);
  const offset = new Int32Array(n);
  const stack: number[] = [];
  for (let i = 0, id = 0; i < count; i += 3) {
    if (!wanted[caps[i]]) continue;
    const start = caps[i + 1];
    const end = caps[i + 2];
    let inside = 1;
    // The children come off the stack last first: their offsets count back from the end of the subtree.
    while (start < end && stack.length) {
      const top = stack[stack.length - 1];
      if (caps[at[top] + 1] < start || caps[at[top] + 2] > end) break;
      stack.pop();
      parent[top] = id;
      inside += size[top];
      offset[top] = inside - size[top];
    }
    at[id] = i;
    size[id] = inside;
    stack.push(id);
    id += 1;
  }
  // Parents before children (a parent comes later in recording order): each capture's index in input order.
  const index = new Int32Array(n);
  for (let r = 0, next = 0; r < stack.length; r += 1) {
    index[stack[r]] = next;
    next += size[stack[r]];
  }
  for (let id = n - 1; id >= 0; id -= 1) if (parent[id] >= 0) index[id] = index[parent[id]] + size[parent[id]] - offset[id] - size[id] + 1;
  const captures = new Array<NamespaceCapture>(n);
  const ordered = new Int32Array(n);
  for (let id = 0; id < n; id += 1) {
    const i = at[id];
    captures[index[id]] = Object.freeze({ rule: partNames[caps[i]], text: input.slice(caps[i + 1], caps[i + 2]), span: Object.freeze({ start: caps[i + 1], end: caps[i + 2] }) });
    ordered[index[id]] = size[id];
  }
  return { captures, size: ordered };
}

function uuid(base: Base): UuidView {
  const hex = ['time-low', 'time-mid', 'time-high-and-version', 'clock-seq-and-reserved', 'clock-seq-low', 'node'].map((k) => part(base, k)).join('').toLowerCase();
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
  const given13 = part(base, 'ISBN-13');
  const digits = (given13 ?? part(base, 'ISBN-10') ?? '').replace(/-/g, '').toUpperCase();
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
  const written = part(base, 'ietf-class') ?? nss;
  const docNumber = part(base, 'doc-number');
  const number = docNumber === undefined ? undefined : docNumber.replace(/^0+(?=\d)/, '');
  return { ...base, kind: 'ietf', class: written.toLowerCase(), number, name: part(base, 'draft-name') ?? part(base, 'mtg-name'), registry: part(base, 'registry-name') };
}

/** The rule names of each nesting depth of grammar/namespaces/community/li.abnf (entity-type0, key0, field0, nested-urn0, entity-type1, ...). */
const LI_RULES = /* @__PURE__ */ Array.from({ length: 5 }, (_, level) => ({ entityType: `entity-type${level}`, key: `key${level}`, field: `field${level}`, nested: `nested-urn${level}` }));

/**
 * The DataHub URN at `level` whose matches are `nodes` (the captures directly
 * inside it): each capture is read once, through its parent.
 */
function liUrn(tree: CaptureTree, nodes: readonly number[], level: number, text: string): LiUrn {
  const names = LI_RULES[level];
  const { captures } = tree;
  const entityType = nodes.find((i) => captures[i].rule === names.entityType) as number;
  const key = nodes.find((i) => captures[i].rule === names.key) as number;
  const fields = childrenOf(tree, key).filter((i) => captures[i].rule === names.field);
  const parts: LiKeyPart[] = (fields.length ? fields : [key]).map((f) => {
    const nested = fields.length ? childrenOf(tree, f).find((i) => captures[i].rule === names.nested) : undefined;
    const urn = nested === undefined ? undefined : liUrn(tree, childrenOf(tree, nested), level + 1, captures[nested].text);
    return Object.freeze({ text: captures[f].text, span: captures[f].span, urn });
  });
  return Object.freeze({ text, entityType: captures[entityType].text, key: captures[key].text, keyParts: Object.freeze(parts) });
}

/** The li view of a match: its tree read from the top (li-nss itself is no @parts rule). */
export function li(base: Base, nss: string, tree: CaptureTree): LiView {
  const { text: _text, ...top } = liUrn(tree, childrenOf(tree, -1), 0, nss);
  return { ...base, kind: 'li', text: nss, ...top };
}

type ViewOf = (base: Base, nss: string, tree: CaptureTree) => NamespaceView;

/** The named views: of the shipped grammars, and (li) of the community set; a Map, so that no NID finds an inherited entry. */
const VIEWS = /* @__PURE__ */ new Map<string, ViewOf>([
  ['uuid', uuid],
  ['isbn', isbn],
  ['issn', issn],
  ['oid', oid],
  ['ietf', ietf],
]);
const COMMUNITY_VIEWS = /* @__PURE__ */ new Map<string, ViewOf>([['li', li]]);

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
  const tree = captureTree(viewParts, partNames, input, caps, count);
  const parts: Record<string, string> = {};
  for (const c of tree.captures) if (!hasOwn.call(parts, c.rule)) parts[c.rule] = c.text;
  const base: Base = { nid, source, parts: Object.freeze(parts), captures: Object.freeze(tree.captures), notes };
  const view = origin === 'shipped' ? VIEWS.get(nid) : origin === 'community' ? COMMUNITY_VIEWS.get(nid) : undefined;
  return Object.freeze(view ? view(base, input.slice(nssStart, nssEnd), tree) : { ...base, kind: 'generic' as const });
}
