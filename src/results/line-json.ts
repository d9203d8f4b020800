/*
 * A valid input's JSON line (resultJson of tryParse's result, character for
 * character) written straight from the generated matcher's captures, without
 * the Urn's parts and spans as objects, nor the parse result: on
 * urnkit validate --json those cost more than the match. Each profile's
 * layout (which field each @parts capture fills, the order of parts and of
 * spans, the constant text around them) is read once from its own Urn class,
 * so nothing here restates a profile. An input the grammar refuses gets
 * tryParse's error without a second match; every other input (text that
 * needs JSON escapes, options that take another path) is left to the
 * caller's tryParse and resultJson.
 */
import type { UrnParseError } from '../errors';
import { syntaxError } from '../parsing/errors';
import { SCRATCH_KEEP, scratch } from '../parsing/match';
import { lineResolution } from '../parsing/line-verdict';
import type { Profile } from '../profiles/profile';
import type { AnyUrn, RevisionName, RevisionParseOptions, Span } from '../types';
import { PLAIN } from './json';
import { partFields } from './record';

/** One part's place in the JSON text. */
interface Slot {
  /** The @parts capture index that fills it. */
  part: number;
  /** `"field":"` for parts, `"field":{"start":` for spans. */
  head: string;
}

interface Layout {
  /** The parts in partFields order. */
  parts: readonly Slot[];
  /** The spans in the order of the Urn's spans object. */
  spans: readonly Slot[];
  /** Capture indices whose part has a span even when not captured (span(-1, -1)): such a line is left to resultJson. */
  required: readonly number[];
}

/** By profile: its layout, or null where its Urn does not read as plain cuts of the input (directives, a view, ...). */
const layouts = /* @__PURE__ */ new WeakMap<object, Layout | null>();

/**
 * The layout of `profile`'s Urns, found by making one from captures that give
 * each part a distinct one-character span, and reading which field and span
 * each capture became.
 */
function layoutOf(profile: Profile<RevisionName>): Layout | null {
  let layout = layouts.get(profile);
  if (layout === undefined) {
    try {
      layout = probe(profile);
    } catch {
      layout = null;
    }
    layouts.set(profile, layout);
  }
  return layout;
}

function probe(profile: Profile<RevisionName>): Layout | null {
  const n = profile.parts.length;
  let input = '';
  const caps: number[] = [];
  for (let p = 0; p < n; p += 1) {
    caps.push(p, p, p + 1);
    input += String.fromCharCode(0x41 + p);
  }
  const urn = profile.create(input, { caps, count: caps.length }) as AnyUrn;
  const values = urn as unknown as Record<string, unknown>;
  // Directives and namespace views are more than cuts of the input.
  if ('directives' in urn || urn.namespace !== undefined) return null;
  const spans = urn.spans as unknown as Record<string, Span | undefined>;
  const partOf = (field: string): number => {
    const s = spans[field];
    return s && s.end === s.start + 1 && s.start >= 0 && s.start < n ? s.start : -1;
  };
  const parts: Slot[] = [];
  for (const field of partFields(urn)) {
    const p = partOf(field);
    if (p < 0 || values[field] !== input[p]) return null;
    parts.push({ part: p, head: `"${field}":"` });
  }
  const bareSpans = (profile.create(input, { caps: [], count: 0 }) as AnyUrn).spans as unknown as Record<string, Span | undefined>;
  const spanSlots: Slot[] = [];
  const required: number[] = [];
  for (const field of Object.keys(spans)) {
    const p = partOf(field);
    if (p < 0) return null;
    spanSlots.push({ part: p, head: `"${field}":{"start":` });
    if (bareSpans[field] !== undefined) required.push(p);
  }
  // Every field is a part and a span of the same capture, and every capture fills one.
  if (parts.length !== spanSlots.length || parts.length !== n) return null;
  return { parts, spans: spanSlots, required };
}

/** Start and end of each capture index, reused: -1 where not captured. */
const bounds: number[] = [];

/**
 * For plain text that takes tryParse's fast path: resultJson(input, profile,
 * tryParse(input, options), members) when it parses, and tryParse's error (its
 * hints not wired: see src/parse.ts) when the grammar refuses it. Undefined
 * for every other input, for the caller to ask tryParse.
 */
export function lineJson(input: string, options: RevisionParseOptions | undefined, profile: RevisionName, members: string): string | UrnParseError | undefined {
  const r = PLAIN.test(input) ? lineResolution(input, options) : undefined;
  if (r === undefined) return undefined;
  const layout = layoutOf(r.profile);
  if (layout === null) return undefined;
  const count = r.matcher.match(input, scratch);
  if (count < 0) {
    if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
    // tryParse's error for a failed fast match (src/parsing/run.ts), without matching again.
    return syntaxError(false, r, input, -1);
  }
  const n = layout.parts.length;
  for (let k = 0; k < 2 * n; k += 1) bounds[k] = -1;
  // As the Urn classes read them: the last capture of an index wins.
  for (let k = 0; k < count; k += 3) {
    const p = scratch[k];
    if (p < n) {
      bounds[2 * p] = scratch[k + 1];
      bounds[2 * p + 1] = scratch[k + 2];
    }
  }
  const urn = r.profile.create(input, { caps: scratch, count });
  if (scratch.length > SCRATCH_KEEP) scratch.length = 0;
  for (const p of layout.required) if (bounds[2 * p] < 0) return undefined;
  // What urn.warnings would be after tryParse (src/parsing/run.ts defers exactly this).
  const warnings = r.lateWarnings(urn);
  let parts = '';
  for (const slot of layout.parts) {
    const start = bounds[2 * slot.part];
    if (start >= 0) parts += `${parts ? ',' : ''}${slot.head}${input.slice(start, bounds[2 * slot.part + 1])}"`;
  }
  let spans = '';
  for (const slot of layout.spans) {
    const start = bounds[2 * slot.part];
    if (start >= 0) spans += `${spans ? ',' : ''}${slot.head}${start},"end":${bounds[2 * slot.part + 1]}}`;
  }
  return `{"input":"${input}","valid":true,"profile":"${profile}","parts":{${parts}},"spans":{${spans}},"warnings":${warnings.length ? JSON.stringify(warnings) : '[]'}${members}}`;
}
