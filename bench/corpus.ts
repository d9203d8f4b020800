/*
 * The benchmark corpus: URNs under real namespaces (isbn, uuid, ietf, oid, nbn,
 * epc, lex, ogc, li) with percent-encoding, r-, q- and f-components, about 1%
 * of them 500-2000 characters long, and a share of invalid ones with one defect
 * each (bad NID, bad character, bad "%", empty component, bad scheme).
 *
 * Deterministic: the same seed and size give the same strings on any machine
 * (mulberry32, no Math.random). `intended` is what the generator meant; the
 * benchmark takes urnkit's RFC 8141 verdict as the truth and reports any
 * difference between the two.
 */
import { prng } from '../src/prng';

export const DEFAULT_SEED = 0x8141;
export const DEFAULT_SIZE = 100_000;
export const INVALID_SHARE = 0.1;

class Rng {
  constructor(readonly next: () => number) {}
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i += 1) s += String.fromCharCode(48 + this.int(0, 9));
    return s;
  }
  hex(n: number): string {
    let s = '';
    for (let i = 0; i < n; i += 1) s += '0123456789abcdef'[this.int(0, 15)];
    return s;
  }
  from(alphabet: string, n: number): string {
    let s = '';
    for (let i = 0; i < n; i += 1) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const WORD = `${LOWER}${LOWER}0123456789-._~`;
/** Characters RFC 8141 allows unencoded in the NSS and components, besides letters and digits. */
const PCHAR_EXTRA = "-._~!$&'()*+,;=:@";

/** A word of NSS characters, sometimes with a percent-encoded octet or UTF-8 sequence. */
function segment(r: Rng, min: number, max: number): string {
  let s = r.from(WORD, r.int(min, max));
  if (r.chance(0.15)) s += r.pick(['%20', '%2F', '%3A', '%C3%A9', '%E2%82%AC', '%c3%bc', '%25', '%23', '%3F']);
  if (r.chance(0.1)) s += r.from(PCHAR_EXTRA, 1) + r.from(WORD, r.int(1, 6));
  return s;
}

type Make = (r: Rng) => { nid: string; nss: string };

const NAMESPACES: Record<string, Make> = {
  isbn: (r) => ({ nid: 'isbn', nss: r.chance(0.6) ? `978-${r.int(0, 9)}-${r.digits(r.int(2, 5))}-${r.digits(r.int(2, 5))}-${r.int(0, 9)}` : `${r.digits(9)}${r.pick(['X', '0', '7'])}` }),
  uuid: (r) => ({ nid: 'uuid', nss: `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}` }),
  ietf: (r) =>
    r.chance(0.5)
      ? { nid: 'ietf', nss: `rfc:${r.int(1, 9999)}` }
      : { nid: 'ietf', nss: `params:${r.pick(['xml', 'oauth', 'acme', 'sip'])}:${r.pick(['ns', 'schema', 'grant-type', 'error'])}:${segment(r, 3, 14)}` },
  oid: (r) => {
    const arcs = [r.pick(['1', '2', '0']), r.pick(['3', '16', '2'])];
    for (let i = r.int(2, 10); i > 0; i -= 1) arcs.push(String(r.int(0, 99999)));
    return { nid: 'oid', nss: arcs.join('.') };
  },
  nbn: (r) => ({ nid: 'nbn', nss: `${r.pick(['de', 'fi', 'se', 'nl', 'it', 'ch'])}:${r.pick(['bvb', 'hbz', 'kb', 'gbv', 'ui'])}:${r.digits(2)}-${segment(r, 4, 12)}` }),
  epc: (r) => ({ nid: 'epc', nss: `id:${r.pick(['sgtin', 'sscc', 'grai', 'sgln'])}:${r.digits(7)}.${r.digits(6)}.${r.digits(r.int(1, 12))}` }),
  lex: (r) => ({
    nid: 'lex',
    nss: `${r.pick(['it', 'br', 'eu', 'es', 'ch'])}:${r.pick(['stato', 'federal', 'council', 'regione.lombardia'])}:${r.pick(['legge', 'lei', 'decreto', 'directive'])}:${1950 + r.int(0, 74)}-0${r.int(1, 9)}-${r.int(10, 28)};${r.int(1, 999)}${r.chance(0.3) ? `@${r.int(2000, 2024)}` : ''}`,
  }),
  ogc: (r) => ({ nid: 'ogc', nss: `def:${r.pick(['crs', 'uom', 'datum'])}:${r.pick(['EPSG', 'OGC', 'IOGP'])}:${r.pick(['', '6.3', '1.3'])}:${r.int(1000, 32767)}` }),
  li: (r) => ({ nid: 'li', nss: `${r.pick(['share', 'activity', 'person', 'organization', 'ugcPost'])}:${r.digits(19)}` }),
};
const NIDS = Object.keys(NAMESPACES);

function components(r: Rng): string {
  let s = '';
  if (r.chance(0.05)) s += `?+${segment(r, 2, 10)}${r.chance(0.3) ? `?${segment(r, 1, 5)}` : ''}`;
  if (r.chance(0.12)) {
    const pairs: string[] = [];
    for (let i = r.int(1, 3); i > 0; i -= 1) pairs.push(`${r.pick(['lang', 'format', 'v', 's', 'w'])}=${segment(r, 1, 8)}`);
    s += `?=${pairs.join('&')}${r.chance(0.1) ? '/x?y=z' : ''}`;
  }
  if (r.chance(0.08)) s += `#${r.chance(0.1) ? '' : segment(r, 1, 12)}${r.chance(0.2) ? '/p?q' : ''}`;
  return s;
}

/** An NSS made long (500-2000 characters) by repeating the namespace's own shape. */
function longNss(r: Rng, make: Make, nss: string): string {
  const target = r.int(500, 2000);
  let s = nss;
  while (s.length < target) s += `${r.pick([':', '/', ';', '.'])}${r.chance(0.5) ? make(r).nss : segment(r, 8, 40)}`;
  return s;
}

function validUrn(r: Rng, long: boolean): string {
  const nid = r.pick(NIDS);
  const make = NAMESPACES[nid];
  const u = make(r);
  const scheme = r.chance(0.05) ? r.pick(['URN', 'Urn']) : 'urn';
  const id = r.chance(0.05) ? u.nid.toUpperCase() : u.nid;
  return `${scheme}:${id}:${long ? longNss(r, make, u.nss) : u.nss}${components(r)}`;
}

/** Characters no RFC 8141 part allows. */
const BAD_CHARS = [' ', '"', '<', '>', '\\', '^', '`', '{', '}', '|', '[', ']', 'é', '\u00a0', '\n'];

/** One defect, applied to a valid URN. */
const DEFECTS: ((r: Rng, valid: string) => string)[] = [
  // bad NID: leading or trailing "-", 33 characters, "_" or ".", one character, empty
  (r, v) => v.replace(/^(urn):([^:]+):/i, (_m, s: string, nid: string) => `${s}:${r.pick([`-${nid}`, `${nid}-`, `${nid}${r.from(LOWER, 33 - nid.length)}`, `${nid}_x`, `${nid}.x`, 'x', ''])}:`),
  // a character no part allows, anywhere after the scheme
  (r, v) => {
    const at = r.int(5, v.length);
    return `${v.slice(0, at)}${r.pick(BAD_CHARS)}${v.slice(at)}`;
  },
  // "%" not followed by two hex digits
  (r, v) => {
    const at = r.int(v.indexOf(':', 4) + 2, v.length);
    // Each variant fails whatever follows it; a lone "%" only at the end.
    return r.chance(0.2) ? `${v}%` : `${v.slice(0, at)}${r.pick(['%g', '%2-', '%G1', '%4z', '%%'])}${v.slice(at)}`;
  },
  // empty NSS, empty r-component, empty q-component
  (r, v) => {
    const head = /^urn:[^:]+:/i.exec(v)?.[0] ?? 'urn:x:';
    return r.pick([head, `${v.replace(/[?#].*$/, '')}?+`, `${v.replace(/[?#].*$/, '')}?=`, `${v.replace(/[?#].*$/, '')}?+?=a`, `${head}#frag`]);
  },
  // bad scheme or missing ":"
  (r, v) => r.pick([v.replace(/^urn/i, 'urm'), v.replace(/^urn:/i, 'urn-'), v.replace(/^(urn:[^:]+):/i, '$1/'), `x${v}`, v.replace(/^urn:/i, '')]),
  // "?" in the NSS that starts no component
  (r, v) => v.replace(/^(urn:[^:]+:[^?#]+)/i, `$1?${r.from(LOWER, 3)}`),
];

export interface Corpus {
  seed: number;
  urns: string[];
  /** What the generator meant each URN to be. */
  intended: boolean[];
  /** Total UTF-16 code units over all URNs. */
  chars: number;
}

export function generateCorpus(seed = DEFAULT_SEED, size = DEFAULT_SIZE): Corpus {
  const r = new Rng(prng(seed));
  const urns: string[] = [];
  const intended: boolean[] = [];
  let chars = 0;
  for (let i = 0; i < size; i += 1) {
    const long = r.chance(0.01);
    let s = validUrn(r, long);
    const valid = !r.chance(INVALID_SHARE);
    if (!valid) s = r.pick(DEFECTS)(r, s);
    urns.push(s);
    intended.push(valid);
    chars += s.length;
  }
  // Built by concatenation, the strings are rope (cons) strings; a parser gets
  // flat ones from I/O (a file, a socket, JSON). The round trip flattens them.
  return { seed, urns: JSON.parse(JSON.stringify(urns)) as string[], intended, chars };
}

/** FNV-1a over every string: children prove they benchmark the same corpus. */
export function corpusHash(urns: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const s of urns) {
    for (let i = 0; i < s.length; i += 1) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 10, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
