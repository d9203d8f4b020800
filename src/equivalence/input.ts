/* The Urn an API function works on: a parsed Urn as is, anything else through parse. */
import { parse } from '../parse';
import { ProfileName, PROFILES, Urn } from '../types';
import { Rfc2141bisUrnObject, Rfc2141UrnObject, Rfc8141UrnObject } from '../urn';

/**
 * `input` as a Urn. A string is parsed under `profile` (so invalid input throws
 * the UrnParseError parse throws). A Urn made by parse is used as is, under its
 * own profile. Any other object with a string `input` and a known `profile`
 * (e.g. a Urn after a JSON round trip) is parsed again from its input, so its
 * other fields are never trusted.
 */
export function asUrn(fn: string, input: unknown, profile: ProfileName): Urn {
  if (typeof input === 'string') return parse(input, { profile });
  if (input instanceof Rfc8141UrnObject || input instanceof Rfc2141bisUrnObject || input instanceof Rfc2141UrnObject) return input;
  if (typeof input === 'object' && input !== null) {
    const { input: text, profile: own } = input as { input?: unknown; profile?: unknown };
    if (typeof text === 'string' && PROFILES.includes(own as ProfileName)) return parse(text, { profile: own as ProfileName });
  }
  throw new TypeError(`urnkit.${fn}: expected a URN string or a Urn object, got ${input === null ? 'null' : typeof input}`);
}

/** options.profile checked as parse checks it; RFC 8141 by default. */
export function profileOption(fn: string, profile: unknown): ProfileName {
  if (profile === undefined) return 'rfc8141';
  if (!PROFILES.includes(profile as ProfileName)) throw new TypeError(`urnkit.${fn}: unknown profile ${JSON.stringify(profile)}; expected one of ${PROFILES.join(', ')}`);
  return profile as ProfileName;
}
