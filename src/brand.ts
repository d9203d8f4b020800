/*
 * Brands: how urnkit's classes recognise their instances made by another copy
 * of the class. The ESM and CommonJS builds each hold their own copy (the
 * dual-package hazard), as does a second install or another realm (a vm
 * context, an iframe), so `instanceof` alone answers false across them. A
 * brand is a getter keyed by a symbol of the global registry, which every
 * copy, build and realm shares, on the class's prototype: it costs an
 * instance nothing, and a bundle that never uses the class leaves it out.
 */

export const URN_BRAND: unique symbol = /* @__PURE__ */ Symbol.for('urnkit.Urn');
export const PARSE_ERROR_BRAND: unique symbol = /* @__PURE__ */ Symbol.for('urnkit.UrnParseError');
export const ENCODING_ERROR_BRAND: unique symbol = /* @__PURE__ */ Symbol.for('urnkit.UrnEncodingError');
export const GRAMMAR_ERROR_BRAND: unique symbol = /* @__PURE__ */ Symbol.for('urnkit.GrammarError');

/** Whether `value` carries the brand `key`: an object made by any copy of the branded class. */
export function hasBrand(value: unknown, key: symbol): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[key] === true;
}
