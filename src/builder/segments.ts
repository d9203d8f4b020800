/*
 * A URN to build as a list of segments: each given field's text, the delimiter
 * the grammar puts before it, where it lands in the composed string, how to read
 * it back from the parsed Urn, and the error code and spec section that cover it.
 */
import type { ErrorCode } from '../codes';
import { ProfileName, Urn } from '../types';
import { PartsFor } from './parts';

export interface Segment {
  /** The builder field: 'nid', 'nss', ..., or 'directives[1].value'. */
  field: string;
  delimiter: string;
  /** The text as given; undefined for an absent optional part. */
  text: string | undefined;
  read(urn: Urn): string | undefined;
  code: ErrorCode;
  section: string;
}

const get =
  (name: string) =>
  (urn: Urn): string | undefined =>
    (urn as unknown as Record<string, string | undefined>)[name];

function segment(field: string, delimiter: string, text: string | undefined, code: ErrorCode, section: string, read = get(field)): Segment {
  return { field, delimiter, text, read, code, section };
}

/** The segments of a URN in string order (after "urn:"). */
export function segmentsOf<P extends ProfileName>(profile: P, given: PartsFor<P>): Segment[] {
  if (profile === 'rfc2141') {
    const p = given as PartsFor<'rfc2141'>;
    return [segment('nid', '', p.nid, 'invalid-nid', 'RFC 2141 s.2.1'), segment('nss', ':', p.nss, 'invalid-nss', 'RFC 2141 s.2.2')];
  }
  if (profile === 'rfc8141') {
    const p = given as PartsFor<'rfc8141'>;
    return [
      segment('nid', '', p.nid, 'invalid-nid', 'RFC 8141 s.2.1'),
      segment('nss', ':', p.nss, 'invalid-nss', 'RFC 8141 s.2.2'),
      segment('rComponent', '?+', p.rComponent, 'invalid-r-component', 'RFC 8141 s.2.3.1'),
      segment('qComponent', '?=', p.qComponent, 'invalid-q-component', 'RFC 8141 s.2.3.2'),
      segment('fComponent', '#', p.fComponent, 'invalid-f-component', 'RFC 8141 s.2.3.3'),
    ];
  }
  const p = given as PartsFor<'rfc2141bis'>;
  const segments = [segment('nid', '', p.nid, 'invalid-nid', 'bis-03 s.2.1'), segment('nss', ':', p.nss, 'invalid-nss', 'bis-03 s.2.2')];
  if (p.directives !== undefined && p.directives.length > 0) {
    p.directives.forEach((d, i) => {
      const at = (urn: Urn) => (urn.profile === 'rfc2141bis' ? urn.directives[i] : undefined);
      segments.push(segment(`directives[${i}].keyword`, i === 0 ? '?' : '&', d.keyword, 'invalid-query', 'bis-03 s.2.3', (urn) => at(urn)?.keyword));
      segments.push(segment(`directives[${i}].value`, '=', d.value, 'invalid-query', 'bis-03 s.2.3', (urn) => at(urn)?.value));
    });
  } else {
    segments.push(segment('query', '?', p.query, 'invalid-query', 'bis-03 s.2.3'));
  }
  segments.push(segment('fragment', '#', p.fragment, 'invalid-fragment', 'bis-03 s.2.4'));
  return segments;
}
