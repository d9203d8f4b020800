/* The Urn an API function works on: a parsed Urn as is, anything else through parse. */
import type { NamespacesOption } from '../namespaces/set';
import { argumentError, draftUnsupported } from '../options';
import { parse } from '../parse';
import { canonicalName, isRevisionName } from '../revision-names';
import { ProfileName, PROFILES, Urn } from '../types';
import { hasBrand, URN_BRAND } from '../brand';
import { Rfc2141bisUrnObject, Rfc2141UrnObject, Rfc8141UrnObject, urnIntact } from '../urn';

/** A main profile's Urn made by this copy of urnkit (a draft's Urn extends UrnBase too, but is none of these classes). */
export function isUrnObject(input: unknown): input is Urn {
  return input instanceof Rfc8141UrnObject || input instanceof Rfc2141bisUrnObject || input instanceof Rfc2141UrnObject;
}

/**
 * A Urn made by this copy of urnkit as it is, while its parts are what parse
 * made (a Urn is not frozen); a Urn assigned to since, or of another copy (the
 * other build, another realm: it carries the brand), parsed again from its
 * input under its profile, so nothing but its text is trusted; else undefined.
 */
export function ownUrn(input: unknown): Urn | undefined {
  if (isUrnObject(input) && urnIntact(input)) return input;
  if (!hasBrand(input, URN_BRAND, true)) return undefined;
  const { input: text, profile } = input as { input?: unknown; profile?: unknown };
  return typeof text === 'string' && PROFILES.includes(profile as ProfileName) ? parse(text, { profile: profile as ProfileName }) : undefined;
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
  const urn = ownUrn(input);
  if (urn) return namespaces ? parse(urn.input, { profile: urn.profile, namespaces }) : urn;
  if (typeof input === 'object' && input !== null) {
    const text = Object.prototype.hasOwnProperty.call(input, 'input') ? (input as { input?: unknown }).input : undefined;
    const own = Object.prototype.hasOwnProperty.call(input, 'profile') ? (input as { profile?: unknown }).profile : undefined;
    const name = typeof text === 'string' && isRevisionName(own) ? canonicalName(own) : undefined;
    if (PROFILES.includes(name as ProfileName)) return parse(text as string, { profile: name as ProfileName, namespaces });
    // A draft's Urn (of this copy of urnkit or another: it carries the brand), or one after a JSON round trip.
    if (name || hasBrand(input, URN_BRAND, true)) throw draftUnsupported(fn, "the URN's profile", (input as { profile: unknown }).profile);
  }
  throw argumentError(fn, 'the URN', 'a URN string or a Urn object', input);
}
