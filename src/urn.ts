/*
 * The Urn classes. A profile's parse builds one, its rule table reads it, and
 * the pipeline gives it its warnings and namespace view.
 *
 * The parts (profile, input, nid, nss and the profile's components) are own
 * enumerable data properties, cut from the input when the Urn is made, so a
 * spread, Object.keys and structuredClone see them. The Urn is not frozen:
 * Object.freeze cost a quarter to a third of a parse (docs/library.md), which
 * would take parse past its target. So what the Urn was parsed as lives in
 * private state too (the input, the profile, the start and end of each part),
 * which assignment cannot reach: the spans and the directives come from it,
 * and the functions that take a Urn use it as it is only while its profile,
 * input and parts still say what was parsed (urnIntact); otherwise they parse
 * its input again, as for any object.
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

/** The span of input[start, end), or undefined for an absent part (start -1). */
export const spanOf = (start: number, end: number): Span | undefined => (start < 0 ? undefined : span(start, end));

/** input.slice(start, end), or undefined for an absent part (start -1). */
export const cut = (input: string, start: number, end: number): string | undefined => (start < 0 ? undefined : input.slice(start, end));

/**
 * The key Node's util.inspect (console.log, the REPL, the debugger's console)
 * looks for: a symbol of the global registry, so the core needs no Node module.
 */
const INSPECT: unique symbol = /* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom');

/** The options util.inspect passes to a custom inspector (the part read here). */
interface InspectOptions {
  depth?: number | null;
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * A part of a Urn (nid, nss, qComponent, ...) as its profile defines it: an own
 * property of the Urn; undefined for a part the profile does not have, even
 * when a polluted Object.prototype has one of that name.
 */
export function urnField(urn: AnyUrn, field: string): unknown {
  return hasOwn.call(urn, field) ? (urn as unknown as Record<string, unknown>)[field] : undefined;
}

export abstract class UrnBase {
  /** The revision the Urn was parsed under. */
  declare readonly profile: string;
  /** The input, exactly as given. */
  declare readonly input: string;
  // Assigned by each class's constructor (the Urn types make them read-only).
  /** Namespace identifier as written (original case). */
  declare nid: string;
  /** Namespace-specific string as written. */
  declare nss: string;
  /** The input and the profile as parsed: the parts' offsets index the input, whatever is assigned to `input`. */
  readonly #parsed: string;
  readonly #profile: string;
  /** The warnings, or the function that finds them on first read (when they cannot fail the parse). */
  #warnings: readonly Diagnostic[] | ((urn: never) => readonly Diagnostic[]) = NO_WARNINGS;
  #namespace: NamespaceView | undefined = undefined;

  constructor(input: string, profile: string) {
    this.#parsed = input;
    this.#profile = profile;
    this.profile = profile;
    this.input = input;
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
    return this.input;
  }

  /** The brand (src/brand.ts): a Urn of another build or copy of urnkit is recognised, and parsed again from its input. */
  get [URN_BRAND](): true {
    return true;
  }

  /** The fields as JSON.stringify shows them: the profile, the input and the parts, then what was found (warnings, namespace) and the spans. */
  toJSON(): Record<string, unknown> {
    return { ...this, ...this.found(), warnings: this.warnings, namespace: this.#namespace, spans: (this as unknown as { spans: unknown }).spans } as unknown as Record<string, unknown>;
  }

  /** What a profile finds in the parts besides the warnings, for toJSON (rfc2141bis: the directives). */
  protected found(): object {
    return {};
  }

  /**
   * What util.inspect shows: the parts, then what was found about them (which
   * are accessors, so not shown by default). Parts that are absent, no
   * warnings and the spans are left out. Node passes `inspect` since 16.14
   * (urnkit needs 20), as do Deno and Bun.
   */
  [INSPECT](depth: number, options: InspectOptions, inspect: (value: unknown, options: InspectOptions) => string): string {
    const { spans, ...shown } = this.toJSON();
    for (const key in shown) if (shown[key] === undefined || (Array.isArray(shown[key]) && !(shown[key] as unknown[]).length)) delete shown[key];
    // `shown` stands in for this object, at its level: it gets the depth left for this object
    // (below the depth asked for, util.inspect shows "Rfc8141Urn [Object]").
    return `${this.typeName()} ${inspect(shown, { ...options, depth })}`;
  }

  /** The name of the Urn's type, as util.inspect shows it: Rfc2141Urn, Rfc2141bisUrn, Rfc8141Urn (a draft's class says its own). */
  protected typeName(): string {
    return `Rfc${this.profile.slice(3)}Urn`;
  }

  /** The input as parsed. */
  protected parsed(): string {
    return this.#parsed;
  }

  /** The pipeline's last step: warnings and the namespace view (urn.ts is not public, so neither is this). */
  static complete(urn: UrnBase, warnings: readonly Diagnostic[], namespace: NamespaceView | undefined): void {
    urn.#warnings = warnings;
    urn.#namespace = namespace;
  }

  static defer(urn: UrnBase, find: (urn: never) => readonly Diagnostic[]): void {
    urn.#warnings = find;
  }

  /** Whether the profile, the input and the parts are still what was parsed (assignment can change them: the Urn is not frozen). */
  static isIntact(urn: UrnBase): boolean {
    const spans = (urn as unknown as { spans: Record<string, Span | undefined> }).spans;
    if (urn.profile !== urn.#profile || urn.input !== urn.#parsed) return false;
    for (const field in spans) if ((urn as unknown as Record<string, unknown>)[field] !== cut(urn.#parsed, spans[field]?.start ?? -1, spans[field]?.end ?? -1)) return false;
    return true;
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

/**
 * Whether a Urn of this copy of urnkit still holds what was parsed: its
 * profile, input and parts as parse made them. A Urn whose parts were assigned
 * since is not trusted as one (the functions that take a Urn parse its input
 * again).
 */
export const urnIntact = (urn: AnyUrn): boolean => UrnBase.isIntact(urn as unknown as UrnBase);

// Part indexes follow each grammar's "; @parts" pragma (checked when a profile loads).
// Each class assigns its parts in one order, so that its Urns share one shape.
export class Rfc2141UrnObject extends UrnBase implements Rfc2141Urn {
  declare readonly profile: 'rfc2141';
  #nid0 = -1;
  #nid1 = -1;
  #nss0 = -1;
  #nss1 = -1;

  constructor(input: string, c: Captures) {
    super(input, 'rfc2141');
    const { caps, count } = c;
    for (let i = 0; i < count; i += 3) {
      if (caps[i] === 0) {
        this.#nid0 = caps[i + 1];
        this.#nid1 = caps[i + 2];
      } else if (caps[i] === 1) {
        this.#nss0 = caps[i + 1];
        this.#nss1 = caps[i + 2];
      }
    }
    this.nid = input.slice(this.#nid0, this.#nid1);
    this.nss = input.slice(this.#nss0, this.#nss1);
  }

  get spans(): Rfc2141Urn['spans'] {
    return Object.freeze({ nid: span(this.#nid0, this.#nid1), nss: span(this.#nss0, this.#nss1) });
  }
}

export class Rfc2141bisUrnObject extends UrnBase implements Rfc2141bisUrn {
  declare readonly profile: 'rfc2141bis';
  declare readonly query: string | undefined;
  declare readonly fragment: string | undefined;
  #nid0 = -1;
  #nid1 = -1;
  #nss0 = -1;
  #nss1 = -1;
  #query0 = -1;
  #query1 = -1;
  #fragment0 = -1;
  #fragment1 = -1;
  #directives: readonly Directive[] | undefined;
  readonly #readDirectives: (input: string, query: Span | undefined) => readonly Directive[];

  /**
   * `directives` are given when the engine captured them, or read on first
   * access by `readDirectives` (from the input as parsed and the query's span):
   * a URN with a long query costs nothing for them until they are asked for.
   */
  constructor(input: string, c: Captures, directives: readonly Directive[] | ((input: string, query: Span | undefined) => readonly Directive[])) {
    super(input, 'rfc2141bis');
    const { caps, count } = c;
    for (let i = 0; i < count; i += 3) {
      const part = caps[i];
      if (part === 0) {
        this.#nid0 = caps[i + 1];
        this.#nid1 = caps[i + 2];
      } else if (part === 1) {
        this.#nss0 = caps[i + 1];
        this.#nss1 = caps[i + 2];
      } else if (part === 2) {
        this.#query0 = caps[i + 1];
        this.#query1 = caps[i + 2];
      } else if (part === 3) {
        this.#fragment0 = caps[i + 1];
        this.#fragment1 = caps[i + 2];
      }
    }
    if (typeof directives === 'function') this.#readDirectives = directives;
    else {
      this.#directives = directives;
      this.#readDirectives = () => directives;
    }
    this.nid = input.slice(this.#nid0, this.#nid1);
    this.nss = input.slice(this.#nss0, this.#nss1);
    this.query = cut(input, this.#query0, this.#query1);
    this.fragment = cut(input, this.#fragment0, this.#fragment1);
  }

  /** The query's directives in input order, duplicates kept (bis-03 s.2.3). */
  get directives(): readonly Directive[] {
    return (this.#directives ??= this.#readDirectives(this.parsed(), spanOf(this.#query0, this.#query1)));
  }
  get spans(): Rfc2141bisUrn['spans'] {
    return Object.freeze({
      nid: span(this.#nid0, this.#nid1),
      nss: span(this.#nss0, this.#nss1),
      query: spanOf(this.#query0, this.#query1),
      fragment: spanOf(this.#fragment0, this.#fragment1),
    });
  }
  protected found(): object {
    return { directives: this.directives };
  }
}

export class Rfc8141UrnObject extends UrnBase implements Rfc8141Urn {
  declare readonly profile: 'rfc8141';
  declare readonly rComponent: string | undefined;
  declare readonly qComponent: string | undefined;
  declare readonly fComponent: string | undefined;
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
    super(input, 'rfc8141');
    const { caps, count } = c;
    for (let i = 0; i < count; i += 3) {
      const part = caps[i];
      if (part === 0) {
        this.#nid0 = caps[i + 1];
        this.#nid1 = caps[i + 2];
      } else if (part === 1) {
        this.#nss0 = caps[i + 1];
        this.#nss1 = caps[i + 2];
      } else if (part === 2) {
        this.#r0 = caps[i + 1];
        this.#r1 = caps[i + 2];
      } else if (part === 3) {
        this.#q0 = caps[i + 1];
        this.#q1 = caps[i + 2];
      } else if (part === 4) {
        this.#f0 = caps[i + 1];
        this.#f1 = caps[i + 2];
      }
    }
    this.nid = input.slice(this.#nid0, this.#nid1);
    this.nss = input.slice(this.#nss0, this.#nss1);
    this.rComponent = cut(input, this.#r0, this.#r1);
    this.qComponent = cut(input, this.#q0, this.#q1);
    this.fComponent = cut(input, this.#f0, this.#f1);
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
}
