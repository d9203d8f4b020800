/*
 * The Urn classes. A profile's parse builds one, its rule table reads it, and
 * the pipeline sets its warnings and freezes it: users get immutable objects.
 *
 * A part's end is its start plus its length, so an object keeps only the start
 * offsets, in private fields; spans are computed on access. A parse then makes
 * no span objects and no offset arrays, and nothing outside can change them.
 */
import { Diagnostic, Directive, Rfc2141bisUrn, Rfc2141Urn, Rfc8141Urn, Span } from './types';

export const NO_WARNINGS: readonly Diagnostic[] = Object.freeze([]);

export const span = (start: number, end: number): Span => Object.freeze({ start, end });

/** What the matcher captured: (part index, start, end) triples, innermost first, left to right. */
export interface Captures {
  caps: readonly number[];
  count: number;
}

/** Index in `caps` of the first triple of @parts rule `part`, or -1. */
function find(c: Captures, part: number): number {
  for (let i = 0; i < c.count; i += 3) if (c.caps[i] === part) return i;
  return -1;
}

const startOf = (c: Captures, i: number): number => (i < 0 ? -1 : c.caps[i + 1]);
const textOf = (input: string, c: Captures, i: number): string | undefined => (i < 0 ? undefined : input.slice(c.caps[i + 1], c.caps[i + 2]));
const spanAt = (start: number, text: string | undefined): Span | undefined => (text === undefined ? undefined : span(start, start + text.length));

abstract class UrnMethods {
  abstract readonly input: string;
  abstract readonly spans: object;

  /** The input, exactly as given. */
  toString(): string {
    return this.input;
  }

  /** Own fields plus the spans (which are computed, so JSON.stringify would miss them). */
  toJSON(): Record<string, unknown> {
    return { ...(this as object), spans: this.spans };
  }
}

// Part indexes follow each grammar's "; @parts" pragma (checked when a profile loads).
export class Rfc2141UrnObject extends UrnMethods implements Rfc2141Urn {
  readonly profile = 'rfc2141' as const;
  warnings: readonly Diagnostic[] = NO_WARNINGS;
  readonly nid: string;
  readonly nss: string;
  readonly #nid: number;
  readonly #nss: number;

  constructor(
    readonly input: string,
    c: Captures,
  ) {
    super();
    const nid = find(c, 0);
    const nss = find(c, 1);
    this.#nid = startOf(c, nid);
    this.#nss = startOf(c, nss);
    this.nid = textOf(input, c, nid) as string;
    this.nss = textOf(input, c, nss) as string;
  }

  get spans(): Rfc2141Urn['spans'] {
    return Object.freeze({ nid: spanAt(this.#nid, this.nid) as Span, nss: spanAt(this.#nss, this.nss) as Span });
  }
}

export class Rfc2141bisUrnObject extends UrnMethods implements Rfc2141bisUrn {
  readonly profile = 'rfc2141bis' as const;
  warnings: readonly Diagnostic[] = NO_WARNINGS;
  readonly nid: string;
  readonly nss: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
  readonly #nid: number;
  readonly #nss: number;
  readonly #query: number;
  readonly #fragment: number;

  constructor(
    readonly input: string,
    c: Captures,
    readonly directives: readonly Directive[],
  ) {
    super();
    const nid = find(c, 0);
    const nss = find(c, 1);
    const query = find(c, 2);
    const fragment = find(c, 3);
    this.#nid = startOf(c, nid);
    this.#nss = startOf(c, nss);
    this.#query = startOf(c, query);
    this.#fragment = startOf(c, fragment);
    this.nid = textOf(input, c, nid) as string;
    this.nss = textOf(input, c, nss) as string;
    this.query = textOf(input, c, query);
    this.fragment = textOf(input, c, fragment);
  }

  get spans(): Rfc2141bisUrn['spans'] {
    return Object.freeze({
      nid: spanAt(this.#nid, this.nid) as Span,
      nss: spanAt(this.#nss, this.nss) as Span,
      query: spanAt(this.#query, this.query),
      fragment: spanAt(this.#fragment, this.fragment),
    });
  }
}

export class Rfc8141UrnObject extends UrnMethods implements Rfc8141Urn {
  readonly profile = 'rfc8141' as const;
  warnings: readonly Diagnostic[] = NO_WARNINGS;
  readonly nid: string;
  readonly nss: string;
  readonly rComponent: string | undefined;
  readonly qComponent: string | undefined;
  readonly fComponent: string | undefined;
  readonly #nid: number;
  readonly #nss: number;
  readonly #r: number;
  readonly #q: number;
  readonly #f: number;

  constructor(
    readonly input: string,
    c: Captures,
  ) {
    super();
    const nid = find(c, 0);
    const nss = find(c, 1);
    const r = find(c, 2);
    const q = find(c, 3);
    const f = find(c, 4);
    this.#nid = startOf(c, nid);
    this.#nss = startOf(c, nss);
    this.#r = startOf(c, r);
    this.#q = startOf(c, q);
    this.#f = startOf(c, f);
    this.nid = textOf(input, c, nid) as string;
    this.nss = textOf(input, c, nss) as string;
    this.rComponent = textOf(input, c, r);
    this.qComponent = textOf(input, c, q);
    this.fComponent = textOf(input, c, f);
  }

  get spans(): Rfc8141Urn['spans'] {
    return Object.freeze({
      nid: spanAt(this.#nid, this.nid) as Span,
      nss: spanAt(this.#nss, this.nss) as Span,
      rComponent: spanAt(this.#r, this.rComponent),
      qComponent: spanAt(this.#q, this.qComponent),
      fComponent: spanAt(this.#f, this.fComponent),
    });
  }
}
