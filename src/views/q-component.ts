/*
 * An RFC 8141 q-component read as key=value pairs. RFC 8141 s.2.3.2 gives the
 * q-component no inner syntax; its example ("?=op=map&lat=39.56&...") follows
 * the URI query convention, which this view reads: split on "&", then on the
 * first "=". The raw qComponent stays the source of truth: the view is lossless
 * (joining each key, "=" and value where there is one, with "&", gives the raw
 * text back), keeps order, duplicates, keys without "=" (value undefined) and
 * empty pieces, and decodes nothing unless asked.
 */
import { decodeAt } from '../encoding/decode';
import { asUrn } from '../equivalence/input';
import { booleanOption, optionRecord } from '../options';
import { Rfc8141Urn } from '../types';

/** One key=value piece of a q-component. */
export interface QPair {
  readonly key: string;
  /** After the first "="; undefined when the piece has no "=" ('' for "key="). */
  readonly value: string | undefined;
}

/** The options of qComponentPairs. */
export interface QPairsOptions {
  /** Percent-decode keys and values as UTF-8 (throws UrnEncodingError on bad octets). Default false. */
  decode?: boolean;
}

/**
 * The q-component's pairs in order; [] when there is no q-component. A string is parsed under RFC
 * 8141.
 * @example
 * ```ts
 * qComponentPairs('urn:example:a?=lang=en&x=%20'); // [{ key: 'lang', value: 'en' }, { key: 'x', value: '%20' }]
 * qComponentPairs('urn:example:a?=x=%20', { decode: true }); // [{ key: 'x', value: ' ' }]
 * ```
 */
export function qComponentPairs(urn: Rfc8141Urn | string, options?: QPairsOptions): readonly QPair[] {
  const decoding = booleanOption('qComponentPairs', optionRecord('qComponentPairs', options, ['decode']), 'decode');
  const u = asUrn('qComponentPairs', urn, 'rfc8141');
  if (u.profile !== 'rfc8141') throw new TypeError(`urnkit.qComponentPairs: the q-component is an RFC 8141 part; got a ${u.profile} Urn`);
  if (u.qComponent === undefined) return Object.freeze([]);
  const decode = decoding ? (text: string) => decodeAt('qComponentPairs', text, 'rfc8141', 'q') : (text: string) => text;
  return Object.freeze(
    u.qComponent.split('&').map((piece) => {
      const eq = piece.indexOf('=');
      const key = eq < 0 ? piece : piece.slice(0, eq);
      const value = eq < 0 ? undefined : piece.slice(eq + 1);
      return Object.freeze({ key: decode(key), value: value === undefined ? undefined : decode(value) });
    }),
  );
}
