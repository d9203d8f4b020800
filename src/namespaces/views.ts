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

/** What every view has: `kind` aside, the generic view. */
export interface ViewBase {
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

const NO_NOTES: readonly Diagnostic[] = /* @__PURE__ */ Object.freeze([]);

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The captures as the tree of matches they are. A matcher records a match when
 * its rule ends (post-order: an inner match first, also one of the same span),
 * so one pass with a stack finds each capture's parent and subtree, and one
 * more puts them in input order, outer first (pre-order), where a capture's
 * subtree is the run of captures that starts with it: time linear in the
 * number of captures, which the views then read through their parents alone.
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

/**
 * The tree of the `@parts` captures among (part index, start, end) triples
 * `caps[0, count)` in the order a matcher writes them. An empty match adopts
 * nothing (whether an empty match beside it is inside it or after it, the
 * spans cannot say).
 */
export function captureTree(viewParts: readonly string[], partNames: readonly string[], input: string, caps: readonly number[], count: number): CaptureTree {
  // In recording order: where each capture's triple is, how many captures its subtree holds, and its parent.
  const at: number[] = [];
  const size: number[] = [];
  const parent: number[] = [];
  const stack: number[] = [];
  for (let i = 0; i < count; i += 3) {
    if (!viewParts.includes(partNames[caps[i]])) continue;
    const id = at.length;
    const start = caps[i + 1];
    const end = caps[i + 2];
    let inside = 1;
    while (start < end && stack.length) {
      const top = stack[stack.length - 1];
      if (caps[at[top] + 1] < start || caps[at[top] + 2] > end) break;
      parent[top] = id;
      inside += size[top];
      stack.pop();
    }
    at.push(i);
    size.push(inside);
    parent.push(-1);
    stack.push(id);
  }
  // In recording order a subtree is the run of captures that ends with its own: those before the
  // run come before it in input order too, and so do its ancestors (later in recording order).
  const depth = new Int32Array(at.length);
  const sizes = new Int32Array(at.length);
  const captures = new Array<NamespaceCapture>(at.length);
  for (let id = at.length - 1; id >= 0; id -= 1) {
    if (parent[id] >= 0) depth[id] = depth[parent[id]] + 1;
    const index = id - size[id] + 1 + depth[id];
    const start = caps[at[id] + 1];
    const end = caps[at[id] + 2];
    captures[index] = Object.freeze({ rule: partNames[caps[at[id]]], text: input.slice(start, end), span: Object.freeze({ start, end }) });
    sizes[index] = size[id];
  }
  return { captures, size: sizes };
}

/** How a named view (src/namespaces/named-views.ts) is made: from the view's base, the NSS and the capture tree. */
export type ViewOf = (base: ViewBase, nss: string, tree: CaptureTree) => NamespaceView;

/**
 * The named view of each shipped and community grammar object, set where such
 * a grammar is made (src/namespaces/indexed.ts), before it is frozen: a grammar
 * of one's own, even for the same NID, gets the generic view, and a bundle
 * without the shipped grammars holds no named view. A registered symbol, not a
 * map of this module: urnkit/namespaces/<nid> is one CommonJS file, and an ESM
 * program's urnkit has its own copy of this module.
 */
const NAMED_VIEW = Symbol.for('urnkit.namedView');

export function setNamedView(grammar: object, view: ViewOf): void {
  Object.defineProperty(grammar, NAMED_VIEW, { value: view });
}

/**
 * The frozen view of a namespace match of grammar `g`. `caps` are (part index,
 * start, end) triples as the matcher writes them; `partNames` names the part
 * indexes and `viewParts` are the grammar's @parts. The named views (uuid,
 * isbn, ..., li) read the rule names of urnkit's own grammars, so only those
 * grammars get one (setNamedView).
 */
export function namespaceView(
  g: object,
  nid: string,
  source: string,
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
  const base: ViewBase = { nid, source, parts: Object.freeze(parts), captures: Object.freeze(tree.captures), notes };
  const view = hasOwn.call(g, NAMED_VIEW) ? ((g as Record<symbol, ViewOf>)[NAMED_VIEW]) : undefined;
  return Object.freeze(view ? view(base, input.slice(nssStart, nssEnd), tree) : { ...base, kind: 'generic' as const });
}
