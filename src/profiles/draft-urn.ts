/*
 * The Urn of a draft revision, made from its grammar's @parts: one class body
 * for every draft, so that no revision needs a class of its own. Part of
 * urnkit/drafts; the core knows a draft's Urn as a UrnBase of none of the main
 * profiles' classes.
 */
import type { DraftName, DraftUrn, Span } from '../types';
import { cut, spanOf } from '../urn';
import type { Captures, UrnBase } from '../urn';

/** The Urn field of each @parts rule the draft grammars name: the spec's rule name in camelCase. */
export const PART_FIELDS: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({
  NID: 'nid',
  NSS: 'nss',
  query: 'query',
  fragment: 'fragment',
  'p-component': 'pComponent',
  'q-component': 'qComponent',
  'r-component': 'rComponent',
  'f-component': 'fComponent',
  'q-string': 'qString',
  'r-string': 'rString',
  'f-string': 'fString',
  resolverID: 'resolverID',
});

export type DraftUrnClass = new (input: string, c: Captures) => DraftUrn;

/** The most @parts a draft grammar may have (-15: NID, NSS, q-, r-component, resolverID, f-component). */
export const MAX_DRAFT_PARTS = 6;

/**
 * The Urn class of draft `profile`, whose grammar's @parts are read as
 * `fields` (nid and nss first). One class body serves every draft: each
 * revision gets its own class from it, whose Urns have one own data property
 * per part, assigned in the order of `fields` (so that they share one shape).
 * Offsets live in private fields, as in the main profiles' classes: no array
 * to allocate per parse. `Base` is the core's UrnBase, given by the core that
 * asks (an ESM core on Node loads this module from the CommonJS build): its
 * Urns are that core's.
 */
export function draftUrnClass(Base: typeof UrnBase, profile: DraftName, fields: readonly string[]): DraftUrnClass {
  if (fields.length > MAX_DRAFT_PARTS) throw new Error(`urnkit: ${profile} declares ${fields.length} parts; a draft Urn holds at most ${MAX_DRAFT_PARTS}`);
  const frozen = Object.freeze([...fields]);
  class Draft extends Base {
    #s0 = -1;
    #e0 = -1;
    #s1 = -1;
    #e1 = -1;
    #s2 = -1;
    #e2 = -1;
    #s3 = -1;
    #e3 = -1;
    #s4 = -1;
    #e4 = -1;
    #s5 = -1;
    #e5 = -1;

    constructor(input: string, c: Captures) {
      super(input, profile);
      const { caps, count } = c;
      for (let i = 0; i < count; i += 3) {
        const start = caps[i + 1];
        const end = caps[i + 2];
        switch (caps[i]) {
          case 0:
            this.#s0 = start;
            this.#e0 = end;
            break;
          case 1:
            this.#s1 = start;
            this.#e1 = end;
            break;
          case 2:
            this.#s2 = start;
            this.#e2 = end;
            break;
          case 3:
            this.#s3 = start;
            this.#e3 = end;
            break;
          case 4:
            this.#s4 = start;
            this.#e4 = end;
            break;
          default:
            this.#s5 = start;
            this.#e5 = end;
        }
      }
      const self = this as unknown as Record<string, unknown>;
      for (let k = 0; k < frozen.length; k += 1) {
        const [start, end] = Draft.spanAt(this, k);
        self[frozen[k]] = cut(input, start, end);
      }
    }

    /** Start and end of part `k` (-1 when absent). */
    static spanAt(urn: Draft, k: number): [number, number] {
      switch (k) {
        case 0:
          return [urn.#s0, urn.#e0];
        case 1:
          return [urn.#s1, urn.#e1];
        case 2:
          return [urn.#s2, urn.#e2];
        case 3:
          return [urn.#s3, urn.#e3];
        case 4:
          return [urn.#s4, urn.#e4];
        default:
          return [urn.#s5, urn.#e5];
      }
    }

    /** As the type is named: DraftUrn<'rfc2141bis-08'>. */
    protected typeName(): string {
      return `DraftUrn<'${profile}'>`;
    }
    get spans(): DraftUrn['spans'] {
      const out: Record<string, Span | undefined> = {};
      frozen.forEach((f, k) => (out[f] = spanOf(...Draft.spanAt(this, k))));
      return Object.freeze(out) as unknown as DraftUrn['spans'];
    }
  }
  return Draft as unknown as DraftUrnClass;
}
