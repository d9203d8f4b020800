/*
 * The Urn classes. A profile's parse builds one, its rule table reads it, and
 * the pipeline sets its warnings and freezes it: users get immutable objects.
 *
 * Spans are computed on access from offsets kept in a private field: a parse
 * then allocates no span objects, and nothing outside can change the offsets.
 */
import { Diagnostic, Directive, Rfc2141bisUrn, Rfc2141Urn, Rfc8141Urn, Span } from './types';

export const NO_WARNINGS: readonly Diagnostic[] = Object.freeze([]);

export const span = (start: number, end: number): Span => Object.freeze({ start, end });

/** Part `index` of the input, from [start, end] offset pairs (-1: absent). */
const part = (input: string, offsets: readonly number[], index: number): string | undefined =>
  offsets[2 * index] < 0 ? undefined : input.slice(offsets[2 * index], offsets[2 * index + 1]);

abstract class UrnObject {
  warnings: readonly Diagnostic[];
  /** [start, end] of each @parts rule of the grammar, in @parts order; -1 when absent. */
  readonly #offsets: readonly number[];

  constructor(
    readonly input: string,
    offsets: readonly number[],
  ) {
    this.warnings = NO_WARNINGS;
    this.#offsets = offsets;
  }

  protected spanOf(index: number): Span | undefined {
    const start = this.#offsets[2 * index];
    return start < 0 ? undefined : span(start, this.#offsets[2 * index + 1]);
  }

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

/** Offsets of the grammar's @parts rules from the matcher's capture triples (first match of each). */
export function partOffsets(caps: readonly number[], count: number, parts: number): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < 2 * parts; i += 1) offsets.push(-1);
  for (let i = 0; i < count; i += 3) {
    const k = 2 * caps[i];
    if (offsets[k] < 0) {
      offsets[k] = caps[i + 1];
      offsets[k + 1] = caps[i + 2];
    }
  }
  return offsets;
}

// Part indexes follow each grammar's "; @parts" pragma.
export class Rfc2141UrnObject extends UrnObject implements Rfc2141Urn {
  readonly profile = 'rfc2141' as const;
  readonly nid: string;
  readonly nss: string;

  constructor(input: string, offsets: readonly number[]) {
    super(input, offsets);
    this.nid = part(input, offsets, 0) as string;
    this.nss = part(input, offsets, 1) as string;
  }

  get spans(): Rfc2141Urn['spans'] {
    return Object.freeze({ nid: this.spanOf(0) as Span, nss: this.spanOf(1) as Span });
  }
}

export class Rfc2141bisUrnObject extends UrnObject implements Rfc2141bisUrn {
  readonly profile = 'rfc2141bis' as const;
  readonly nid: string;
  readonly nss: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;

  constructor(
    input: string,
    offsets: readonly number[],
    readonly directives: readonly Directive[],
  ) {
    super(input, offsets);
    this.nid = part(input, offsets, 0) as string;
    this.nss = part(input, offsets, 1) as string;
    this.query = part(input, offsets, 2);
    this.fragment = part(input, offsets, 3);
  }

  get spans(): Rfc2141bisUrn['spans'] {
    return Object.freeze({ nid: this.spanOf(0) as Span, nss: this.spanOf(1) as Span, query: this.spanOf(2), fragment: this.spanOf(3) });
  }
}

export class Rfc8141UrnObject extends UrnObject implements Rfc8141Urn {
  readonly profile = 'rfc8141' as const;
  readonly nid: string;
  readonly nss: string;
  readonly rComponent: string | undefined;
  readonly qComponent: string | undefined;
  readonly fComponent: string | undefined;

  constructor(input: string, offsets: readonly number[]) {
    super(input, offsets);
    this.nid = part(input, offsets, 0) as string;
    this.nss = part(input, offsets, 1) as string;
    this.rComponent = part(input, offsets, 2);
    this.qComponent = part(input, offsets, 3);
    this.fComponent = part(input, offsets, 4);
  }

  get spans(): Rfc8141Urn['spans'] {
    return Object.freeze({
      nid: this.spanOf(0) as Span,
      nss: this.spanOf(1) as Span,
      rComponent: this.spanOf(2),
      qComponent: this.spanOf(3),
      fComponent: this.spanOf(4),
    });
  }
}
