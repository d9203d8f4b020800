/* The Urn an API function works on: a parsed Urn as is, anything else through parse. */
import type { NamespacesOption } from '../namespaces/set';
import { argumentError, draftUnsupported } from '../options';
import { parse } from '../parse';
import { revisionNamed } from '../revisions';
import { ProfileName, PROFILES, Urn } from '../types';
import { isDraftUrnObject, Rfc2141bisUrnObject, Rfc2141UrnObject, Rfc8141UrnObject } from '../urn';

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
  if (isDraftUrnObject(input)) throw draftUnsupported(fn, 'the URN was parsed under', input.profile);
  if (typeof input === 'object' && input !== null) {
    const text = Object.prototype.hasOwnProperty.call(input, 'input') ? (input as { input?: unknown }).input : undefined;
    const own = Object.prototype.hasOwnProperty.call(input, 'profile') ? (input as { profile?: unknown }).profile : undefined;
    if (typeof text === 'string' && PROFILES.includes(own as ProfileName)) return parse(text, { profile: own as ProfileName, namespaces });
    if (typeof text === 'string' && revisionNamed(own)?.title.startsWith('bis-') && !PROFILES.includes(revisionNamed(own)?.name as ProfileName)) {
      throw draftUnsupported(fn, 'the URN was parsed under', own as string);
    }
  }
  throw argumentError(fn, 'the URN', 'a URN string or a Urn object', input);
}
