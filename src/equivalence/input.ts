/* The Urn an API function works on: a parsed Urn as is, anything else through parse. */
import type { NamespacesOption } from '../namespaces/set';
import { argumentError, draftUnsupported } from '../options';
import { parse } from '../parse';
import { canonicalName, isRevisionName } from '../revision-names';
import { ProfileName, PROFILES, Urn } from '../types';
import { Rfc2141bisUrnObject, Rfc2141UrnObject, Rfc8141UrnObject, UrnBase } from '../urn';

export function isUrnObject(input: unknown): input is Urn {
  return input instanceof Rfc8141UrnObject || input instanceof Rfc2141bisUrnObject || input instanceof Rfc2141UrnObject;
}

/**
 * `input` as a Urn. A string is parsed under `profile` (so invalid input throws
 * the UrnParseError parse throws). A Urn made by parse is used as is, under its
 * own profile, unless namespace rules are asked for: it is then parsed again
 * with them, so they are checked. Any other object with a string `input` and a
 * known `profile` (e.g. a Urn after a JSON round trip) is parsed again from its
 * input, so its other fields are never trusted.
 */
export function asUrn(fn: string, input: unknown, profile: ProfileName, namespaces: NamespacesOption = false): Urn {
  if (typeof input === 'string') return parse(input, { profile, namespaces });
  if (isUrnObject(input)) return namespaces ? parse(input.input, { profile: input.profile, namespaces }) : input;
  if (typeof input === 'object' && input !== null) {
    const text = Object.prototype.hasOwnProperty.call(input, 'input') ? (input as { input?: unknown }).input : undefined;
    const own = Object.prototype.hasOwnProperty.call(input, 'profile') ? (input as { profile?: unknown }).profile : undefined;
    const name = typeof text === 'string' && isRevisionName(own) ? canonicalName(own) : undefined;
    if (PROFILES.includes(name as ProfileName)) return parse(text as string, { profile: name as ProfileName, namespaces });
    // A draft's Urn (a UrnBase of none of the main classes), or one after a JSON round trip.
    if (name || input instanceof UrnBase) throw draftUnsupported(fn, "the URN's profile", (input as { profile: string }).profile);
  }
  throw argumentError(fn, 'the URN', 'a URN string or a Urn object', input);
}
