/*
 * Brands: how urnkit's classes recognise their instances made by another copy
 * of the class. The ESM and CommonJS builds each hold their own copy (the
 * dual-package hazard), as does a second install or another realm (a vm
 * context, an iframe), so `instanceof` alone answers false across them. A
 * brand is a getter on the class's prototype, which costs an instance nothing:
 *   - the errors use Symbol.toStringTag ("[object UrnParseError]"), a key that
 *     bundlers know to be pure, so a bundle that never makes an error (isValid
 *     alone) still leaves the error classes out;
 *   - a Urn uses a symbol of the global registry, which every copy, build and
 *     realm shares (its classes are in every bundle anyway).
 */

export const URN_BRAND: unique symbol = /* @__PURE__ */ Symbol.for('urnkit.Urn');

/** Whether `value` is an object whose property `key` is `brand`: (URN_BRAND, true) for a Urn, (Symbol.toStringTag, 'UrnParseError') for an error. */
export function hasBrand(value: unknown, key: symbol, brand: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[key] === brand;
}

/**
 * An error class that every copy of urnkit recognises: its brand is its
 * `name`, a getter on the prototype of each class ("UrnParseError"), which
 * `is`, `instanceof` and the tag read.
 */
export abstract class BrandedError extends Error {
  /**
   * `message`, as Error's. With `native` false, for an error that a function returns rather than
   * throws: an object on the class's prototype, made without Error's
   * construction, which captures a stack trace (about 250 ns, even keeping no
   * frame). Its fields, brand, message and toString() are the class's; its
   * `stack` is the accessor below.
   */
  constructor(message?: string, native = true) {
    if (!native) return Object.create(new.target.prototype) as BrandedError;
    super(message);
  }

  /**
   * The stack of an error made without Error's construction: "<name>: <message>",
   * with no frames (a native error's own `stack` hides this accessor).
   * Error.captureStackTrace(error) gives it frames.
   */
  get stack(): string {
    return `${this.name}: ${this.message}`;
  }
  /** Replaces the stack with `value`, an own property from then on, as on any error. */
  set stack(value: string) {
    Object.defineProperty(this, 'stack', { value, writable: true, configurable: true });
  }

  /** Whether `value` is an error of this class, from any build or copy of urnkit. */
  static is<T extends Error>(this: { prototype: T }, value: unknown): value is T {
    return hasBrand(value, Symbol.toStringTag, this.prototype.name);
  }

  /** `instanceof` reads the brand, as `is` does. */
  static [Symbol.hasInstance](this: { is(value: unknown): boolean }, value: unknown): boolean {
    return this.is(value);
  }

  /** The brand: `Object.prototype.toString.call(e)` is "[object <name>]". */
  get [Symbol.toStringTag](): string {
    return this.name;
  }
}
