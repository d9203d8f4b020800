/*
 * What the benchmark measures. Each contender is one function applied to one
 * URN, returning a number the harness adds up (so no result can be optimized
 * away), plus the verdict it implies, compared with urnkit's RFC 8141 verdict.
 *
 * The peers answer different questions, which the table notes: urn-lib splits
 * on ":" (RFC 2141 shape, NID charset only), urns matches its own RFC 8141
 * regular expression then decodes, fast-uri parses RFC 3986 and applies its
 * URN scheme handler, URL.canParse is WHATWG URL (any "scheme:" passes).
 */
import { parse as fastUriParse } from 'fast-uri';
import { RFC2141 } from 'urn-lib';
import { parseURN } from 'urns';
import * as urnkit from '../src';
import { isValid, PROFILES, REVISIONS, RevisionName, tryParse } from '../src';
import { matcherOf } from '../src/engine/generated';
import { join } from 'path';
import { Contender, FLOOR, urnkitRows } from './harness';
import { pathToFileURL } from 'url';

/*
 * RFC 8141 s.2 as a regular expression, written from the ABNF:
 *   namestring    = assigned-name [ rq-components ] [ "#" f-component ]
 *   assigned-name = "urn" ":" NID ":" NSS
 *   NID           = (alphanum) 0*30(ldh) (alphanum)
 *   NSS           = pchar *(pchar / "/")
 *   rq-components = [ "?+" r-component ] [ "?=" q-component ]
 *   r-component   = pchar *( pchar / "/" / "?" )   ; ends where "?=" starts (s.2.3.1)
 *   q-component   = pchar *( pchar / "/" / "?" )
 *   f-component   = fragment = *( pchar / "/" / "?" )
 *   pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
 * "urn" is case-insensitive (ABNF quoted string); nothing else is.
 */
const PCHAR_SET = "A-Za-z0-9\\-._~!$&'()*+,;=:@";
const PCT = '%[0-9A-Fa-f]{2}';
const PCHAR = `(?:[${PCHAR_SET}]|${PCT})`;
const NID = '[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]';
const NSS = `${PCHAR}(?:[${PCHAR_SET}/]|${PCT})*`;
const R_COMPONENT = `${PCHAR}(?:(?!\\?=)(?:[${PCHAR_SET}/?]|${PCT}))*`;
const Q_COMPONENT = `${PCHAR}(?:[${PCHAR_SET}/?]|${PCT})*`;
const F_COMPONENT = `(?:[${PCHAR_SET}/?]|${PCT})*`;
export const RFC8141_REGEX = new RegExp(`^[Uu][Rr][Nn]:${NID}:${NSS}(?:\\?\\+${R_COMPONENT})?(?:\\?=${Q_COMPONENT})?(?:#${F_COMPONENT})?$`);

function urnLibValid(s: string): boolean {
  const parsed = RFC2141.parse(s);
  return parsed !== null && RFC2141.validate(parsed) === null;
}

function urnsValid(s: string): boolean {
  try {
    parseURN(s);
    return true;
  } catch {
    return false;
  }
}

function fastUriValid(s: string): boolean {
  const c = fastUriParse(s);
  return c.error === undefined && c.nid !== undefined;
}

const RFC8141_MATCHER = matcherOf('rfc8141');
const SCRATCH: number[] = [];

/** urnkit's rows, on the source tree. */
const SOURCE_ROWS = urnkitRows(urnkit);
const row = (id: string): Contender => SOURCE_ROWS.find((c) => c.id === id) as Contender;

/** The built package as users load it (npm run build): the CommonJS build's exports object, the ESM build's namespace. */
type Built = Pick<typeof import('../src'), 'isValid' | 'tryParse'>;
const BUILDS: { cjs?: Built; esm?: Built } = {};
const built = (which: 'cjs' | 'esm'): Built => BUILDS[which] as Built;

/** Loads the build a contender of the builds measures (its id ends in -cjs or -esm); the rest need nothing. */
export async function loadBuild(id: string): Promise<void> {
  const dist = join(__dirname, '..', 'dist');
  if (id.endsWith('-cjs')) BUILDS.cjs = require(join(dist, 'src', 'index.js')) as Built;
  // A real import(): ts-node's CommonJS output would turn the expression into a require() of the .mjs file.
  const importEsm = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
  if (id.endsWith('-esm')) BUILDS.esm = (await importEsm(pathToFileURL(join(dist, 'esm', 'index.mjs')).href)) as Built;
}

/** isValid and a typed parse through each build: what a user's `urnkit.isValid(s)` costs, read from the module object on every call. */
const BUILD_CONTENDERS: Contender[] = (['cjs', 'esm'] as const).flatMap((which): Contender[] => {
  const name = which === 'cjs' ? 'CommonJS build (dist/src, require)' : 'ESM build (dist/esm, import *)';
  return [
    {
      id: `isValid-${which}`,
      label: `urnkit isValid (rfc8141), ${name}`,
      dataset: 'all',
      one: (s) => (built(which).isValid(s) ? 1 : 0),
      verdict: (s) => built(which).isValid(s),
      note: 'as isValid above, called on the module object the package gives',
    },
    {
      id: `tryParse-valid-${which}`,
      label: `urnkit tryParse, valid URNs -> typed object, ${name}`,
      dataset: 'valid',
      one: (s) => {
        const r = built(which).tryParse(s);
        return r.ok ? r.urn.nss.length + (r.urn.qComponent?.length ?? 0) : -1;
      },
      note: 'as tryParse on valid URNs above, called on the module object the package gives',
    },
  ];
});

export const CONTENDERS: readonly Contender[] = [
  FLOOR,
  row('isValid'),
  {
    id: 'matcher',
    label: 'urnkit generated matcher alone (rfc8141)',
    dataset: 'all',
    one: (s) => (RFC8141_MATCHER.match(s, SCRATCH) >= 0 ? 1 : 0),
    verdict: (s) => RFC8141_MATCHER.match(s, SCRATCH) >= 0,
    note: "the generated JavaScript matcher (what isValid ran before the expression), verdict and part offsets: the benchmark's choice between the two",
  },
  row('isValid-ns'),
  row('tryParse'),
  {
    id: 'reference',
    label: "urnkit tryParse, engine 'reference' (apg-js)",
    dataset: 'sample',
    one: (s) => {
      const r = tryParse(s, { engine: 'reference' });
      return r.ok ? r.urn.nss.length : r.error.offset;
    },
    verdict: (s) => tryParse(s, { engine: 'reference' }).ok,
    note: 'apg-js interpreter; every 50th URN (2,000), per-URN figures',
  },
  {
    id: 'regex',
    label: 'RFC 8141 regex (bench/contenders.ts)',
    dataset: 'all',
    one: (s) => (RFC8141_REGEX.test(s) ? 1 : 0),
    verdict: (s) => RFC8141_REGEX.test(s),
    note: 'RegExp.test of a hand-written full RFC 8141 expression',
  },
  {
    id: 'urns',
    label: 'urns parseURN',
    dataset: 'all',
    one: (s) => {
      try {
        return parseURN(s).nss.length;
      } catch {
        return -1;
      }
    },
    verdict: urnsValid,
    note: 'own RFC 8141 regex, then decodeURI of the parts; throws on invalid',
  },
  {
    id: 'urn-lib',
    label: 'urn-lib RFC2141.parse + validate',
    dataset: 'all',
    one: (s) => {
      const p = RFC2141.parse(s);
      return p === null ? -1 : (RFC2141.validate(p)?.length ?? 0);
    },
    verdict: urnLibValid,
    note: 'split on ":" and NID charset check only (no NSS check)',
  },
  {
    id: 'fast-uri',
    label: 'fast-uri parse',
    dataset: 'all',
    one: (s) => {
      const c = fastUriParse(s);
      return c.error === undefined ? (c.nss?.length ?? 0) : -1;
    },
    verdict: fastUriValid,
    note: 'RFC 3986 parse + its urn scheme handler (NID/NSS regex); valid = no error',
  },
  {
    id: 'canParse',
    label: 'Node URL.canParse',
    dataset: 'all',
    one: (s) => (URL.canParse(s) ? 1 : 0),
    verdict: (s) => URL.canParse(s),
    note: 'WHATWG URL (ada); accepts any "scheme:..." string',
  },
  // Rows for the targets (every row is timed against the floor on its own slice).
  ...['tryParse-valid', 'parse-valid', 'tryParse-invalid-none', 'tryParse-invalid', 'tryParse-invalid-full'].map(row),
  {
    id: 'error-alone',
    label: 'a native Error alone, stack-trace limit 0, per invalid URN',
    dataset: 'invalid',
    one: (s) => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        return new Error(s).message.length;
      } finally {
        Error.stackTraceLimit = limit;
      }
    },
    note: 'not a parse: what a native Error costs before any field is read, even keeping no frame; tryParse no longer pays it (its errors are not native Errors), a thrown one does, with its stack'
  },
  row('parse-invalid'),
  ...BUILD_CONTENDERS,
];

/**
 * The draft revisions measured: one per grammar (the revisions sharing it
 * parse with the same code), and -18, RFC 8141's grammar under a draft's
 * generic Urn class.
 */
export const DRAFTS_MEASURED: readonly RevisionName[] = REVISIONS.filter((r) => !(PROFILES as readonly string[]).includes(r.name) && (r.grammar === r.name || r.name === 'rfc2141bis-18')).map((r) => r.name);

/**
 * isValid and tryParse under each draft measured: on the whole corpus (whose
 * verdicts differ from RFC 8141's by design, so the share of errors differs),
 * and tryParse on the URNs the draft accepts and on those it rejects, the
 * figures to set against rfc8141's tryParse-valid and tryParse-invalid.
 */
export const DRAFT_CONTENDERS: readonly Contender[] = DRAFTS_MEASURED.flatMap((profile): Contender[] => {
  const options = { profile };
  const read = (s: string): number => {
    const r = tryParse(s, options);
    return r.ok ? r.urn.nss.length : r.error.offset;
  };
  return [
    { id: `isValid:${profile}`, label: `urnkit isValid (${profile})`, dataset: 'all', one: (s) => (isValid(s, options) ? 1 : 0), verdict: (s) => isValid(s, options), note: "the draft grammar's verdict expression (src/patterns/verdict.ts)" },
    { id: `tryParse:${profile}`, label: `urnkit tryParse (${profile})`, dataset: 'all', one: read, verdict: (s) => tryParse(s, options).ok, note: "the draft's Urn; UrnParseError for the URNs it rejects" },
    { id: `tryParse-valid:${profile}`, label: `urnkit tryParse (${profile}), its valid URNs`, dataset: 'all', only: (s) => isValid(s, options), one: read, note: 'the URNs the draft accepts' },
    { id: `tryParse-invalid:${profile}`, label: `urnkit tryParse (${profile}), its invalid URNs`, dataset: 'all', only: (s) => !isValid(s, options), one: read, note: 'the URNs the draft rejects, offset read' },
  ];
});

export function contender(id: string): Contender {
  const draft = DRAFT_CONTENDERS.find((x) => x.id === id);
  if (draft) return draft;
  const c = CONTENDERS.find((x) => x.id === id);
  if (!c) throw new Error(`no contender ${id}; expected one of ${CONTENDERS.map((x) => x.id).join(', ')}`);
  return c;
}
