/*
 * Prose rules on the optional components, shared by the revisions whose texts
 * have them (each says where): components a namespace must have defined first
 * (-08 to -12), an r-component reserved or not to be used yet (-12 on, RFC 8141),
 * and -14's discouraged question marks. All warnings: a parser cannot know a
 * namespace's definition, and "reserved", "SHOULD NOT" and "discouraged" are
 * not MUSTs on the string.
 */
import type { AnyUrn } from '../types';
import { urnField } from '../urn';
import { Finding } from './profile';

/** A component as a rule reads it: the Urn field, its name in words, and the delimiter before its span (empty where the part includes it). */
export interface ComponentField {
  field: string;
  label: string;
  delimiter: string;
}

/** A Urn read by field name (its type says which fields it has; the rules are given the names). */
type Parts = object;

const spanOf = (urn: Parts, field: string): { start: number; end: number } => (urn as { spans: Record<string, { start: number; end: number }> }).spans[field];
// The field as the Urn's class defines it: nothing a polluted Object.prototype adds.
const textOf = (urn: Parts, field: string): string | undefined => urnField(urn as AnyUrn, field) as string | undefined;

/** "Unless specifically defined for a particular namespace ..., use of these components is disallowed" (-08 to -12 s.3.3). */
export function componentsDisallowedRule(section: string, components: readonly ComponentField[]) {
  return {
    code: 'component-disallowed' as const,
    severity: 'warning' as const,
    section,
    expected: 'no optional component unless the namespace defines it',
    check(urn: Parts): Finding | undefined {
      for (const c of components) {
        if (textOf(urn, c.field) === undefined) continue;
        return { offset: spanOf(urn, c.field).start - c.delimiter.length, message: `the ${c.label} is disallowed unless the namespace's definition allows it` };
      }
      return undefined;
    },
  };
}

/**
 * The r-component before its semantics exist: "SHOULD NOT be used" (-16 on,
 * RFC 8141), or where the revision "reserves it for future use" (-12 to -15)
 * the message that says so.
 */
export function rComponentUsedRule(section: string, r: Pick<ComponentField, 'field' | 'delimiter'>, message = 'the r-component SHOULD NOT be used until its semantics are standardized') {
  return {
    code: 'r-component-used' as const,
    severity: 'warning' as const,
    section,
    expected: 'no r-component until its semantics are standardized',
    check(urn: Parts): Finding | undefined {
      // Spans are built on each read: most URNs have no r-component, and pay only for reading the field (a getter of the Urn's class).
      if ((urn as Record<string, unknown>)[r.field] === undefined) return undefined;
      const span = (urn as { spans: Record<string, { start: number } | undefined> }).spans[r.field];
      return span && { offset: span.start - r.delimiter.length, message };
    },
  };
}

/**
 * -14 s.3: question marks "inside the r-component, or ... at the start or end
 * of an r-comonents [sic] or q-component" are "discouraged although not
 * prohibited". A component cannot start with "?" (its rule starts with a pchar).
 */
export function questionMarksRule(section: string, q: ComponentField, r: ComponentField) {
  return {
    code: 'question-mark-discouraged' as const,
    severity: 'warning' as const,
    section,
    expected: 'no "?" inside the r-component or at the end of a q-component',
    check(urn: Parts): Finding | undefined {
      const rText = textOf(urn, r.field);
      const inR = rText === undefined ? -1 : rText.indexOf('?');
      if (inR >= 0) return { offset: spanOf(urn, r.field).start + inR, message: 'a "?" inside the r-component is discouraged: it is likely to cause confusion' };
      const qText = textOf(urn, q.field);
      if (qText !== undefined && qText.endsWith('?')) return { offset: spanOf(urn, q.field).end - 1, message: 'a "?" at the end of the q-component is discouraged: it is likely to cause confusion' };
      return undefined;
    },
  };
}
