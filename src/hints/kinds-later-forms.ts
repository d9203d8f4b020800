/*
 * Hint kinds for identifiers that follow a later edition of the registrant's
 * own standard, or a misprint, rather than the namespace's registration:
 * S1000D Issue 4 and later suffixes and XML namespace names (RFC 4688
 * registers Issue 2's), NewsML-G2 identifiers without a RevisionId (RFC 3085
 * requires one), and lower-case DEV URN subtypes (RFC 9039 prints LALPHA as
 * capitals; docs/namespaces.md, "dev: RFC 9039's LALPHA"). The grammars keep
 * to the registrations, so these say which form it is and why it is refused.
 * None suggests a fix: no registered form means the same identifier.
 */
import { deepFreeze } from '../engine/frozen';
import { tryParseWithoutHints as tryParse } from '../parsing/run';
import { PROFILES } from '../types';
import { nssEnd, nssText } from './context';
import { HintContext, HintKind } from './types';

const UNREGISTERED = 'which the registration does not allow';

/** The namespace grammar of `nid` refused this input's NSS. */
const refusedBy = (nid: string) => (c: HintContext): boolean => c.code === 'invalid-namespace-nss' && c.nssStart >= 0 && c.nid.toLowerCase() === nid;

/** `input` with `by` in place of [from, to), parsed with the failing parse's options. */
function parsesWith(c: HintContext, from: number, to: number, by: string): boolean {
  return tryParse(c.input.slice(0, from) + by + c.input.slice(to), { profile: c.profile, namespaces: c.namespaces, strict: c.strict }).ok;
}

/**
 * An S1000D code with the suffixes of S1000D Issue 4 and later: "_" issue number
 * (three digits) with an optional "-" in-work number, and/or "_" language "-"
 * country, instead of RFC 4688's "_I-nnn" and "_L-xx".
 */
const LATER_SUFFIX = /^(?:DMC|PMC|CSN|ICN|COM|DDN|DML)-[A-Z0-9-]+?((?:_[0-9]{3}(?:-[0-9]{2})?)?(?:_[A-Z]{2,3}-[A-Z]{2})?)$/i;

const s1000dSuffix = (c: HintContext): string => LATER_SUFFIX.exec(nssText(c))?.[1] ?? '';

const s1000dIssueSuffix: HintKind = {
  kind: 's1000d-issue-suffix',
  profiles: PROFILES,
  applies: (c) => refusedBy('s1000d')(c) && s1000dSuffix(c) !== '',
  hint: (c) =>
    `RFC 4688 s.2: an s1000d code may end in _I- and three digits (issue) and _L- and two letters (language); "${s1000dSuffix(c)}" is the form of S1000D Issue 4 and later, ${UNREGISTERED}`,
};

const s1000dNamespaceName: HintKind = {
  kind: 's1000d-namespace-name',
  profiles: PROFILES,
  applies: (c) => refusedBy('s1000d')(c) && /^[0-9]+(?:\.[0-9]+)*$/.test(nssText(c)),
  hint: (c) =>
    `RFC 4688 s.2: an s1000d NSS is DMC-, PMC-, CSN-, ICN-, COM-, DDN- or DML- and a code; "${nssText(c)}" is an S1000D issue number, as in the XML namespace names urn:s1000d:<issue>, ${UNREGISTERED}`,
};

const newsmlRevision: HintKind = {
  kind: 'newsml-revision',
  profiles: PROFILES,
  // The NSS would be valid with a RevisionId: only that is missing.
  applies: (c) => refusedBy('newsml')(c) && c.offset === nssEnd(c) && parsesWith(c, nssEnd(c), nssEnd(c), ':1'),
  hint: () => `RFC 3085 s.2: a newsml NSS ends in ":" and a RevisionId (a positive number, then an optional A or U); NewsML-G2 identifiers keep the revision apart, ${UNREGISTERED}`,
};

/** The subtypes RFC 9039 s.4 defines, written in lower case by its ABNF (%s strings). */
const DEV_SUBTYPES = ['mac', 'ow', 'org', 'os', 'ops'];

/** The subtype of a DEV URN: the text before its first ":". */
const devSubtype = (c: HintContext): string => /^[A-Za-z][A-Za-z0-9]*(?=:)/.exec(nssText(c))?.[0] ?? '';

const devSubtypeCase: HintKind = {
  kind: 'dev-subtype-case',
  profiles: PROFILES,
  applies(c) {
    const subtype = devSubtype(c);
    if (!refusedBy('dev')(c) || subtype === subtype.toUpperCase() || DEV_SUBTYPES.includes(subtype)) return false;
    return parsesWith(c, c.nssStart, c.nssStart + subtype.length, subtype.toUpperCase());
  },
  hint: (c) =>
    `RFC 9039 s.3.2: a subtype other than mac, ow, org, os and ops is LALPHA *( DIGIT / LALPHA ), printed as %x41-5A (capitals); "${devSubtype(c)}" has lower-case letters, which no erratum allows`,
};

// Frozen: a namespace set hands them out (SET_HINTS).
export const LATER_FORM_KINDS: readonly HintKind[] = /* @__PURE__ */ deepFreeze([s1000dIssueSuffix, s1000dNamespaceName, newsmlRevision, devSubtypeCase]);
