/*
 * The named views of urnkit's own namespace grammars: the values a
 * registration defines beyond its grammar's @parts (a UUID's version, an ISBN
 * as ISBN-13, an OID's arcs, an ietf document's class and number, a DataHub
 * URN's key split into fields and nested URNs). They read the rule names of
 * grammar/namespaces/ and grammar/namespaces/community/, so only the grammars
 * made from those files get one (./indexed.ts); they come with those grammars,
 * not with the core.
 */
import { CaptureTree, childrenOf, IetfView, IsbnView, IssnView, LiKeyPart, LiUrn, LiView, OidView, UuidVariant, UuidView, ViewBase, ViewOf } from './views';

type Base = ViewBase;

const hasOwn = Object.prototype.hasOwnProperty;

/** A part's text, or undefined: an own property only (a polluted Object.prototype names no part). */
const part = (base: Base, rule: string): string | undefined => (hasOwn.call(base.parts, rule) ? base.parts[rule] : undefined);

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

/** The named views of the shipped grammars, by NID; a Map, so that no NID finds an inherited entry. */
export const SHIPPED_VIEWS: ReadonlyMap<string, ViewOf> = /* @__PURE__ */ new Map<string, ViewOf>([
  ['uuid', uuid],
  ['isbn', isbn],
  ['issn', issn],
  ['oid', oid],
  ['ietf', ietf],
]);
/** The named views of the community grammars, by NID. */
export const COMMUNITY_VIEWS: ReadonlyMap<string, ViewOf> = /* @__PURE__ */ new Map<string, ViewOf>([['li', li]]);
