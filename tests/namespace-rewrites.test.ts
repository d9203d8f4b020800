/*
 * Namespace grammars (grammar/namespaces/*.abnf): every rule rewritten for
 * apg-js (greedy repetitions that never give back, ordered alternatives,
 * look-ahead) must accept exactly the language of the spec's own rule, which
 * the grammar keeps in a comment ("; spec: ..."). Each row below compiles the
 * namespace grammar as the build does, parses with apg-js from the rewritten
 * rule (or the smallest rule containing it), and compares every input with an
 * independent predicate written from the spec's rule: a JavaScript regular
 * expression (which backtracks, so it decides the ABNF's language) or a small
 * function. The inputs are every string of up to `maxLength` pieces over the
 * row's alphabet (after each prefix), seeded random strings over the same
 * pieces, and hand-picked boundary cases.
 *
 * A few rows cover rules transcribed verbatim that a note argues need no
 * rewrite (issn, nbn, epc NumericComponent): the same test shows apg-js keeps
 * the spec's language there. The last block shows, where a grammar comment or
 * note says so, that the spec's rule compiled verbatim misbehaves under apg-js.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { compileGrammarText, SourceFile } from '../src/compile/abnf';
import type { ApgGrammar } from '../src/compile/apg';
import { apg } from '../src/compile/apg-runtime';
import { grammarFiles } from '../src/compile/files';
import { prng } from '../src/prng';
import { strings, upTo } from './support/strings';

const GRAMMAR_DIR = join(__dirname, '..', 'grammar');
const NAMESPACE_DIR = join(GRAMMAR_DIR, 'namespaces');
const CORE = join(GRAMMAR_DIR, 'core.abnf');

// ---------------------------------------------------------------- helpers

const compiled = new Map<string, ApgGrammar>();

/** A namespace grammar compiled the way the build compiles it (the file, then core.abnf). */
function grammarOf(file: string): ApgGrammar {
  let g = compiled.get(file);
  if (!g) {
    g = compileGrammarText(grammarFiles(join(NAMESPACE_DIR, file), CORE)).grammar;
    compiled.set(file, g);
  }
  return g;
}

const parser = new apg.apgLib.parser();

/** apg-js accepts the whole of `input` from `rule`. */
function accepts(grammar: ApgGrammar, rule: string, input: string): boolean {
  const chars = [...input].map((c) => c.charCodeAt(0));
  return parser.parse(grammar, rule, chars).success;
}

/** `count` seeded random strings of 0..maxLength pieces of `alphabet`. */
function randomStrings(seed: number, alphabet: string[], count: number, maxLength: number): string[] {
  const rand = prng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const n = Math.floor(rand() * (maxLength + 1));
    let s = '';
    for (let k = 0; k < n; k += 1) s += alphabet[Math.floor(rand() * alphabet.length)];
    out.push(s);
  }
  return out;
}

/** `digits` with at most `max` single hyphens inserted in its gaps (both ends included). */
function hyphenations(digits: string, max: number): string[] {
  const gaps = digits.length + 1;
  const out: string[] = [];
  const pick = (from: number, chosen: number[]): void => {
    let s = '';
    for (let i = 0; i < gaps; i += 1) s += (chosen.includes(i) ? '-' : '') + (digits[i] ?? '');
    out.push(s);
    if (chosen.length === max) return;
    for (let i = from; i < gaps; i += 1) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

/** Comment markers and runs of white space removed, so a rule quoted over several comment lines reads as one line. */
function flatten(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^\s*;/, ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

// ------------------------------------------- character classes of the specs

/** RFC 3986 pchar (s.3.3), as a regex source. */
const PCHAR = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})";
const ALNUM = '[A-Za-z0-9]';
const re = (source: string, flags = ''): RegExp => new RegExp(`^(?:${source})$`, flags);

// oid (RFC 3061 s.2): number = DIGIT / ( LEADDIGIT 1*DIGIT ), DIGIT = %x30 / LEADDIGIT, LEADDIGIT = %x31-39
const OID_NUMBER = '(?:[0-9]|[1-9][0-9]+)';

// fdc (RFC 4198 s.3)
const FDC_LABEL = `(?:${ALNUM}|${ALNUM}[A-Za-z0-9-]*${ALNUM})`;
const FDC_TOPLABEL = `(?:[A-Za-z]|[A-Za-z][A-Za-z0-9-]*${ALNUM})`;

// iso (RFC 5141 s.2.4.1). Quoted strings are case-insensitive: these are used with the "i" flag.
const ISO = (() => {
  const DIGITS = '[0-9]+';
  const originator = '(?:iso|iso-iec|iso-cie|iso-astm|iso-ieee|iec)';
  const type = '(?:data|guide|isp|iwa|pas|r|tr|ts|tta)';
  const partnumber = '(?:-[0-9A-Za-z-]+)';
  const status = `(?:draft|cancelled|stage-[0-9][0-9]\\.[0-9][0-9](?:\\.v${DIGITS})?)`;
  const edition = `(?:ed-${DIGITS})`;
  const includedsuppl = `(?:-(?:amd|cor|add)${DIGITS}(?:\\.v${DIGITS})?)`;
  const docversion = `(?:v(?:${DIGITS}|${DIGITS}${includedsuppl}*))`;
  const language = '(?:en|fr|ru|es|ar|en,fr|en,ru|fr,ru|en,fr,ru)';
  const supplement = `(?::(?:amd|cor|add):${DIGITS}(?::v${DIGITS})?(?::${language})?)`;
  const elementnumber = `(?:(?:[A-Za-z]|${DIGITS})(?:\\.${DIGITS})*)`;
  const elementrange = `(?:${elementnumber}-${elementnumber})`;
  const item = `(?:${elementnumber}|${elementrange})`;
  // The grouping the RFC's s.2.4.2 examples need (the grammar's documented correction).
  const docelement = `(?::(?:clause|figure|table|term):${item}(?:,${item})*)`;
  // techelement and isodefined are <unspecified>: the grammar's permissive reading.
  const addition = `(?::tech(?:${PCHAR}|/)*|:(?:${PCHAR}|/)+)`;
  const docidentifier =
    `${originator}(?::${type})?:${DIGITS}(?::${partnumber})?(?:(?::${status})?:${edition})?` + `(?::${docversion})?(?::${language})?`;
  const stdNss = `std:${docidentifier}${supplement}*${docelement}*${addition}?`;
  return { originator, docversion, language, docelement, stdNss };
})();

// lex (RFC 9676 s.8): alfanum = ALPHA / DIGIT / encoded, encoded = "%" 2HEXDIG, alfadot = alfanum / "."
const LEX_ALFANUM = '(?:[A-Za-z0-9]|%[0-9A-Fa-f]{2})';
const LEX_ALF_DOT = `(?:${LEX_ALFANUM}(?:${LEX_ALFANUM}|\\.)*)`;

// epc (RFC 5134 s.2; GS1 EPC TDS 1.13 s.5)
const URN_CHAR = `(?:${PCHAR}|[/?#])`;
const GS3A3_CHAR = "(?:[0-9A-Za-z!'()*+,\\-.:;=_]|%[0-9A-Fa-f]{2})";
const NUMERIC_COMPONENT = '(?:0|[1-9][0-9]*)';
const CAGE_CHAR = '[0-9A-HJ-NP-Z]';
const EPC_SCHEMES = [
  'sgtin', 'sscc', 'sgln', 'grai', 'giai', 'gsrn', 'gsrnp', 'gdti', 'cpi', 'sgcn',
  'ginc', 'gsin', 'itip', 'upui', 'pgln', 'gid', 'usdod', 'adi', 'bic', 'imovn',
];

/**
 * TDS 1.13 s.6.3: EPC-URI ::= SGTIN-URI | SSCC-URI | ..., each "xxx:" XXXURIBody;
 * a scheme the grammar does not know needs only scheme ":" and a non-empty
 * remainder (RFC 5134 sub-ns). The body rules are plain transcriptions (the
 * rewritten ones have their own rows), so apg-js decides them.
 */
// After "id:", a TDS scheme name this file knows must be followed by ":" and its TDS body;
// any other text is an RFC 5134 sub-ns (1*<URN chars>), e.g. the real urn:epc:id:container:.
function epcIdBody(s: string): boolean {
  const colon = s.indexOf(':');
  const scheme = colon < 0 ? s : s.slice(0, colon);
  if (EPC_SCHEMES.includes(scheme)) return colon >= 0 && accepts(grammarOf('epc.abnf'), `${scheme.toUpperCase()}URIBody`, s.slice(colon + 1));
  return re(`${URN_CHAR}+`).test(s);
}

/** RFC 5134 s.2 sub-ns-name ":" sub-ns, and for the class "id" a TDS EPC-URI. */
function epcNss(s: string): boolean {
  if (!re(`[A-Za-z0-9][A-Za-z0-9-]*:${URN_CHAR}+`).test(s)) return false;
  return !s.startsWith('id:') || epcIdBody(s.slice(3));
}

// isbn (RFC 3187 s.5, RFC 8254 s.2.1, prose): group, publisher and title identifiers
// (9 digits in all, each part non-empty), hyphens between parts optional; an ISBN-10
// ends in a check character 0-9 or X, an ISBN-13 is 978 or 979, the same 9 digits and
// a check digit. "X" is written as a quoted (case-insensitive) string.
function isbnBody(s: string): boolean {
  return /^[0-9]+-?[0-9]+-?[0-9]+$/.test(s) && s.replace(/-/g, '').length === 9;
}
function isbn(s: string): boolean {
  const digits = s.replace(/-/g, '').length;
  const isbn10 = /^[0-9]+-?[0-9]+-?[0-9]+-?[0-9Xx]$/.test(s) && digits === 10;
  const isbn13 = /^(?:978|979)-?[0-9]+-?[0-9]+-?[0-9]+-?[0-9]$/.test(s) && digits === 13;
  return isbn10 || isbn13;
}

// publicid (RFC 3151 s.2, prose): the transcription of a whitespace-normalized public identifier.
function publicid(s: string): boolean {
  const tokens = /^(?:[A-Za-z0-9\-(),.=!*@$_]|[+:;]|%(?:2B|3A|2F|3B|27|3F|23|25))*$/i;
  return (
    tokens.test(s) &&
    !s.startsWith('+') && // leading whitespace is removed (s.1.1)
    !s.endsWith('+') && // so is trailing whitespace
    !s.includes('++') && // "adjacent "+" characters never occur"
    !/%3A%3A|%2F%2F/i.test(s) // "::" and "//" are transcribed as ";" and ":", never escaped
  );
}

// oasis (RFC 3121 s.2): a field is any NSS character but ":".
const OASIS_FIELD = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=@/]|%[0-9A-Fa-f]{2})+";
const OASIS_TYPES = '(?:note|resolution|memorandum|memo|researchpaper)';

// ietf (RFC 2648 s.2, RFC 3553 s.3)
const IETF_STRING = '[A-Za-z0-9-]+';
const IETF_PARAM_NAME = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=@/]|%[0-9A-Fa-f]{2})+";

// ddi (RFC 9517 s.3.1.2): dns-label, "length limit is 63 characters"
const DNS_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DDI_STRING = "[A-Za-z0-9\\-._~!$&'()*+,;=@]+";

// alert (RFC 7462 s.7): alert-label, with RFC 5890's Non-Reserved LDH constraint (no "--" at positions 3 and 4)
const ALERT_LABEL = `(?!..--)${DNS_LABEL}`;

// thread (IANA urn-formal/thread): sn-label = 1*unreserved, sn-content = *( pchar / "/" )
const THREAD_LABEL = '[A-Za-z0-9\\-._~]+';
const THREAD_CONTENT = `(?:${PCHAR}|/)*`;

// pwid (draft-pwid-urn-specification): archived-item = URI / archived-item-id, URI from RFC 3986 s.3 (Appendix A)
const H16 = '[0-9A-Fa-f]{1,4}';
const DEC_OCTET = '(?:[0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5])';
const IPV4 = `${DEC_OCTET}(?:\\.${DEC_OCTET}){3}`;
const LS32 = `(?:${H16}:${H16}|${IPV4})`;
/** RFC 3986 s.3.2.2's nine IPv6address alternatives, in its order. */
const IPV6 = [
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `(?:${H16})?::(?:${H16}:){4}${LS32}`,
  `(?:(?:${H16}:){0,1}${H16})?::(?:${H16}:){3}${LS32}`,
  `(?:(?:${H16}:){0,2}${H16})?::(?:${H16}:){2}${LS32}`,
  `(?:(?:${H16}:){0,3}${H16})?::${H16}:${LS32}`,
  `(?:(?:${H16}:){0,4}${H16})?::${LS32}`,
  `(?:(?:${H16}:){0,5}${H16})?::${H16}`,
  `(?:(?:${H16}:){0,6}${H16})?::`,
].join('|');
const IP_LITERAL = `\\[(?:${IPV6}|[Vv][0-9A-Fa-f]+\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]+)\\]`;
const REG_NAME = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*";
const USERINFO = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]|%[0-9A-Fa-f]{2})*";
const AUTHORITY = `(?:${USERINFO}@)?(?:${IP_LITERAL}|${IPV4}|${REG_NAME})(?::[0-9]*)?`;
const SEGMENT_NZ = `${PCHAR}+`;
const HIER_PART = `(?://${AUTHORITY}(?:/${PCHAR}*)*|/(?:${SEGMENT_NZ}(?:/${PCHAR}*)*)?|${SEGMENT_NZ}(?:/${PCHAR}*)*|)`;
const URI = `[A-Za-z][A-Za-z0-9+\\-.]*:${HIER_PART}(?:\\?(?:${PCHAR}|[/?])*)?(?:#(?:${PCHAR}|[/?])*)?`;

/** Bracketed IPv6 addresses around the limits: `before` groups, "::" or not, `after` groups, an IPv4 tail or not. */
function ipv6Literals(): string[] {
  const out: string[] = [];
  const groups = (n: number): string[] => Array.from({ length: n }, (_, i) => ['1', 'ab', 'FFFF', '0db8'][i % 4]);
  for (let before = 0; before <= 8; before += 1) {
    for (let after = 0; after <= 9; after += 1) {
      for (const tail of ['', '10.0.0.255', '1.2.3.256']) {
        const right = [...groups(after), ...(tail ? [tail] : [])].join(':');
        out.push(`[${groups(before).join(':')}::${right}]`);
        if (before === 0) out.push(`[${right}]`);
      }
    }
  }
  return out;
}

// globus (RFC 7853 s.2) and nato (RFC 7467 s.2.4): <non-colon chars>
const NON_COLON = "(?:[A-Za-z0-9()+,\\-.=@;$_!*']|%[0-9A-Fa-f]{2})+";

// iptc (RFC 3937 s.2.3) and xmlorg (RFC 3120 s.2): a field is any NSS character but ":" (as oasis).
const IPTC_FIELD = OASIS_FIELD;

// service (RFC 5031 s.3): top-level = let-dig [ *25let-dig-hyp let-dig ], sub-service unbounded
const SERVICE_TOP = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,25}[A-Za-z0-9])?';
const SERVICE_SUB = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';

// eidr (RFC 7972 s.2): EIDR-PREFIX ":" EIDR-SUFFIX, RP2079-SUFFIX after the prefix 10.5240
function eidrNss(s: string): boolean {
  const m = /^([A-Za-z0-9\-._]+):([A-Za-z0-9\-._]+)$/.exec(s);
  if (!m) return false;
  return m[1] !== '10.5240' || /^(?:[0-9A-Fa-f]{4}-){5}[A-Za-z0-9]$/.test(m[2]);
}

// ------------------------------------------------------------------- rows

interface Row {
  /** The namespace grammar, in grammar/namespaces/. */
  file: string;
  /** The start rule: the rewritten rule, or the smallest rule containing it. */
  rule: string;
  /** The spec's rule(s) as the grammar's comments (or rules) give them; each must occur in the file. */
  spec: string[];
  /** The spec's language, written from `spec`. */
  predicate: (s: string) => boolean;
  /** The pieces inputs are made of (characters, or short strings where the rule has keywords). */
  alphabet: string[];
  /** Every string of up to this many pieces. */
  maxLength: number;
  /** Each exhaustive and random string is tried after each prefix ('' by default). */
  prefixes?: string[];
  /** Seeded random strings: how many, and of up to how many pieces. */
  random?: { count: number; maxLength: number };
  /** Hand-picked cases: both ends of each repetition, hyphens at the ends, the spec's examples. */
  boundary: string[];
}

const long = (n: number, first = 'a', last = 'a', middle = 'a'): string => first + middle.repeat(n - 2) + last;

const ROWS: Row[] = [
  // ------------------------------------------------------------- oid
  {
    file: 'oid.abnf',
    rule: 'number',
    spec: ['number = DIGIT / ( LEADDIGIT 1*DIGIT )'],
    predicate: (s) => re(OID_NUMBER).test(s),
    alphabet: ['0', '1', '9', '.', 'x'],
    maxLength: 5,
    random: { count: 2000, maxLength: 12 },
    boundary: ['0', '00', '01', '10', '13', '9', '1234567890123456789012345678901234567890', ''],
  },
  {
    file: 'oid.abnf',
    rule: 'oid',
    spec: ['oid = number *( DOT number )', 'number = DIGIT / ( LEADDIGIT 1*DIGIT )'],
    predicate: (s) => re(`${OID_NUMBER}(?:\\.${OID_NUMBER})*`).test(s),
    alphabet: ['0', '1', '9', '.', 'x'],
    maxLength: 6,
    random: { count: 3000, maxLength: 16 },
    boundary: ['1.3.6.1.4.1', '2.16.840', '0.0', '1.03', '1..3', '.1', '1.', '13.10.100', '1.0.0.10'],
  },
  // ------------------------------------------------------------- fdc
  {
    file: 'fdc.abnf',
    rule: 'label',
    spec: ['label = alphanum / alphanum *(alphanum / "-") alphanum'],
    predicate: (s) => re(FDC_LABEL).test(s),
    alphabet: ['a', 'Z', '1', '-', '.', '_'],
    maxLength: 5,
    random: { count: 2000, maxLength: 12 },
    boundary: ['a', '1', '-', 'a-', '-a', 'a-b', 'a--b', '1-2', 'xn--bcher-kva', long(63), long(64, 'a', 'a', '-')],
  },
  {
    file: 'fdc.abnf',
    rule: 'toplabel',
    spec: ['toplabel = ALPHA / ALPHA *(alphanum / "-") alphanum'],
    predicate: (s) => re(FDC_TOPLABEL).test(s),
    alphabet: ['a', 'Z', '1', '-', '.', '_'],
    maxLength: 5,
    random: { count: 2000, maxLength: 12 },
    boundary: ['a', '1', 'com', 'c0m', '1com', 'co-', 'c-1', 'c--1', long(63, 'a', '1', '-')],
  },
  {
    file: 'fdc.abnf',
    rule: 'ProviderId',
    spec: [
      'ProviderId = 1*(label ".") toplabel',
      'label = alphanum / alphanum *(alphanum / "-") alphanum',
      'toplabel = ALPHA / ALPHA *(alphanum / "-") alphanum',
    ],
    predicate: (s) => re(`(?:${FDC_LABEL}\\.)+${FDC_TOPLABEL}`).test(s),
    alphabet: ['a', '1', '-', '.', 'Z'],
    maxLength: 6,
    random: { count: 3000, maxLength: 16 },
    boundary: ['zelestra.com', 'a.b', 'a.1', '1.a', 'a-b.c-d', 'a.b.', '.a.b', 'a..b', 'a-.b', 'a.-b', 'a.b-', 'com'],
  },
  // ------------------------------------------------------------- iso
  {
    file: 'iso.abnf',
    rule: 'originator',
    spec: ['originator = "iso" / "iso-iec" / "iso-cie" / "iso-astm" / "iso-ieee" / "iec"'],
    predicate: (s) => re(ISO.originator, 'i').test(s),
    alphabet: ['iso', 'iec', '-', 'cie', 'astm', 'ieee', 'IEC', 'ie', 'x'],
    maxLength: 3,
    random: { count: 2000, maxLength: 6 },
    boundary: ['iso', 'ISO', 'iso-iec', 'ISO-IEC', 'iso-cie', 'iso-astm', 'iso-ieee', 'iec', 'iso-', 'iso-ie', 'iso-iec-ieee', 'iecx'],
  },
  {
    file: 'iso.abnf',
    rule: 'docversion',
    spec: [
      'docversion = "v" (simpleversion / isoversion)',
      'simpleversion = DIGITS',
      'isoversion = baseversion *includedsuppl',
      'includedsuppl = "-" suppltype supplnumber [ "." supplversion ]',
    ],
    predicate: (s) => re(ISO.docversion, 'i').test(s),
    alphabet: ['v', '1', '-', 'amd', 'cor', '.', 'V'],
    maxLength: 5,
    random: { count: 3000, maxLength: 12 },
    boundary: ['v1', 'v12', 'V1', 'v', 'v1-', 'v1-amd1', 'v1-amd1.v1', 'v1-amd1.v', 'v1-amd1.v1-cor2', 'v1-add3.v2-cor1.v1', 'v1-xyz1', 'v1.v1'],
  },
  {
    file: 'iso.abnf',
    rule: 'language',
    spec: [
      'language = monolingual / bilingual / trilingual',
      'monolingual = "en" / "fr" / "ru" / "es" / "ar"',
      'bilingual = "en,fr" / "en,ru" / "fr,ru"',
      'trilingual = "en,fr,ru"',
    ],
    predicate: (s) => re(ISO.language, 'i').test(s),
    alphabet: ['en', 'fr', 'ru', 'ar', ',', 'FR', 'x'],
    maxLength: 5,
    random: { count: 2000, maxLength: 8 },
    boundary: ['en', 'en,fr', 'en,ru', 'fr,ru', 'en,fr,ru', 'EN,FR,RU', 'fr,en', 'en,', 'en,fr,', 'es,fr', 'en,fr,ru,es'],
  },
  {
    file: 'iso.abnf',
    rule: 'docelement',
    // The comment's spec rule, with the grouping its own examples need (see the test below).
    spec: [
      'docelement = ":" ( "clause" / "figure" / "table" / "term" ) ":" elementnumber / elementrange *( "," elementnumber / elementrange )',
      'elementnumber = ( ALPHA / DIGITS ) *( "." DIGITS )',
      'elementrange = elementnumber "-" elementnumber',
    ],
    predicate: (s) => re(ISO.docelement, 'i').test(s),
    alphabet: ['a', '1', '.', '-', ',', '_'],
    maxLength: 5,
    prefixes: [':clause:'],
    random: { count: 4000, maxLength: 14 },
    boundary: [
      ':clause:a.1,a.2',
      ':clause:a.1-a.2',
      ':term:3.2,3.3,3.4.1-3.4.4,3.12',
      ':figure:1',
      ':TABLE:A.1',
      ':clause:',
      ':clause:ab',
      ':clause:a.1-',
      ':clause:a.1-a.2-a.3',
      ':clause:1.a',
      ':claus:1',
      'clause:1',
    ],
  },
  {
    file: 'iso.abnf',
    rule: 'std-nss',
    spec: ['std-nss = "std:" docidentifier *supplement *docelement [addition]', 'isodefined = <unspecified>', 'techelement = <unspecified>'],
    predicate: (s) => re(ISO.stdNss, 'i').test(s),
    alphabet: [':', '1', 'a', '-', '.', ',', 'en', 'amd', 'clause', 'ed-', 'v', 'tech', '#'],
    maxLength: 3,
    prefixes: ['std:iso:1', 'std:iso-iec:tr:27', 'std:iec:9'],
    random: { count: 4000, maxLength: 9 },
    boundary: [
      'std:iso:9999',
      'std:iso:9999:-1:ed-1:v1:en',
      'std:iso:9999:-1:ed-1:v1-amd1.v1:en,fr',
      'std:iso:9999:1:ed-2:en,fr:amd:2:en',
      'std:iso-iec:tr:27001:stage-60.60.v2:ed-1',
      'std:iso:9999:-1:cancelled',
      'std:iso:9999:clause:a.1,a.2',
      'std:iso:9999:clause:a.13.4.1en',
      'std:iso:9999:-1:tech:anything:at/all',
      'std:iso:9999:',
      'std:iso:9999x',
      'std:iso:tr',
      'std:iso-iec-ieee:1',
      'std:isx:1',
      'STD:ISO:9999:-1:ED-1:V2:EN',
      'std:iso:3166:-2',
      'std:iso:1:%2F',
      'std:iso:1:%2',
      'std:iso:r:1',
      'std:iso:tr:1:tech',
      'std:iso:1:amd:1:v2:en',
      'std:iso:1:-1:draft:ed-1',
      'std:iso:1:stage-60.60:ed-1',
      'std:iso:1:stage-60.60',
    ],
  },
  // ------------------------------------------------------------- lex
  {
    file: 'lex.abnf',
    rule: 'jurisdiction-code',
    spec: ['jurisdiction-code = 2*alf-dot', 'alf-dot = alfanum *alfadot', 'alfadot = alfanum / "."', 'alfanum = ALPHA / DIGIT / encoded', 'encoded = "%" 2HEXDIG'],
    predicate: (s) => re(`${LEX_ALF_DOT}{2,}`).test(s),
    alphabet: ['a', '7', '.', '%', 'f', ';'],
    maxLength: 5,
    random: { count: 3000, maxLength: 11 },
    boundary: ['it', 'un.org', 'eec.lex.arpa', 'u.s', 'i', 'u.', '.it', 'i..t', '%41b', '%41', 'a%4', 'a%41', '%4G1', 'it;'],
  },
  // ------------------------------------------------------------- mrn
  {
    file: 'mrn.abnf',
    rule: 'OID',
    spec: ['OID = (alphanum) 0*20(alphanum / "-") (alphanum)'],
    predicate: (s) => re(`${ALNUM}[A-Za-z0-9-]{0,20}${ALNUM}`).test(s),
    alphabet: ['a', '1', '-', 'Z', ':'],
    maxLength: 5,
    random: { count: 2000, maxLength: 26 },
    boundary: [
      ...[20, 21, 22, 23, 24].flatMap((n) => [long(n), long(n, 'a', '1', '-'), long(n, '-', 'a'), long(n, 'a', '-')]),
      'imo',
      'iala',
      'a',
      'a-',
      '-a',
      'a-b',
    ],
  },
  {
    file: 'mrn.abnf',
    rule: 'OSNID',
    spec: ['OSNID = (alphanum) 0*32(alphanum / "-") (alphanum)'],
    predicate: (s) => re(`${ALNUM}[A-Za-z0-9-]{0,32}${ALNUM}`).test(s),
    alphabet: ['a', '1', '-', 'Z', ':'],
    maxLength: 5,
    random: { count: 2000, maxLength: 38 },
    boundary: [
      ...[32, 33, 34, 35, 36].flatMap((n) => [long(n), long(n, 'a', '1', '-'), long(n, '-', 'a'), long(n, 'a', '-')]),
      'imo-number',
      'a',
      'a-',
      'ab',
    ],
  },
  {
    file: 'mrn.abnf',
    rule: 'mrn-nss',
    spec: ['OID = (alphanum) 0*20(alphanum / "-") (alphanum)', 'OSNID = (alphanum) 0*32(alphanum / "-") (alphanum)', '<OSNS> ::= pchar *(pchar / "/")'],
    predicate: (s) =>
      re(`${ALNUM}[A-Za-z0-9-]{0,20}${ALNUM}:${ALNUM}[A-Za-z0-9-]{0,32}${ALNUM}:${PCHAR}(?:${PCHAR}|/)*`).test(s),
    alphabet: ['a', '-', ':', '/', '1'],
    maxLength: 6,
    random: { count: 3000, maxLength: 20 },
    boundary: ['imo:imo-number:9123456', 'a:b:c', 'ab:cd:e', 'ab:cd:', 'ab:cd:/e', 'ab-:cd:e', `${long(22)}:ab:c`, `${long(23)}:ab:c`, `ab:${long(34)}:c`, `ab:${long(35)}:c`],
  },
  // ------------------------------------------------------------- epc
  {
    file: 'epc.abnf',
    rule: 'CAGECodeOrDODAAC',
    spec: ['CAGECodeOrDODAAC ::= CAGECode | DODAAC', 'CAGECode = 5CAGECodeOrDODAACChar', 'DODAAC = 6CAGECodeOrDODAACChar'],
    predicate: (s) => re(`${CAGE_CHAR}{5}|${CAGE_CHAR}{6}`).test(s),
    alphabet: ['A', '1', 'I', '.'],
    maxLength: 6,
    random: { count: 2000, maxLength: 9 },
    boundary: ['2S194', 'W81XWH', 'ABCDE', 'ABCDEF', 'ABCD', 'ABCDEFG', 'ABCDI', 'abcde', 'ABCDO'],
  },
  {
    file: 'epc.abnf',
    rule: 'USDODURIBody',
    spec: ['USDODURIBody = CAGECodeOrDODAAC "." NumericComponent', 'CAGECodeOrDODAAC ::= CAGECode | DODAAC'],
    predicate: (s) => re(`(?:${CAGE_CHAR}{5}|${CAGE_CHAR}{6})\\.${NUMERIC_COMPONENT}`).test(s),
    alphabet: ['A', '0', '1', '.'],
    maxLength: 4,
    prefixes: ['ABCD', 'ABCDE', 'ABCDEF', 'ABCDEFG', '2S19'],
    random: { count: 2000, maxLength: 8 },
    boundary: ['2S194.12345678901', 'W81XWH.1', 'ABCDE.0', 'ABCDEF.01', 'ABCDE.', 'ABCDEFG.1'],
  },
  {
    file: 'epc.abnf',
    rule: 'SGTINURIBody',
    // Read as ABNF ("at least 2") and as the TDS means it ("exactly 2") the language is the
    // same, because a GS3A3Component may itself hold digits and "."; the predicate uses ABNF.
    spec: ['SGTINURIBody ::= 2*(PaddedNumericComponent ".") GS3A3Component', 'PaddedNumericComponent = 1*DIGIT', 'GS3A3Component = 1*GS3A3Char'],
    predicate: (s) => re(`(?:[0-9]+\\.){2,}${GS3A3_CHAR}+`).test(s),
    alphabet: ['1', '.', 'a', '%2F', '/'],
    maxLength: 6,
    random: { count: 3000, maxLength: 12 },
    boundary: ['900100.0003456.1234567', '0614141.812345.6789', '1.2.3.', '1.2.3.4.5', '..1', '1..1', '1.2.', '1.2.a%2fb', '1.2.a/b', '1.2.%2'],
  },
  {
    file: 'epc.abnf',
    rule: 'ITIPURIBody',
    spec: ['ITIPURIBody ::= 4*(PaddedNumericComponent ".") GS3A3Component', 'PaddedNumericComponent = 1*DIGIT'],
    predicate: (s) => re(`(?:[0-9]+\\.){4,}${GS3A3_CHAR}+`).test(s),
    alphabet: ['1', '.', 'a', '/'],
    maxLength: 7,
    random: { count: 2000, maxLength: 16 },
    boundary: ['4012345.012345.01.02.987', '1.2.3.4.5', '1.2.3.4.', '1.2.3.4.5.', '1.2.3.5', '1.2.3..5'],
  },
  {
    file: 'epc.abnf',
    // TDS "2*(X)" means exactly two repetitions (grammar header); a GID is three NumericComponents.
    rule: 'GIDURIBody',
    spec: ['GIDURIBody ::= 2*(NumericComponent ".") NumericComponent', 'NumericComponent ::= ZeroComponent | NonZeroComponent'],
    predicate: (s) => re(`${NUMERIC_COMPONENT}\\.${NUMERIC_COMPONENT}\\.${NUMERIC_COMPONENT}`).test(s),
    alphabet: ['0', '1', '.', 'a'],
    maxLength: 7,
    random: { count: 2000, maxLength: 12 },
    boundary: ['95100000.12345.400', '0.0.0', '0.01.0', '1.2', '1.2.3.', '10.20.30'],
  },
  {
    file: 'epc.abnf',
    rule: 'NumericComponent',
    spec: ['NumericComponent ::= ZeroComponent | NonZeroComponent', 'ZeroComponent = "0"', 'NonZeroComponent = NonZeroDigit *DIGIT'],
    predicate: (s) => re(NUMERIC_COMPONENT).test(s),
    alphabet: ['0', '1', '9', '.'],
    maxLength: 5,
    random: { count: 1000, maxLength: 10 },
    boundary: ['0', '00', '01', '10', '1234567890'],
  },
  {
    file: 'epc.abnf',
    rule: 'sub-ns',
    spec: ['sub-ns = 1*<URN chars>', 'URN-chars = pchar / "/" / "?" / "#"'],
    predicate: (s) => re(`${URN_CHAR}+`).test(s),
    alphabet: ['a', '-', ':', '%2f', '%', '/', '#', '^'],
    maxLength: 4,
    random: { count: 3000, maxLength: 12 },
    boundary: ['sgtin-96:3.0614141.812345.6789', 'x', ':', 'a:', ':a', '%2', '%zz', 'a b'],
  },
  {
    file: 'epc.abnf',
    rule: 'epc-id-body',
    spec: [
      'EPC-URI ::= SGTIN-URI | SSCC-URI | SGLN-URI | GRAI-URI | GIAI-URI | GSRN-URI | GSRNP-URI | GDTI-URI | CPI-URI | SGCN-URI | GINC-URI | GSIN-URI | ITIP-URI | UPUI-URI | PGLN-URI | GID-URI | USDOD-URI | ADI-URI | BIC-URI | IMOVN-URI',
    ],
    predicate: epcIdBody,
    alphabet: ['1', '.', 'A', '0', '%2F', '-'],
    maxLength: 3,
    prefixes: [...EPC_SCHEMES.map((s) => `${s}:`), 'SGTIN:', 'sgtinx:', 'sgtin-96:', 'gsrnpx:', 'foo:', 'sgtin', ''],
    random: { count: 3000, maxLength: 12 },
    boundary: [
      'sgtin:900100.0003456.1234567',
      'sscc:0614141.1234567890',
      'sgln:0614141.12345.400',
      'sgln:0614141..400',
      'grai:0614141.12345.400',
      'giai:0614141.12345400',
      'gsrn:0614141.1234567890',
      'gsrnp:0614141.1234567890',
      'gdti:0614141.12345.400',
      'cpi:0614141.123ABC.123456789',
      'cpi:0614141.123%2FABC.0',
      'sgcn:4012345.67890.04711',
      'ginc:0614141.xyz47%2F11',
      'gsin:0614141.123456789',
      'itip:4012345.012345.01.02.987',
      'upui:1234567.089456.51qIgY)%3C%26Jp3*j7SDB',
      'pgln:1234567.890',
      'gid:95100000.12345.400',
      'usdod:2S194.12345678901',
      'adi:W81X9C.3KL984PX1.2WMA52',
      'adi:W81X9C..%23A1',
      'bic:CSQU3054383',
      'imovn:9176187',
      'gsrn:0614141.1234567890.1',
      'sgtin:..1',
      'foo:bar',
      'foo:',
      'container:',
      'sgtin',
    ],
  },
  {
    file: 'epc.abnf',
    rule: 'epc-nss',
    spec: ['EPC-URN = "urn:epc:" sub-ns-name ":" sub-ns', 'sub-ns-name = let-num [ 1*let-num-hyp ]', 'sub-ns = 1*<URN chars>'],
    predicate: epcNss,
    alphabet: ['sgtin:', 'gid:', '1', '.', ':', 'a', '%2F', '/'],
    maxLength: 3,
    prefixes: ['id:', 'ID:', 'idpat:', 'id', 'tag:', '-x:', 'i-d:', 'x-:', ''],
    random: { count: 3000, maxLength: 8 },
    boundary: [
      'id:sgtin:900100.0003456.1234567',
      'id:sgtin:900100.0003456',
      'ID:SGTIN:anything',
      'idpat:sgtin:0614141.*.*',
      'tag:sgtin-96:3.0614141.812345.6789',
      'id:gsrn:0614141.1234567890',
      'id:unknown:x',
      'id:unknown',
      'id:',
      'raw:AAA',
      '-id:x',
      'a-:b',
    ],
  },
  // ------------------------------------------------------------ isbn
  {
    file: 'isbn.abnf',
    rule: 'isbn-body',
    spec: ['spec (prose): group "-" publisher "-" title, hyphens optional, 9 digits.'],
    predicate: isbnBody,
    alphabet: ['0', '3', '-', 'X'],
    maxLength: 4,
    random: { count: 2000, maxLength: 14 },
    boundary: ['030640615', ...['03064061', '030640615', '0306406152'].flatMap((d) => hyphenations(d, 3)), '0--30640615', '0-3-0-640615'],
  },
  {
    file: 'isbn.abnf',
    rule: 'ISBN',
    spec: ['spec (prose): an ISBN-10 or an ISBN-13.'],
    predicate: isbn,
    alphabet: ['9', '7', '8', '0', '-', 'X', 'x'],
    maxLength: 3,
    random: { count: 3000, maxLength: 16 },
    boundary: [
      // Every placement of up to one hyphen more than the form has part boundaries (3 in an ISBN-10, 4 in an ISBN-13).
      ...hyphenations('030640615X', 4),
      ...hyphenations('9780306406157', 5),
      ...['0306406152', '030640615x', '9790306406157', '9770306406157', '97803064061', '978030640615', '030640615', '03064061521', '97803064061577'].flatMap((d) => hyphenations(d, 2)),
      '97-80306406157',
      '9-780306406157',
      '978--0306406157',
      '0--306406152',
      '978030640615X',
    ],
  },
  // ------------------------------------------------------------ issn (no rewrite)
  {
    file: 'issn.abnf',
    rule: 'ISSN',
    spec: ['spec (prose): NNNN-NNNC, the hyphen may be omitted'],
    predicate: (s) => /^[0-9]{4}-?[0-9]{3}[0-9X]$/i.test(s),
    alphabet: ['1', '0', '-', 'X', 'x'],
    maxLength: 3,
    random: { count: 3000, maxLength: 11 },
    boundary: [...['15601560', '0259000X', '0259000x', '1560156', '156015601'].flatMap((d) => hyphenations(d, 2)), '1560--1560'],
  },
  // ------------------------------------------------------------- nbn (no rewrite)
  {
    file: 'nbn.abnf',
    rule: 'nbn-nss',
    spec: ['nbn-nss = prefix "-" nbn-string', 'prefix = iso-cc *( ":" subspc )', 'iso-cc = 2ALPHA', 'subspc = 1*(ALPHA / DIGIT)', 'path-rootless = segment-nz *( "/" segment )'],
    predicate: (s) => re(`[A-Za-z]{2}(?::[A-Za-z0-9]+)*-${PCHAR}+(?:/${PCHAR}*)*`).test(s),
    alphabet: ['a', '1', ':', '-', '/', '%'],
    maxLength: 5,
    prefixes: ['', 'fi', 'se:uu'],
    random: { count: 3000, maxLength: 12 },
    boundary: ['fi-fe19981001', 'de:101-2019', 'se:uu:diva-3475', 'it:uuid-1', 'fi:-1', 'f-1', 'fi1-1', 'fi-', 'fi-/a', 'fi-a/', 'fi-a//b', 'fi::a-1', 'fi:a:b-c'],
  },
  // -------------------------------------------------------- publicid
  {
    file: 'publicid.abnf',
    rule: 'escaped-char',
    spec: ['escaped-char = "%2B" / "%3A" / "%2F" / "%3B" / "%27" / "%3F" / "%23" / "%25"'],
    predicate: (s) => /^%(?:2B|3A|2F|3B|27|3F|23|25)$/i.test(s),
    alphabet: ['%', '2', '3', 'B', 'A', 'f', '5'],
    maxLength: 3,
    random: { count: 1000, maxLength: 6 },
    boundary: ['%2B', '%2b', '%3A', '%2F', '%3B', '%27', '%3F', '%23', '%25', '%20', '%3A%3A', '%2'],
  },
  {
    file: 'publicid.abnf',
    rule: 'transcribed-public-identifier',
    spec: [
      'space = "+" ; never two in a row, never last (nor first)',
      'escaped-char = "%2B" / "%3A" / "%2F" / "%3B" / "%27" / "%3F" / "%23" / "%25"',
    ],
    predicate: publicid,
    alphabet: ['a', '+', ':', ';', '%3A', '%2f', '%2B', '%20', '/'],
    maxLength: 4,
    random: { count: 4000, maxLength: 10 },
    boundary: [
      '-:OASIS:DTD+DocBook+XML+V4.1.2:EN',
      'ISO+8879%3A1986:ENTITIES+Added+Latin+1:EN',
      'a::b',
      ':foo:',
      'a+b',
      'a++b',
      '+a',
      'a+',
      'a+:b',
      'a:+b',
      'a%3A%3Ab',
      'a%2F%2Fb',
      'a%3a%3Ab',
      'a%3A:%3A',
      ':%2F',
      '%2F:',
      'a%20b',
      'a/b',
      '+',
    ],
  },
  // ----------------------------------------------------------- oasis
  {
    file: 'oasis.abnf',
    rule: 'document-type',
    spec: ['"The document type is one of the following: "note", "resolution", "memorandum", or "researchpaper"."', '(s.3, urn:oasis:names:technical:memo:9502:1995)'],
    predicate: (s) => re(OASIS_TYPES).test(s),
    alphabet: ['memo', 'randum', 'note', 'r', 'a', 'MEMO', 'researchpaper', 'resolution'],
    maxLength: 3,
    random: { count: 1000, maxLength: 5 },
    boundary: ['note', 'resolution', 'memorandum', 'memo', 'researchpaper', 'Memo', 'memor', 'memorandums', 'notes', ''],
  },
  {
    file: 'oasis.abnf',
    rule: 'technical-hierarchy',
    spec: ['urn:oasis:names:technical:{document-type}:{document-id}:{amendment-id}', 'technical-document-id = 2DIGIT 1*DIGIT', 'amendment-id = 4DIGIT'],
    predicate: (s) => re(`technical:${OASIS_TYPES}:[0-9]{2}[0-9]+:[0-9]{4}`).test(s),
    alphabet: ['memo', 'randum', ':', '9502', '1995', '1', 'x'],
    maxLength: 4,
    prefixes: ['technical:'],
    random: { count: 2000, maxLength: 8 },
    boundary: ['technical:memo:9502:1995', 'technical:memorandum:9502:1995', 'technical:memorandum:95:1995', 'technical:note:950:19950', 'technical:memo:9502:'],
  },
  {
    file: 'oasis.abnf',
    rule: 'tc-hierarchy',
    spec: ['urn:oasis:names:tc:{tc-id}:{type}{:subtype}?:{document-id}', 'document-id may itself contain ":"'],
    predicate: (s) => re(`tc:${OASIS_FIELD}:${OASIS_FIELD}(?::${OASIS_FIELD})?:${OASIS_FIELD}(?::${OASIS_FIELD})*`).test(s),
    alphabet: ['a', ':', '/', '%3a', '#', '%'],
    maxLength: 5,
    prefixes: ['tc:'],
    random: { count: 3000, maxLength: 14 },
    boundary: ['tc:docbook:dtd:xml:docbook:5.0b1', 'tc:SAML:2.0:assertion', 'tc:a:b', 'tc:a:b:', 'tc:a::b', 'tc::a:b', 'tc:a:b:c:d:e:f'],
  },
  {
    file: 'oasis.abnf',
    rule: 'specification-hierarchy',
    spec: ['urn:oasis:names:specification:{specification-id}:{type}{:subtype}?:{document-id}'],
    predicate: (s) => re(`specification:${OASIS_FIELD}:${OASIS_FIELD}(?::${OASIS_FIELD})?:${OASIS_FIELD}(?::${OASIS_FIELD})*`).test(s),
    alphabet: ['a', ':', '/', '%3a', '#'],
    maxLength: 5,
    prefixes: ['specification:'],
    random: { count: 2000, maxLength: 12 },
    boundary: ['specification:ubl:schema:xsd:Invoice-2', 'specification:a:b', 'specification:a:b:c', 'specification:a:b:c:'],
  },
  // --------------------------------------------------- service, eidr
  {
    file: 'service.abnf',
    rule: 'service',
    spec: ['top-level = let-dig [ *25let-dig-hyp let-dig ]', 'sub-service = let-dig [ *let-dig-hyp let-dig ]', 'service = top-level *("." sub-service)'],
    predicate: (s) => re(`${SERVICE_TOP}(?:\\.${SERVICE_SUB})*`).test(s),
    alphabet: ['a', '1', '-', '.', '_'],
    maxLength: 6,
    random: { count: 3000, maxLength: 14 },
    boundary: ['sos', 'sos.fire', 'counseling.children', 'a-', '-a', 'a.-b', 'a.b-', long(27), long(28), long(27, 'a', 'a', '-'), `${long(27)}.${long(40)}`, `${long(28)}.a`],
  },
  {
    file: 'eidr.abnf',
    rule: 'EIDR-NSS',
    spec: ['EIDR-NSS = EIDR-PREFIX ":" EIDR-SUFFIX', 'RP2079-SUFFIX = 5(4HEXDIG "-") CHECK'],
    predicate: eidrNss,
    alphabet: ['10.5240', '1', ':', 'F', '-', '7791-', 'x'],
    maxLength: 4,
    random: { count: 4000, maxLength: 10 },
    boundary: ['10.5240:7791-8534-2C23-9030-8610-5', '10.5240:7791-8534-2C23-9030-8610', '10.52401:abc', '10.524:abc', '10.5240:abc', '10.9999:any_suffix.1-2', '10.5240:7791-8534-2c23-9030-8610-x', ':a', 'a:'],
  },
  // ------------------------------------------------------------- ddi
  {
    file: 'ddi.abnf',
    rule: 'dns-label',
    spec: ['dns-label = (ALPHA / DIGIT) [ *(ALPHA / DIGIT / "-") (ALPHA / DIGIT) ] ; length limit is 63 characters'],
    predicate: (s) => re(DNS_LABEL).test(s),
    alphabet: ['a', 'Z', '1', '-', '.', ':'],
    maxLength: 5,
    random: { count: 2000, maxLength: 12 },
    boundary: ['us', 'ddia1', 'a', '-', 'a-', '-a', 'a-b', 'a--b', long(63), long(64), long(63, 'a', '1', '-'), long(63, 'a', '-'), long(62, 'a', 'a', '-')],
  },
  {
    file: 'ddi.abnf',
    rule: 'ddi-irdi',
    spec: ['ddi-irdi = agency-identifier separator resource-identifier separator version-identifier', 'restricted-string = 1*(unreserved / sub-delims / "@")'],
    predicate: (s) => re(`${DNS_LABEL}(?:\\.${DNS_LABEL})+:${DDI_STRING}(?:/${DDI_STRING})*:${DDI_STRING}(?:/${DDI_STRING})*`).test(s),
    alphabet: ['a', '-', '.', ':', '/', '%41'],
    maxLength: 6,
    random: { count: 3000, maxLength: 14 },
    boundary: ['us.ddia1:R-V1:1', 'us.ddia1:PISA-QS.QI-2:1', 'int.ddi.cv:AggregationMethod:1.0', 'us:a:1', 'us.a-:x:1', 'us.a:b//c:1', `us.${long(63)}:x:1`, `us.${long(64)}:x:1`],
  },
  // ----------------------------------------------------------- alert
  {
    file: 'alert.abnf',
    rule: 'alert-label',
    spec: ['alert-label = let-dig [ *let-dig-hyp let-dig ]', '"<alert-label>s MUST comply with the syntax for Non-Reserved LDH labels [RFC5890]"'],
    predicate: (s) => re(ALERT_LABEL).test(s),
    alphabet: ['a', '1', '-', '_', '@'],
    maxLength: 6,
    random: { count: 3000, maxLength: 14 },
    boundary: ['call-waiting', 'xn--abc', 'a--b', 'ab--', 'ab--c', 'abc--d', 'a-b--c', '--', 'a', 'ab', 'a-', long(63), long(64), long(63, 'a', 'a', '-'), long(64, 'a', 'a', '-'), `ab-${long(60)}`, `ab--${long(59)}`],
  },
  {
    file: 'alert.abnf',
    rule: 'alert-identifier',
    spec: ['alert-identifier = alert-category ":" alert-indication', 'alert-name = alert-label / private-name', 'private-name = alert-label "@" provider'],
    predicate: (s) => re(`${ALERT_LABEL}(?:@${ALERT_LABEL})?(?::${ALERT_LABEL}(?:@${ALERT_LABEL})?)+`).test(s),
    alphabet: ['a', '-', '@', ':', 'b1'],
    maxLength: 6,
    random: { count: 3000, maxLength: 14 },
    boundary: ['service:call-waiting', 'service:ring@acme', 'locale:country:fr', 'service@x:a', 'service:', 'service:a@', 'service:@a', 'service:a@b@c', 'service:xn--a'],
  },
  // ---------------------------------------------------------- thread
  {
    file: 'thread.abnf',
    rule: 'thread-nss',
    spec: ['urn-thread = "urn:thread:" sub-namespace *( ":" sn-content )', 'sub-namespace = sn-label *( ":" sn-label )', 'sn-label = 1*unreserved', 'sn-content = *( pchar / "/" )'],
    // The ABNF's language: an sn-label, then optionally ":" and any pchar / "/" text (sn-content holds ":").
    predicate: (s) => re(`${THREAD_LABEL}(?::${THREAD_CONTENT})?`).test(s),
    alphabet: ['a', ':', '/', '%41', '@', '%', '.'],
    maxLength: 5,
    random: { count: 3000, maxLength: 12 },
    boundary: ['example:1.0', 'a', 'a:', 'a::', 'a:b/c', 'a:b:c/d', 'a/b', ':a', 'a:%41', 'a%41', 'a:b@c:d', 'a:b!'],
  },
  // ------------------------------------------------------------- pwid
  {
    file: 'pwid.abnf',
    rule: 'IP-literal',
    spec: [
      'IPv6address = 6( h16 ":" ) ls32',
      '/ [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32',
      '/ [ *6( h16 ":" ) h16 ] "::"',
      'dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35',
    ],
    predicate: (s) => re(IP_LITERAL).test(s),
    alphabet: ['1', 'ab', ':', '::', '.', '255', ']', 'v1'],
    maxLength: 4,
    prefixes: ['['],
    random: { count: 3000, maxLength: 16 },
    boundary: [...ipv6Literals(), '[::]', '[::1]', '[v1.x]', '[V1a.b:c]', '[v.x]', '[1.2.3.4]', '[::ffff:1.2.3.4]', '[12345::]', '[1::2::3]', '[]'],
  },
  {
    file: 'pwid.abnf',
    rule: 'archived-item',
    spec: [
      'archived-item = URI / archived-item-id',
      'archived-item-id = +( unreserved )',
      'host = IP-literal / IPv4address / reg-name',
      'path-empty = 0<pchar>',
    ],
    predicate: (s) => re(URI).test(s) || re('[A-Za-z0-9\\-._~]+').test(s),
    alphabet: ['a', ':', '/', '//', '1.2.3.4', '@', '?', '#', '%41', '[::1]', '8', '-'],
    maxLength: 3,
    prefixes: ['', 'http:', 'http://'],
    random: { count: 3000, maxLength: 10 },
    boundary: ['https://ipres2018.org/', 'http://1.2.3.4x/', 'http://1.2.3.4:80/a', 'mailto:a@b', 'urn:x:y', 'a:', 'a', '1a:b', 'http://[::1]:8080/', 'http://[::1/', 'http://a:b@c', 'http://a@b@c', 'x://%4', 'x:/', 'x://', 'x:?#', '', '-'],
  },
  // ----------------------------------------------------- globus, nato
  {
    file: 'globus.abnf',
    rule: 'NSS',
    spec: ['<NSS> ::= <SNID> | <SNID> ":" <subnamespace-specific-string>', '<SNID> ::= 1*<non-colon-chars>', '<subnamespace-specific-string> ::= 1*<URN chars>'],
    predicate: (s) => re(`${NON_COLON}(?::${URN_CHAR}+)?`).test(s),
    alphabet: ['a', ':', '/', '%2F', '&', '#', '%'],
    maxLength: 5,
    random: { count: 2000, maxLength: 12 },
    boundary: ['auth', 'auth:scope:transfer.api.globus.org:all', 'auth:', ':a', 'a/b', 'a:b/c', 'a:b&c', 'a&b:c'],
  },
  {
    file: 'nato.abnf',
    rule: 'NSS',
    spec: ['<NSS> ::= <Type> | <Type> ":" <Source> | <Type> ":" <Source> 1*( ":" <segment> )', '<Type> ::= 1*<non-colon chars>'],
    predicate: (s) => re(`${NON_COLON}(?::${NON_COLON}(?::${NON_COLON})*)?`).test(s),
    alphabet: ['a', ':', '/', '%2f', '~', '%'],
    maxLength: 5,
    random: { count: 2000, maxLength: 12 },
    boundary: ['mtf', 'mtf:app-11', 'mtf:app-11:c:2017', 'mtf:', 'mtf::a', ':a', 'a/b'],
  },
  // ------------------------------------------------------ iptc, xmlorg
  {
    file: 'iptc.abnf',
    rule: 'iptc-nss',
    spec: [
      'urn:iptc:std:{std-name}:{std-version}:{res-group}{:res-name}?{:res-version}?',
      'urn:iptc:std-draft:{std-name}:{std-version}:{res-group}{:res-name}?{:res-version}?',
      'urn:iptc:workdoc:{group-id}:{doc-id}:{doc-version}{:doc-descr}?',
    ],
    predicate: (s) =>
      re(`(?:std|std-draft):${IPTC_FIELD}:${IPTC_FIELD}:(?:spec|doc|xmlns)(?::${IPTC_FIELD}(?::${IPTC_FIELD})?)?|workdoc:${IPTC_FIELD}:${IPTC_FIELD}:${IPTC_FIELD}(?::${IPTC_FIELD})?`).test(s),
    alphabet: ['std', '-draft', 'workdoc', ':', 'a', 'spec', 'xmlns', 'STD'],
    maxLength: 5,
    random: { count: 4000, maxLength: 12 },
    boundary: ['std:NewsML:1.1:spec:DTD:1', 'std-draft:NITF:3.5:spec:xml-schema:2', 'std:SportsML:1.0:xmlns', 'workdoc:NMA:0315:1:srs-terms', 'std-draft:a:b:doc', 'std:a:b:doc:c:d:e', 'std:a:b:code'],
  },
  {
    file: 'xmlorg.abnf',
    rule: 'xmlorg-nss',
    spec: ['urn:xmlorg:objects:{type}{:subtype}?:{object-id}', 'urn:xmlorg:objects:dtd:xml:docbook:v4.1.2'],
    predicate: (s) => re(`objects:${OASIS_FIELD}:${OASIS_FIELD}(?::${OASIS_FIELD})*`).test(s),
    alphabet: ['a', ':', '/', '%3a', '#'],
    maxLength: 5,
    prefixes: ['objects:'],
    random: { count: 2000, maxLength: 12 },
    boundary: ['objects:schema:xmlschema:xcatalog', 'objects:dtd:xml:docbook:v4.1.2', 'objects:a:b', 'objects:a:b:', 'objects:a::b', 'Objects:a:b', 'objects:a'],
  },
  // ------------------------------------------------------------ ietf
  ...(
    [
      ['rfc-nss', 'rfc-nss = "rfc:" 1*DIGIT', 'rfc:[0-9]+', 'rfc'],
      ['fyi-nss', 'fyi-nss = "fyi:" 1*DIGIT', 'fyi:[0-9]+', 'fyi'],
      ['std-nss', 'std-nss = "std:" 1*DIGIT', 'std:[0-9]+', 'std'],
      ['bcp-nss', 'bcp-nss = "bcp:" 1*DIGIT', 'bcp:[0-9]+', 'bcp'],
      ['draft-nss', 'draft-nss = "id:" string', `id:${IETF_STRING}`, 'id'],
      ['mtg-nss', 'mtg-nss = "mtg:" string', `mtg:${IETF_STRING}`, 'mtg'],
    ] as const
  ).map(
    ([rule, spec, source, token]): Row => ({
      file: 'ietf.abnf',
      rule,
      spec: [spec, 'string = 1*(DIGIT / ALPHA / "-")'],
      predicate: (s) => re(source, 'i').test(s),
      alphabet: [token, 'RFC', 'id', ':', '1', 'a', '-', '.'],
      maxLength: 4,
      random: { count: 1500, maxLength: 8 },
      boundary: ['rfc:2648', 'RFC:2648', 'id:ietf-urn-ietf-06', 'mtg:41-urn', 'fyi:', 'rfc', 'rfc:26a', 'rfc2648', 'id:a.b', 'std:1', 'bcp:14'],
    }),
  ),
  {
    file: 'ietf.abnf',
    rule: 'NSS',
    spec: ['NSS = rfc-nss / fyi-nss / std-nss / bcp-nss / draft-nss / mtg-nss / other-nss', 'other-nss = string ; beginning with a prefix other than one of those'],
    // RFC 2648 s.2's rules, plus RFC 3553 s.3's params: a registered name, then ":"-separated non-empty names.
    predicate: (s) =>
      re(`(?:rfc|fyi|std|bcp):[0-9]+|(?:id|mtg):${IETF_STRING}|${IETF_STRING}|params:${IETF_PARAM_NAME}(?::${IETF_PARAM_NAME})*`, 'i').test(s),
    alphabet: ['rfc', 'params', 'id', ':', '1', 'a', '-', '%2f', '.'],
    maxLength: 4,
    random: { count: 4000, maxLength: 9 },
    boundary: ['rfc:2648', 'params:xml:ns:yang:ietf-netconf', 'PARAMS:oauth', 'params:', 'params:a:', 'params::a', 'params', 'rfc', 'foo:bar', 'id:a:b', 'mtg:41-urn', 'any-string123'],
  },
];

// ------------------------------------------------------------------ tests

describe.each(ROWS.map((row, i) => [`${row.file} ${row.rule}`, row, i] as const))('%s', (_name, row, i) => {
  const text = readFileSync(join(NAMESPACE_DIR, row.file), 'utf8');

  test('the grammar quotes the spec rule(s) of this row', () => {
    const flat = flatten(text);
    expect(row.spec.filter((s) => !flat.includes(flatten(s)))).toEqual([]);
  });

  test('apg-js accepts exactly the spec language', () => {
    const grammar = grammarOf(row.file);
    const prefixes = row.prefixes ?? [''];
    const inputs = new Set<string>(row.boundary);
    for (const p of prefixes) for (const s of strings(row.alphabet, upTo(row.maxLength))) inputs.add(p + s);
    const random = row.random ?? { count: 2000, maxLength: 2 * row.maxLength };
    randomStrings(8141 + i, row.alphabet, random.count, random.maxLength).forEach((s, k) => inputs.add(prefixes[k % prefixes.length] + s));
    const disagreements: string[] = [];
    let acceptedBySpec = 0;
    for (const input of inputs) {
      const expected = row.predicate(input);
      if (expected) acceptedBySpec += 1;
      if (accepts(grammar, row.rule, input) !== expected) disagreements.push(`${expected ? 'spec accepts' : 'spec rejects'} ${JSON.stringify(input)}`);
    }
    expect({ count: disagreements.length, first: disagreements.slice(0, 20) }).toEqual({ count: 0, first: [] });
    // The inputs reach both sides of the language.
    expect(acceptedBySpec).toBeGreaterThan(0);
    expect(acceptedBySpec).toBeLessThan(inputs.size);
  });
});

describe('the independent predicates agree with the spec examples', () => {
  test.each([
    ['isbn', isbn, ['0-306-40615-2', '978-0-306-40615-7', '0306406152', '978-0306406157', '979-10-90636-07-1', '0-8044-2957-X'], ['0-306-40615-2-', '0--306-40615-2', '978-0-3-06-40615-7', '977-0-306-40615-7', '0-3-06-40615-2']],
    ['publicid', publicid, ['-:OASIS:DTD+DocBook+XML+V4.1.2:EN', 'ISO+8879%3A1986:ENTITIES+Added+Latin+1:EN'], ['a++b', '+a', 'a%2F%2Fb']],
    ['epc-nss', epcNss, ['id:sgtin:900100.0003456.1234567', 'tag:sgtin-96:3.0614141.812345.6789'], ['id:sgtin:..1', 'id:sgtin', 'epc']],
  ] as const)('%s', (_name, predicate, valid, invalid) => {
    expect(valid.filter((s) => !predicate(s))).toEqual([]);
    expect(invalid.filter((s) => predicate(s))).toEqual([]);
  });

  test("RFC 5141's docelement read with ABNF precedence rejects the RFC's own s.2.4.2 examples", () => {
    // (":" kind ":" elementnumber) / (elementrange *( ("," elementnumber) / elementrange ))
    const n = '(?:(?:[A-Za-z]|[0-9]+)(?:\\.[0-9]+)*)';
    const literal = re(`:(?:clause|figure|table|term):${n}|${n}-${n}(?:,${n}|${n}-${n})*`, 'i');
    for (const example of [':clause:a.1,a.2', ':clause:a.1-a.2', ':term:3.2,3.3,3.4.1-3.4.4,3.12']) {
      expect(literal.test(example)).toBe(false);
      expect(re(ISO.docelement, 'i').test(example)).toBe(true);
    }
  });
});

// --------------------------------------------------- why the rewrites exist

describe('the spec rules compiled verbatim misbehave under apg-js', () => {
  const core: SourceFile = { name: 'core.abnf', text: readFileSync(CORE, 'utf8') };

  /** A small grammar: a minimal namespace header, `rules`, and the core rules. */
  function small(start: string, rules: string): ApgGrammar {
    const text = `; @namespace x\n; @source x\n; @start ${start}\n${rules}\n`;
    return compileGrammarText([{ name: 'x.abnf', text }, core]).grammar;
  }

  /** The namespace grammar with one rule definition replaced by the spec's. */
  function variant(file: string, rewritten: string, verbatim: string): ApgGrammar {
    const text = readFileSync(join(NAMESPACE_DIR, file), 'utf8');
    const changed = text.replace(rewritten, verbatim);
    expect(changed).not.toBe(text);
    return compileGrammarText([{ name: file, text: changed }, core]).grammar;
  }

  test('oid: number = DIGIT / ( LEADDIGIT 1*DIGIT ) stops after the first digit of "13"', () => {
    const verbatim = small('oid', 'oid = number *( DOT number )\nnumber = DIGIT / ( LEADDIGIT 1*DIGIT )\nLEADDIGIT = %x31-39\nDOT = %x2E');
    expect(accepts(verbatim, 'oid', '1.3')).toBe(true);
    expect(accepts(verbatim, 'oid', '1.13')).toBe(false);
    expect(accepts(grammarOf('oid.abnf'), 'oid', '1.13')).toBe(true);
  });

  test('pwid: RFC 3986 host with IPv4address tried first rejects "http://1.2.3.4x/"; dec-octet as written rejects "[::1.2.3.255]"', () => {
    const host = variant('pwid.abnf', 'host             = IP-literal / reg-name', 'host             = IP-literal / IPv4address / reg-name');
    expect(accepts(host, 'URI', 'http://1.2.3.4x/')).toBe(false);
    expect(accepts(grammarOf('pwid.abnf'), 'URI', 'http://1.2.3.4x/')).toBe(true);
    const octet = variant(
      'pwid.abnf',
      'dec-octet        = "25" %x30-35 / "2" %x30-34 DIGIT / "1" 2DIGIT / %x31-39 DIGIT / DIGIT',
      'dec-octet        = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35',
    );
    expect(accepts(octet, 'IP-literal', '[::1.2.3.255]')).toBe(false);
    expect(accepts(grammarOf('pwid.abnf'), 'IP-literal', '[::1.2.3.255]')).toBe(true);
  });

  test('fdc: label and toplabel as the RFC writes them reject "zelestra.com"', () => {
    const g = variant(
      'fdc.abnf',
      'label      = alphanum *( *"-" alphanum )',
      'label      = alphanum / alphanum *(alphanum / "-") alphanum',
    );
    expect(accepts(g, 'label', 'ab')).toBe(false);
    expect(accepts(g, 'ProviderId', 'zelestra.com')).toBe(false);
    const top = variant('fdc.abnf', 'toplabel   = ALPHA *( *"-" alphanum )', 'toplabel   = ALPHA / ALPHA *(alphanum / "-") alphanum');
    expect(accepts(top, 'toplabel', 'com')).toBe(false);
    expect(accepts(grammarOf('fdc.abnf'), 'ProviderId', 'zelestra.com')).toBe(true);
  });

  test('iso: originator in the RFC order takes "iso" out of "iso-iec"', () => {
    const g = variant(
      'iso.abnf',
      'originator    = "iso-iec" / "iso-cie" / "iso-astm" / "iso-ieee" / "iso" / "iec"',
      'originator    = "iso" / "iso-iec" / "iso-cie" / "iso-astm" / "iso-ieee" / "iec"',
    );
    expect(accepts(g, 'originator', 'iso-iec')).toBe(false);
    expect(accepts(g, 'NSS', 'std:iso-iec:27001')).toBe(false);
    expect(accepts(grammarOf('iso.abnf'), 'NSS', 'std:iso-iec:27001')).toBe(true);
  });

  test('iso: docversion = "v" (simpleversion / isoversion) stops before "-amd1.v1"', () => {
    const g = variant('iso.abnf', 'docversion    = "v" ( simpleversion !"-" / isoversion )', 'docversion    = "v" (simpleversion / isoversion)');
    expect(accepts(g, 'docversion', 'v1-amd1.v1')).toBe(false);
    expect(accepts(grammarOf('iso.abnf'), 'docversion', 'v1-amd1.v1')).toBe(true);
  });

  test('iso: language = monolingual / bilingual / trilingual stops after "en" in "en,fr"', () => {
    const g = variant('iso.abnf', 'language      = trilingual / bilingual / monolingual', 'language      = monolingual / bilingual / trilingual');
    expect(accepts(g, 'language', 'en,fr')).toBe(false);
    expect(accepts(grammarOf('iso.abnf'), 'language', 'en,fr')).toBe(true);
  });

  test('iso: docelement with elementnumber before elementrange stops before "-a.2"', () => {
    const g = variant(
      'iso.abnf',
      '( elementrange / elementnumber )\n                *( "," ( elementrange / elementnumber ) )',
      '( elementnumber / elementrange )\n                *( "," ( elementnumber / elementrange ) )',
    );
    expect(accepts(g, 'docelement', ':clause:a.1-a.2')).toBe(false);
    expect(accepts(grammarOf('iso.abnf'), 'docelement', ':clause:a.1-a.2')).toBe(true);
  });

  test('iso: std-nss as the RFC writes it cannot give back a docelement to an isodefined addition', () => {
    const g = variant('iso.abnf', 'std-nss       = std-full / std-any', 'std-nss       = "std:" docidentifier *supplement *docelement [addition]');
    // The spec reads ":clause:a.13.4.1en" as one isodefined addition.
    expect(re(ISO.stdNss, 'i').test('std:iso:9999:clause:a.13.4.1en')).toBe(true);
    expect(accepts(g, 'NSS', 'std:iso:9999:clause:a.13.4.1en')).toBe(false);
    expect(accepts(grammarOf('iso.abnf'), 'NSS', 'std:iso:9999:clause:a.13.4.1en')).toBe(true);
  });

  test('lex: jurisdiction-code = 2*alf-dot leaves nothing for the second alf-dot', () => {
    const g = variant('lex.abnf', 'jurisdiction-code = alfanum *"." alfanum *alfadot', 'jurisdiction-code = 2*alf-dot');
    expect(accepts(g, 'jurisdiction-code', 'it')).toBe(false);
    expect(accepts(grammarOf('lex.abnf'), 'jurisdiction-code', 'it')).toBe(true);
  });

  test('mrn: OID and OSNID as the template writes them eat their last character', () => {
    const oid = variant('mrn.abnf', 'OID      = alphanum 0*20( (alphanum / "-") &(alphanum / "-") ) alphanum', 'OID      = (alphanum) 0*20(alphanum / "-") (alphanum)');
    expect(accepts(oid, 'OID', 'imo')).toBe(false);
    expect(accepts(oid, 'mrn-nss', 'imo:imo-number:9123456')).toBe(false);
    const osnid = variant('mrn.abnf', 'OSNID    = alphanum 0*32( (alphanum / "-") &(alphanum / "-") ) alphanum', 'OSNID    = (alphanum) 0*32(alphanum / "-") (alphanum)');
    expect(accepts(osnid, 'OSNID', 'imo-number')).toBe(false);
    expect(accepts(grammarOf('mrn.abnf'), 'mrn-nss', 'imo:imo-number:9123456')).toBe(true);
  });

  test('epc: CAGECode | DODAAC in the TDS order takes five characters of a DODAAC', () => {
    const g = variant('epc.abnf', 'CAGECodeOrDODAAC   = DODAAC / CAGECode', 'CAGECodeOrDODAAC   = CAGECode / DODAAC');
    expect(accepts(g, 'USDODURIBody', 'W81XWH.1')).toBe(false);
    expect(accepts(g, 'USDODURIBody', '2S194.1')).toBe(true);
    expect(accepts(grammarOf('epc.abnf'), 'USDODURIBody', 'W81XWH.1')).toBe(true);
  });

  test('epc: 2*( PaddedNumericComponent "." ) as ABNF takes a third component the GS3A3Component needed', () => {
    // Not stated by the comment (which reads the TDS "2*" as "exactly 2"), but true: "1.2.3." is
    // 1 "." 2 "." then the GS3A3Component "3.", in either reading.
    const g = variant('epc.abnf', 'SGTINURIBody       = 2( PaddedNumericComponent "." ) GS3A3Component', 'SGTINURIBody       = 2*( PaddedNumericComponent "." ) GS3A3Component');
    expect(accepts(g, 'SGTINURIBody', '1.2.3.')).toBe(false);
    expect(accepts(grammarOf('epc.abnf'), 'SGTINURIBody', '1.2.3.')).toBe(true);
  });

  test('isbn: the prose parts as greedy element rules cannot count the 9 digits', () => {
    const g = small('body', 'body = 1*DIGIT ["-"] 1*DIGIT ["-"] 1*DIGIT');
    expect(accepts(g, 'body', '030640615')).toBe(false);
    expect(accepts(grammarOf('isbn.abnf'), 'isbn-body', '030640615')).toBe(true);
  });

  test('oasis: "memo" before "memorandum" never matches "memorandum"', () => {
    const g = variant(
      'oasis.abnf',
      '%s"note" / %s"resolution" / %s"memorandum" / %s"memo"',
      '%s"note" / %s"resolution" / %s"memo" / %s"memorandum"',
    );
    expect(accepts(g, 'technical-hierarchy', 'technical:memorandum:9502:1995')).toBe(false);
    expect(accepts(grammarOf('oasis.abnf'), 'technical-hierarchy', 'technical:memorandum:9502:1995')).toBe(true);
  });

  test('alert: alert-name = alert-label / private-name stops after the label of "ring@acme"', () => {
    const g = variant('alert.abnf', 'alert-name       = alert-label [ "@" provider ]', 'alert-name       = alert-label / private-name\nprivate-name     = alert-label "@" provider');
    expect(accepts(g, 'alert-identifier', 'service:ring@acme')).toBe(false);
    expect(accepts(grammarOf('alert.abnf'), 'alert-identifier', 'service:ring@acme')).toBe(true);
  });

  test('ddi: dns-label as the RFC writes it eats its last character', () => {
    const g = variant('ddi.abnf', 'dns-label            = let-dig [ 0*61( let-dig-hyp &let-dig-hyp ) let-dig ]', 'dns-label            = (ALPHA / DIGIT) [ *(ALPHA / DIGIT / "-") (ALPHA / DIGIT) ]');
    expect(accepts(g, 'dns-label', 'us')).toBe(false);
    expect(accepts(g, 'ddi-irdi', 'us.ddia1:R-V1:1')).toBe(false);
    expect(accepts(grammarOf('ddi.abnf'), 'ddi-irdi', 'us.ddia1:R-V1:1')).toBe(true);
  });

  test('thread: sub-namespace as the template writes it takes "b" of "a:b/c" and leaves "/c"', () => {
    const g = variant('thread.abnf', 'sub-namespace = sn-label *( ":" sn-label !content-only )', 'sub-namespace = sn-label *( ":" sn-label )');
    expect(accepts(g, 'thread-nss', 'a:b/c')).toBe(false);
    expect(accepts(grammarOf('thread.abnf'), 'thread-nss', 'a:b/c')).toBe(true);
  });

  test('globus, nato: the first alternative (the SNID or Type alone) wins and never tries the longer ones', () => {
    const globus = variant('globus.abnf', 'NSS                          = SNID [ ":" subnamespace-specific-string ]', 'NSS                          = SNID / SNID ":" subnamespace-specific-string');
    expect(accepts(globus, 'NSS', 'auth:scope')).toBe(false);
    expect(accepts(grammarOf('globus.abnf'), 'NSS', 'auth:scope')).toBe(true);
    const nato = variant('nato.abnf', 'NSS              = Type [ ":" Source *( ":" segment ) ]', 'NSS              = Type / Type ":" Source / Type ":" Source 1*( ":" segment )');
    expect(accepts(nato, 'NSS', 'mtf:app-11')).toBe(false);
    expect(accepts(grammarOf('nato.abnf'), 'NSS', 'mtf:app-11')).toBe(true);
  });

  test('iptc: "std" before "std-draft" never matches "std-draft"', () => {
    const g = variant('iptc.abnf', '( %s"std-draft" / %s"std" )', '( %s"std" / %s"std-draft" )');
    expect(accepts(g, 'iptc-nss', 'std-draft:NITF:3.5:spec:xml-schema:2')).toBe(false);
    expect(accepts(grammarOf('iptc.abnf'), 'iptc-nss', 'std-draft:NITF:3.5:spec:xml-schema:2')).toBe(true);
  });
});
