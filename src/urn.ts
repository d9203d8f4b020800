/*
 * The Urn classes. A profile's parse builds one, its rule table reads it, and
 * the pipeline gives it its warnings and namespace view: users get immutable
 * objects.
 *
 * Immutable without freezing (Object.freeze cost about 30 ns a parse, a
 * quarter of reading the input): every field is an accessor on the prototype
 * that reads private fields, so there is no property to assign. An object keeps
 * the input and the start and end of each part; a part's text is cut from the
 * input when first read, and spans are made on access.
 */
import { URN_BRAND } from './brand';
import type { NamespaceView } from './namespaces/views';
import { AnyUrn, Diagnostic, Directive, Rfc2141bisUrn, Rfc2141Urn, Rfc8141Urn, Span } from './types';

export const NO_WARNINGS: readonly Diagnostic[] = /* @__PURE__ */ Object.freeze([]);

export const span = (start: number, end: number): Span => Object.freeze({ start, end });

/** What the matcher captured: (part index, start, end) triples, innermost first, left to right. */
export interface Captures {
  caps: readonly number[];
  count: number;
}

export const spanOf = (start: number, end: number): Span | undefined => (start < 0 ? undefined : span(start, end));

/**
 * The key Node's util.inspect (console.log, the REPL, the debugger's console)
 * looks for: a symbol of the global registry, so the core needs no Node module.
 */
const INSPECT: unique symbol = /* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom');

/** The options util.inspect passes to a custom inspector (the part read here). */
interface InspectOptions {
  depth?: number | null;
}

/**
 * A field of a Urn (nid, nss, qComponent, ...) as its profile's class defines
 * it; undefined for a field the profile does not have, even when a polluted
 * Object.prototype has one of that name.
 */
export function urnField(urn: AnyUrn, field: string): unknown {
  for (let o: object | null = urn; o !== null && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    if (Object.prototype.hasOwnProperty.call(o, field)) return (urn as unknown as Record<string, unknown>)[field];
  }
  return undefined;
}

export abstract class UrnBase {
  readonly #input: string;
  /** The warnings, or the function that finds them on first read (when they cannot fail the parse). */
  #warnings: readonly Diagnostic[] | ((urn: never) => readonly Diagnostic[]) = NO_WARNINGS;
  #namespace: NamespaceView | undefined = undefined;

  constructor(input: string) {
    this.#input = input;
  }

  /** The input, exactly as given. */
  get input(): string {
    return this.#input;
  }

  /** SHOULD-level findings; empty when there are none. */
  get warnings(): readonly Diagnostic[] {
    const w = this.#warnings;
    return typeof w === 'function' ? (this.#warnings = w(this as never)) : w;
  }

  /** The namespace's typed view (with the namespaces option). */
  get namespace(): NamespaceView | undefined {
    return this.#namespace;
  }

  /** The input, exactly as given. */
  toString(): string {
    return this.#input;
  }

  /** The brand (src/brand.ts): a Urn of another build or copy of urnkit is recognised, and parsed again from its input. */
  get [URN_BRAND](): true {
    return true;
  }

  /** The fields as JSON.stringify shows them. */
  abstract toJSON(): Record<string, unknown>;

  /**
   * What util.inspect shows: the fields are accessors on the prototype, so by
   * default it would show an empty object. Parts that are absent, no warnings
   * and the spans are left out. Node passes `inspect` since 16.14 (urnkit
   * needs 20), as do Deno and Bun.
   */
  [INSPECT](depth: number, options: InspectOptions, inspect: (value: unknown, options: InspectOptions) => string): string {
    const shown: Record<string, unknown> = {};
    const { spans, warnings, namespace, ...parts } = this.toJSON();
    // The parts first, then what was found about them.
    for (const [key, value] of Object.entries({ ...parts, warnings, namespace })) if (value !== undefined && !(Array.isArray(value) && !value.length)) shown[key] = value;
    // `shown` stands in for this object, at its level: it gets the depth left for this object
    // (below the depth asked for, util.inspect shows "Rfc8141Urn [Object]").
    return `${this.typeName()} ${inspect(shown, { ...options, depth })}`;
  }

  /** The name of the Urn's type, as util.inspect shows it: Rfc2141Urn, Rfc2141bisUrn, Rfc8141Urn (a draft's class says its own). */
  protected typeName(): string {
    return `Rfc${(this as unknown as { profile: string }).profile.slice(3)}Urn`;
  }

  /** The text of input[start, end), or undefined for an absent part (start -1). */
  protected cut(start: number, end: number): string | undefined {
    return start < 0 ? undefined : this.#input.slice(start, end);
  }

  /** What JSON.stringify shows: the fields, which are accessors and so not enumerable. */
  protected fields(): Record<string, unknown> {
    return { profile: (this as unknown as { profile: string }).profile, input: this.#input, warnings: this.warnings, namespace: this.#namespace };
  }

  /** The pipeline's last step: warnings and the namespace view (urn.ts is not public, so neither is this). */
  static complete(urn: UrnBase, warnings: readonly Diagnostic[], namespace: NamespaceView | undefined): void {
    urn.#warnings = warnings;
    urn.#namespace = namespace;
  }

  static defer(urn: UrnBase, find: (urn: never) => readonly Diagnostic[]): void {
    urn.#warnings = find;
  }
}

/** Sets what the pipeline found after the profile built the Urn. */
export const completeUrn = (urn: object, warnings: readonly Diagnostic[], namespace: NamespaceView | undefined): void =>
  UrnBase.complete(urn as UrnBase, warnings, namespace);

/**
 * Leaves the warnings to `find`, run on the Urn when they are first read: what
 * parse does when no rule can fail it, so that a caller who never reads them
 * does not pay for them. `find` must depend only on the Urn.
 */
export const deferWarnings = <U extends object>(urn: U, find: (urn: U) => readonly Diagnostic[]): void => UrnBase.defer(urn as unknown as UrnBase, find as (urn: never) => readonly Diagnostic[]);

// Part indexes follow each grammar's "; @parts" pragma (checked when a profile loads).
export class Rfc2141UrnObject extends UrnBase implements Rfc2141Urn {
  #nid0 = -1;
  #nid1 = -1;
  #nss0 = -1;
  #nss1 = -1;

  constructor(input: string, c: Captures) {
    super(input);
    const { caps, count } = c;
    for (let i = 0; i < count; i += 3) {
      if (caps[i] === 0) {
        this.#nid0 = caps[i + 1];
        this.#nid1 = caps[i + 2];
      }
      else if (caps[i] === 1) {
        this.#nss0 = caps[i + 1];
        this.#nss1 = caps[i + 2];
      }
    }
  }

  get profile(): 'rfc2141' {
    return 'rfc2141';
  }
  get nid(): string {
    return this.cut(this.#nid0, this.#nid1) as string;
  }
  get nss(): string {
    return this.cut(this.#nss0, this.#nss1) as string;
  }
  get spans(): Rfc2141Urn['spans'] {
    return Object.freeze({ nid: span(this.#nid0, this.#nid1), nss: span(this.#nss0, this.#nss1) });
  }
  toJSON(): Record<string, unknown> {
    return { ...this.fields(), nid: this.nid, nss: this.nss, spans: this.spans };
  }
}

export class Rfc2141bisUrnObject extends UrnBase implements Rfc2141bisUrn {
  #nid0 = -1;
  #nid1 = -1;
  #nss0 = -1;
  #nss1 = -1;
  #query0 = -1;
  #query1 = -1;
  #fragment0 = -1;
  #fragment1 = -1;
  #directives: readonly Directive[] | undefined;
  readonly #readDirectives: (urn: Rfc2141bisUrnObject) => readonly Directive[];

  /**
   * `directives` are given when the engine captured them, or read on first
   * access by `readDirectives`: a URN with a long query costs nothing for them
   * until they are asked for.
   */
  constructor(input: string, c: Captures, directives: readonly Directive[] | ((urn: Rfc2141bisUrnObject) => readonly Directive[])) {
    super(input);
    const { caps, count } = c;
    for (let i = 0; i < count; i += 3) {
      const part = caps[i];
      if (part === 0) {
        this.#nid0 = caps[i + 1];
        this.#nid1 = caps[i + 2];
      }
      else if (part === 1) {
        this.#nss0 = caps[i + 1];
        this.#nss1 = caps[i + 2];
      }
      else if (part === 2) {
        this.#query0 = caps[i + 1];
        this.#query1 = caps[i + 2];
      }
      else if (part === 3) {
        this.#fragment0 = caps[i + 1];
        this.#fragment1 = caps[i + 2];
      }
    }
    if (typeof directives === 'function') this.#readDirectives = directives;
    else {
      this.#directives = directives;
      this.#readDirectives = () => directives;
    }
  }

  get profile(): 'rfc2141bis' {
    return 'rfc2141bis';
  }
  get nid(): string {
    return this.cut(this.#nid0, this.#nid1) as string;
  }
  get nss(): string {
    return this.cut(this.#nss0, this.#nss1) as string;
  }
  get query(): string | undefined {
    return this.cut(this.#query0, this.#query1);
  }
  get fragment(): string | undefined {
    return this.cut(this.#fragment0, this.#fragment1);
  }
  /** The query's directives in input order, duplicates kept (bis-03 s.2.3). */
  get directives(): readonly Directive[] {
    return (this.#directives ??= this.#readDirectives(this));
  }
  get spans(): Rfc2141bisUrn['spans'] {
    return Object.freeze({
      nid: span(this.#nid0, this.#nid1),
      nss: span(this.#nss0, this.#nss1),
      query: spanOf(this.#query0, this.#query1),
      fragment: spanOf(this.#fragment0, this.#fragment1),
    });
  }
  toJSON(): Record<string, unknown> {
    return { ...this.fields(), nid: this.nid, nss: this.nss, query: this.query, fragment: this.fragment, directives: this.directives, spans: this.spans };
  }
}

export class Rfc8141UrnObject extends UrnBase implements Rfc8141Urn {
  #nid0 = -1;
  #nid1 = -1;
  #nss0 = -1;
  #nss1 = -1;
  #r0 = -1;
  #r1 = -1;
  #q0 = -1;
  #q1 = -1;
  #f0 = -1;
  #f1 = -1;

  constructor(input: string, c: Captures) {
    super(input);
    const { caps, count } = c;
    for (let i = 0; i < count; i += 3) {
      const part = caps[i];
      if (part === 0) {
        this.#nid0 = caps[i + 1];
        this.#nid1 = caps[i + 2];
      }
      else if (part === 1) {
        this.#nss0 = caps[i + 1];
        this.#nss1 = caps[i + 2];
      }
      else if (part === 2) {
        this.#r0 = caps[i + 1];
        this.#r1 = caps[i + 2];
      }
      else if (part === 3) {
        this.#q0 = caps[i + 1];
        this.#q1 = caps[i + 2];
      }
      else if (part === 4) {
        this.#f0 = caps[i + 1];
        this.#f1 = caps[i + 2];
      }
    }
  }

  get profile(): 'rfc8141' {
    return 'rfc8141';
  }
  get nid(): string {
    return this.cut(this.#nid0, this.#nid1) as string;
  }
  get nss(): string {
    return this.cut(this.#nss0, this.#nss1) as string;
  }
  get rComponent(): string | undefined {
    return this.cut(this.#r0, this.#r1);
  }
  get qComponent(): string | undefined {
    return this.cut(this.#q0, this.#q1);
  }
  get fComponent(): string | undefined {
    return this.cut(this.#f0, this.#f1);
  }
  get spans(): Rfc8141Urn['spans'] {
    return Object.freeze({
      nid: span(this.#nid0, this.#nid1),
      nss: span(this.#nss0, this.#nss1),
      rComponent: spanOf(this.#r0, this.#r1),
      qComponent: spanOf(this.#q0, this.#q1),
      fComponent: spanOf(this.#f0, this.#f1),
    });
  }
  toJSON(): Record<string, unknown> {
    return { ...this.fields(), nid: this.nid, nss: this.nss, rComponent: this.rComponent, qComponent: this.qComponent, fComponent: this.fComponent, spans: this.spans };
  }
}
