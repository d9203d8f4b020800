/*
 * urnSchema(): URN validation as a Standard Schema v1 (https://standardschema.dev),
 * the interface that zod, valibot, arktype and the form and API libraries built
 * on them accept. The types below are written here to the published spec, so
 * the package needs no dependency for them; tests/schema.test.ts checks them
 * against @standard-schema/spec.
 */
import type { DiagnosticCode } from '../codes';
import { UrnParseError } from '../errors';
import { booleanOption, choiceOption, optionRecord, profileOption } from '../options';
import { tryParse } from '../parse';
import { NamespacesOption, namespacesOption } from '../namespaces/set';
import type { ProfileName, Urn } from '../types';

/** A Standard Schema v1 issue, with the UrnParseError's code, offset and section when there is one. */
export interface UrnSchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey>;
  /** ERROR_CODES (or a warning code under strict), or 'not-a-string'. */
  readonly code: DiagnosticCode | 'not-a-string';
  /** String index of the failure in the value; undefined for a value that is not a string. */
  readonly offset: number | undefined;
  readonly section: string | undefined;
}

/** The result of a Standard Schema validation: the value, or the issues. */
export type UrnSchemaResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<UrnSchemaIssue> };

/** The Standard Schema v1 shape of urnSchema's result. */
export interface UrnStandardSchema<Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'urnkit';
    /** The value (a copy of the string, or the Urn), or the issues. */
    readonly validate: (value: unknown) => UrnSchemaResult<Output>;
    readonly types?: { readonly input: string; readonly output: Output };
  };
}

/** The options of urnSchema. */
export interface UrnSchemaOptions {
  /** RFC 8141 by default. */
  profile?: ProfileName;
  /** Warnings are issues too. */
  strict?: boolean;
  /** Apply namespace grammars, as parse's option. */
  namespaces?: NamespacesOption;
  /** 'string' (default): the valid value is the input string; 'urn': the parsed Urn. */
  output?: 'string' | 'urn';
}

/**
 * A Standard Schema that accepts URN strings valid under the options (a copy of the string, or the
 * Urn).
 * @example
 * ```ts
 * urnSchema()['~standard'].validate('urn:example:a'); // { value: 'urn:example:a' }
 * ```
 */
export function urnSchema(options?: UrnSchemaOptions & { output?: 'string' }): UrnStandardSchema<string>;
export function urnSchema(options: UrnSchemaOptions & { output: 'urn' }): UrnStandardSchema<Urn>;
export function urnSchema(options?: UrnSchemaOptions): UrnStandardSchema<string | Urn> {
  const o = optionRecord('urnSchema', options, ['profile', 'strict', 'namespaces', 'output']);
  const parseOptions = { profile: profileOption('urnSchema', o), strict: booleanOption('urnSchema', o, 'strict'), namespaces: namespacesOption('urnSchema', o) };
  const urn = choiceOption('urnSchema', o, 'output', ['string', 'urn'] as const) === 'urn';
  const validate = (value: unknown): UrnSchemaResult<string | Urn> => {
    if (typeof value !== 'string') {
      const got = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
      return { issues: [{ message: `expected a URN string, got ${got}`, code: 'not-a-string', offset: undefined, section: undefined }] };
    }
    const r = tryParse(value, parseOptions);
    if (r.ok) return { value: urn ? r.urn : value };
    return { issues: [issueOf(r.error)] };
  };
  return Object.freeze({ '~standard': Object.freeze({ version: 1 as const, vendor: 'urnkit' as const, validate }) });
}

function issueOf(e: UrnParseError): UrnSchemaIssue {
  return { message: e.message, code: e.code, offset: e.offset, section: e.section };
}
