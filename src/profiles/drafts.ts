/*
 * The draft revisions as profiles: each one's grammar (its own, or the one it
 * shares an ABNF text with), and the rules of its prose, classified as the
 * rfc8141 profile classifies the same rule (registration rules and SHOULDs are
 * warnings). The rule implementations are shared (nid-registration.ts,
 * components.ts); this table only says which rule each draft's text has, and
 * where. The Urn's parts come from the grammar's @parts when it loads.
 * Part of urnkit/drafts: the core asks for a draft's profile through
 * src/profiles/index.ts, which loads this module on Node.
 */
import type { Diagnoser } from '../engine/compiled';
import { deepFreeze } from '../engine/frozen';
import { GeneratedModules, loadGenerated } from '../engine/generated';
import type { ErrorCode } from '../errors';
import { Revision, REVISIONS } from '../revisions';
import type { DraftName, DraftUrn } from '../types';
import type { Captures, UrnBase } from '../urn';
import { ComponentField, componentsDisallowedRule, questionMarksRule, rComponentUsedRule } from './components';
import { draftUrnClass, PART_FIELDS } from './draft-urn';
import { NidRegistrationRules, nidRegistrationRule } from './nid-registration';
import type { DraftResolution } from './index';
import { Profile, Rule } from './profile';
import { rfc8141 } from './rfc8141';

type DraftRule = Rule<DraftName>;

/** -08 s.6: formal NIDs (s.6.1) and informal ones (s.6.2); "X-" only loses its category. */
const nid08 = (t: string): NidRegistrationRules => ({ formal: `${t} s.6.1`, informal: `${t} s.6.2`, noLeadingZero: false });
/** -09 to -12: the s.6 note makes "X-" NIDs "not valid URNs"; informal numbers have no leading zero. */
const nid09 = (t: string): NidRegistrationRules => ({ formal: `${t} s.6.1`, informal: `${t} s.6.2`, experimental: `${t} s.6`, noLeadingZero: true });
/** -13, -14: "X-" becomes formal rule 6 (s.6.1). */
const nid13 = (t: string): NidRegistrationRules => ({ formal: `${t} s.6.1`, informal: `${t} s.6.2`, experimental: `${t} s.6.1`, noLeadingZero: true });
/** -15 on: the same rules in s.5.1 and s.5.2 (as in RFC 8141). */
const nid15 = (t: string): NidRegistrationRules => ({ formal: `${t} s.5.1`, informal: `${t} s.5.2`, experimental: `${t} s.5.1`, noLeadingZero: true });

const part = (field: string, label: string, delimiter: string): ComponentField => ({ field, label, delimiter });
/** -08 to -11: the components' rules include their delimiters ("/" path-absolute, "?" query, "#" fragment). */
const PQF = [part('pComponent', 'p-component', ''), part('qComponent', 'q-component', ''), part('fComponent', 'f-component', '')];
const Q12 = part('qString', 'q-component', '?');
const R12 = part('rString', 'r-component', '??');
const Q = part('qComponent', 'q-component', '?');
const R = part('rComponent', 'r-component', '??');
const R15 = part('rComponent', 'r-component', '?+');

/** -12 to -15: the r-component's syntax only, its use "reserved for future" (a warning, as RFC 8141's SHOULD NOT). */
const RESERVED = 'the r-component is reserved for future use: the revision defines only its syntax';

const nid = (rules: NidRegistrationRules): DraftRule => nidRegistrationRule<DraftUrn>(rules) as DraftRule;
const rules = (...list: object[]): readonly DraftRule[] => deepFreeze(list as DraftRule[]);

/** Each draft's prose rules (saintandre-00 and -07 have none beyond their ABNF). */
const DRAFT_RULES: Readonly<Record<DraftName, readonly DraftRule[]>> = {
  'saintandre-00': rules(),
  'rfc2141bis-07': rules(),
  'rfc2141bis-08': rules(nid(nid08('bis-08')), componentsDisallowedRule('bis-08 s.3.3', PQF)),
  'rfc2141bis-09': rules(nid(nid09('bis-09')), componentsDisallowedRule('bis-09 s.3.3', PQF)),
  'rfc2141bis-10': rules(nid(nid09('bis-10')), componentsDisallowedRule('bis-10 s.3.3', PQF)),
  'rfc2141bis-11': rules(nid(nid09('bis-11')), componentsDisallowedRule('bis-11 s.3.3', PQF)),
  'rfc2141bis-12': rules(
    nid(nid09('bis-12')),
    componentsDisallowedRule('bis-12 s.3.3', [Q12, R12, part('fString', 'f-component', '#')]),
    rComponentUsedRule('bis-12 s.3.3.2', R12, RESERVED),
  ),
  'rfc2141bis-13': rules(nid(nid13('bis-13')), rComponentUsedRule('bis-13 s.3.3.2', R, RESERVED)),
  'rfc2141bis-14': rules(nid(nid13('bis-14')), rComponentUsedRule('bis-14 s.3.3.2', R, RESERVED), questionMarksRule('bis-14 s.3', Q, R)),
  'rfc2141bis-15': rules(nid(nid15('bis-15')), rComponentUsedRule('bis-15 s.2.3.2', R15, RESERVED)),
  'rfc2141bis-16': rules(nid(nid15('bis-16')), rComponentUsedRule('bis-16 s.2.3.2', R15)),
  'rfc2141bis-17': rules(nid(nid15('bis-17')), rComponentUsedRule('bis-17 s.2.3.2', R15)),
  'rfc2141bis-18': rules(nid(nid15('bis-18')), rComponentUsedRule('bis-18 s.2.3.1', R15)),
  'rfc2141bis-19': rules(nid(nid15('bis-19')), rComponentUsedRule('bis-19 s.2.3.1', R15)),
  'rfc2141bis-20': rules(nid(nid15('bis-20')), rComponentUsedRule('bis-20 s.2.3.1', R15)),
  'rfc2141bis-21': rules(nid(nid15('bis-21')), rComponentUsedRule('bis-21 s.2.3.1', R15)),
  'rfc2141bis-22': rules(nid(nid15('bis-22')), rComponentUsedRule('bis-22 s.2.3.1', R15)),
};

/** Syntax error codes of the draft grammars' rules: the scheme-level rule and the @parts. */
const CODES: Readonly<Record<string, ErrorCode>> = {
  URN: 'invalid-scheme',
  'assigned-name': 'invalid-scheme',
  'pct-encoded': 'invalid-percent-encoding',
  NID: 'invalid-nid',
  NSS: 'invalid-nss',
  query: 'invalid-query',
  fragment: 'invalid-fragment',
  'p-component': 'invalid-p-component',
  'q-component': 'invalid-q-component',
  'q-string': 'invalid-q-component',
  'r-component': 'invalid-r-component',
  'r-string': 'invalid-r-component',
  resolverID: 'invalid-r-component',
  'f-component': 'invalid-f-component',
  'f-string': 'invalid-f-component',
};

const SCHEME_RULES = ['URN', 'assigned-name', 'pct-encoded'];

/** A revision's citation of a section of the grammar it shares ("RFC 8141 s.2" read by -18 is "bis-18 s.2"). */
function recite(sections: Readonly<Record<string, string>>, from: string, to: string): Record<string, string> {
  return Object.fromEntries(Object.entries(sections).map(([rule, s]) => [rule, s.startsWith(`${from} `) ? `${to}${s.slice(from.length)}` : s]));
}

/**
 * Draft `name` resolved: its profile (see draftProfile) and its compiled
 * grammar, from `grammars` (the generated modules of the drafts' grammars, by
 * grammar name) or a main profile's. A revision that shares another's ABNF
 * text shares its matcher; its diagnoser cites the revision's own sections.
 * The Urn class extends `Base`, the asking core's UrnBase.
 */
export function draftResolution(name: DraftName, Base: typeof UrnBase, grammars: Readonly<Record<string, GeneratedModules>>): DraftResolution {
  const revision = REVISIONS.find((r) => r.name === name);
  if (!revision || !Object.prototype.hasOwnProperty.call(DRAFT_RULES, name)) throw new Error(`urnkit: no draft revision ${name}`);
  const { grammar, title } = revision;
  const own = Object.prototype.hasOwnProperty.call(grammars, grammar) ? grammars[grammar] : undefined;
  const compiled = loadGenerated(grammar, own?.matcher, own?.diagnoser, own?.grammar);
  const profile = draftProfile(name, title, grammar, compiled.meta.parts, Base);
  if (grammar === name) return { profile, compiled };
  const from = (REVISIONS.find((r) => r.name === grammar) as Revision).title;
  let diagnoser: Diagnoser | undefined;
  const diagnose = (): Diagnoser => (diagnoser ??= deepFreeze({ ...compiled.diagnoser(), sections: recite(compiled.diagnoser().sections, from, title) }));
  return { profile, compiled: { ...compiled, diagnoser: diagnose } };
}

/**
 * The profile of draft `name` (cited as `title`), whose grammar declares
 * `parts` (@parts): its Urn has one field per part (PART_FIELDS), so no draft
 * needs a class of its own. Throws when the grammar names a part no field is
 * known for.
 */
function draftProfile(name: DraftName, title: string, grammar: string, parts: readonly string[], Base: typeof UrnBase): Profile<DraftName> {
  const fields = parts.map((p) => {
    const f = PART_FIELDS[p];
    if (f === undefined) throw new Error(`grammar ${grammar} declares @parts ${p}, for which src/profiles/draft-urn.ts PART_FIELDS has no field`);
    return f;
  });
  if (fields[0] !== 'nid' || fields[1] !== 'nss') throw new Error(`grammar ${grammar}: @parts must begin NID NSS`);
  const Urn = draftUrnClass(Base, name, fields);
  const syntaxCodes = grammar === rfc8141.name ? { ...rfc8141.syntaxCodes } : Object.fromEntries([...SCHEME_RULES, ...parts].filter((r) => CODES[r]).map((r) => [r, CODES[r]]));
  return deepFreeze({
    name,
    title,
    syntaxCodes,
    parts: Object.freeze([...parts]),
    create: (input: string, c: Captures) => new Urn(input, c),
    rules: DRAFT_RULES[name],
  }) as Profile<DraftName>;
}
