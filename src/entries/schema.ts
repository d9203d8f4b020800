/**
 * urnkit/schema: URN validation for JSON Schema validators (ajv) and Standard Schema consumers (zod, valibot, ...).
 *
 * @module urnkit/schema
 */
export { addUrnFormats, urnFormats } from '../schema/formats';
export type { FormatDefinition } from '../schema/formats';
export { urnSchema } from '../schema/standard';
export type { UrnSchemaIssue, UrnSchemaOptions, UrnSchemaResult, UrnStandardSchema } from '../schema/standard';
