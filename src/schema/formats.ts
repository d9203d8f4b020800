/*
 * JSON Schema "format" validators for ajv (ajv.addFormat) and any validator
 * that takes { type, validate } definitions: "urn" (RFC 8141), one format per
 * profile, and "-ns" variants that also apply the namespace grammars (on Node
 * they load by themselves; elsewhere import urnkit/namespaces first).
 */
import { isValid } from '../parse';
import type { ProfileName } from '../types';

export interface FormatDefinition {
  readonly type: 'string';
  readonly validate: (value: string) => boolean;
}

const format = (profile: ProfileName, namespaces: boolean): FormatDefinition => {
  const options = { profile, namespaces };
  return Object.freeze({ type: 'string' as const, validate: (value: string) => typeof value === 'string' && isValid(value, options) });
};

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

/** Adds every format to an ajv instance (or anything with addFormat(name, definition)); returns it. */
export function addUrnFormats<A extends { addFormat(name: string, definition: FormatDefinition): unknown }>(ajv: A): A {
  if (typeof (ajv as { addFormat?: unknown })?.addFormat !== 'function') throw new TypeError('urnkit.addUrnFormats: expected an ajv instance (an object with addFormat)');
  for (const [name, definition] of Object.entries(urnFormats)) ajv.addFormat(name, definition);
  return ajv;
}
