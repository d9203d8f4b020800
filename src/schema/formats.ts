/*
 * JSON Schema "format" validators for ajv (ajv.addFormat) and any validator
 * that takes { type, validate } definitions: "urn" (RFC 8141), one format per
 * profile, and "-ns" variants that also apply the namespace grammars (on Node
 * they load by themselves; elsewhere import urnkit/namespaces first).
 */
import { isValid } from '../parse';
import type { ProfileName } from '../types';

/** An ajv format: a string checked by a function. */
export interface FormatDefinition {
  readonly type: 'string';
  /** Whether the string is a URN under the format's profile (and namespace rules). */
  readonly validate: (value: string) => boolean;
}

const format = (profile: ProfileName, namespaces: boolean): FormatDefinition => {
  const options = { profile, namespaces };
  return Object.freeze({ type: 'string' as const, validate: (value: string) => typeof value === 'string' && isValid(value, options) });
};

/**
 * The URN formats by name, for ajv's addFormat: "urn" (RFC 8141), "urn-<profile>", and each with "-ns"
 * for the namespace rules.
 */
export const urnFormats: Readonly<Record<string, FormatDefinition>> = /* @__PURE__ */ Object.freeze({
  urn: format('rfc8141', false),
  'urn-rfc2141': format('rfc2141', false),
  'urn-rfc2141bis': format('rfc2141bis', false),
  'urn-rfc8141': format('rfc8141', false),
  'urn-ns': format('rfc8141', true),
  'urn-rfc2141-ns': format('rfc2141', true),
  'urn-rfc2141bis-ns': format('rfc2141bis', true),
  'urn-rfc8141-ns': format('rfc8141', true),
});

/** What addUrnFormats adds to: ajv, or any validator with the same addFormat. */
interface FormatHost {
  /** Registers format `name`. */
  addFormat(name: string, definition: FormatDefinition): unknown;
}

/**
 * Adds every format to an ajv instance (or anything with addFormat(name, definition)); returns it.
 * @example
 * ```ts
 * const ajv = addUrnFormats(new Ajv());
 * ajv.validate({ type: 'string', format: 'urn' }, 'urn:example:a'); // true
 * ```
 */
export function addUrnFormats<A extends FormatHost>(ajv: A): A {
  if (typeof (ajv as { addFormat?: unknown })?.addFormat !== 'function') throw new TypeError('urnkit.addUrnFormats: expected an ajv instance (an object with addFormat)');
  for (const [name, definition] of Object.entries(urnFormats)) ajv.addFormat(name, definition);
  return ajv;
}
