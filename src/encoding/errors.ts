/*
 * The error of percent-encoding and decoding. Not a UrnParseError: there is no
 * URN being parsed, only a component's text, so the offset is into that text.
 */
import { BrandedError } from '../brand';
import { ProfileName } from '../types';

/** Every encoding error code, with what it means. Stable: codes are never renamed. */
export const ENCODING_ERROR_CODES = /* @__PURE__ */ Object.freeze({
  'lone-surrogate': 'encode: the text holds an unpaired UTF-16 surrogate, which has no UTF-8 form',
  'nul-octet': 'the profile forbids octet 0 in any form (RFC 2141 s.2.4, bis-03 s.2.5.3)',
  'invalid-percent-encoding': 'decode: "%" is not followed by two hexadecimal digits',
  'invalid-utf8': 'decode: the percent-encoded octets are not well-formed UTF-8 (invalid, overlong, surrogate or truncated sequence)',
  'invalid-character': 'decode: a character that is not printable ASCII appears unencoded',
} as const);

/** The code of a UrnEncodingError (a key of ENCODING_ERROR_CODES). */
export type EncodingErrorCode = keyof typeof ENCODING_ERROR_CODES;

/** Thrown by encodeNss, encodeComponent, decodeNss and decodeComponent; `is` and `instanceof` work across builds, as for UrnParseError. */
export class UrnEncodingError extends BrandedError {
  readonly code: EncodingErrorCode;
  /** String index into the text given to the function (the "%" of the first octet of a bad sequence). */
  readonly offset: number;
  readonly profile: ProfileName;
  /** 'nss', 'r', 'q', 'f' or 'query-value'. */
  readonly position: string;

  constructor(code: EncodingErrorCode, offset: number, profile: ProfileName, position: string, detail: string) {
    super(`${profile} ${position}: ${code} at offset ${offset}: ${detail}`);
    this.code = code;
    this.offset = offset;
    this.profile = profile;
    this.position = position;
  }

  /** The name, and the brand (src/brand.ts). */
  get name(): string {
    return 'UrnEncodingError';
  }
}
