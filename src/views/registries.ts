/* The initial IANA registrations of bis-03 s.9.2 (query keywords and "s" values). */

/** A registered query keyword of QUERY_KEYWORDS (bis-03 s.9.2.1). */
export interface QueryKeyword {
  readonly keyword: string;
  readonly purpose: string;
  readonly scope: 'global' | 'specific';
  /** Where the draft defines it. */
  readonly section: string;
}

/** bis-03 s.9.2.1, initial registrations. Each MUST NOT appear twice in a URN (s.2.3). */
export const QUERY_KEYWORDS: readonly QueryKeyword[] = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({ keyword: 's', purpose: 'intended URN resolution service', scope: 'global', section: 'bis-03 s.2.3.1' } as const),
  /* @__PURE__ */ Object.freeze({ keyword: 'c', purpose: 'component of structured resource', scope: 'global', section: 'bis-03 s.2.3.2' } as const),
]);

/** A resolution service of RESOLUTION_SERVICES (bis-03 s.9.2.2). */
export interface ResolutionService {
  readonly name: string;
  readonly purpose: string;
  readonly status: 'std' | 'exp' | 'provisional' | 'deprecated';
  readonly reference: string;
}

const service = (name: string, purpose: string, section: string): ResolutionService =>
  Object.freeze({ name, purpose, status: 'provisional' as const, reference: `RFC 2483, sec. ${section}` });

/** bis-03 s.9.2.2, initial registrations (from RFC 2483 s.4), all provisional. Names are case-sensitive (s.2.3). */
export const RESOLUTION_SERVICES: readonly ResolutionService[] = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ service('I2L', 'URI to URL', '4.1'),
  /* @__PURE__ */ service('I2Ls', 'URI to URLs', '4.2'),
  /* @__PURE__ */ service('I2R', 'URI to resource', '4.3'),
  /* @__PURE__ */ service('I2Rs', 'URI to resources', '4.4'),
  /* @__PURE__ */ service('I2C', 'URI to URC', '4.5'),
  /* @__PURE__ */ service('I2Cs', 'URI to URCs', '4.6'),
  /* @__PURE__ */ service('I2N', 'URI to URN', '4.7'),
  /* @__PURE__ */ service('I2Ns', 'URI to URNs', '4.8'),
  /* @__PURE__ */ service('I=I', 'URI equal to URI?', '4.9'),
]);
