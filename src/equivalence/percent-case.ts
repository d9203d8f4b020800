/*
 * Case normalization of percent-encoding, never decoding (RFC 2141 s.5 step 3,
 * bis-03 s.5 step 3, RFC 8141 s.3.1). Upper case for all three: RFC 8141 s.3.1
 * prescribes it, RFC 3986 s.2.1 says producers SHOULD use it, and RFC 2141 and
 * bis-03 s.5 leave the case to the implementation.
 */
export function upperPercentHex(text: string): string {
  return text.includes('%') ? text.replace(/%[0-9a-fA-F]{2}/g, (pct) => pct.toUpperCase()) : text;
}
