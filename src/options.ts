/*
 * Option and argument checks shared by every public function, so that each
 * option means the same everywhere: `null` and `undefined` mean the defaults;
 * anything else that is not a plain object, and any known option of the wrong
 * type or value, and any key the function does not know, is a TypeError that
 * starts with "urnkit.<function>:", names the option and says what was
 * expected. Only own enumerable properties are read: a polluted
 * Object.prototype cannot switch an option on.
 */
import { canonicalName, isRevisionName, PROFILES, ProfileName, RevisionName } from './revision-names';

export type OptionRecord = Readonly<Record<string, unknown>>;

const NONE: OptionRecord = /* @__PURE__ */ Object.freeze(Object.create(null));

/** A string as JSON, cut at 40 characters. */
const quoted = (s: string): string => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}...` : s);

/** A value in words, for error messages. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object') return `an object (${Object.prototype.toString.call(value)})`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'string') return `the string ${quoted(value)}`;
  if (typeof value === 'bigint') return `the bigint ${value}n`;
  return `${typeof value} ${String(value)}`;
}

export function argumentError(fn: string, what: string, expected: string, got: unknown): TypeError {
  return new TypeError(`urnkit.${fn}: ${what} must be ${expected}, got ${describeValue(got)}`);
}

/** Edit distance between two option names, ignoring case (a swap of two letters counts 2). */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= y.length; j += 1) next.push(Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[y.length];
}

/**
 * The TypeError for an option the function does not have: a misspelt option
 * silently ignored would give a result the caller did not ask for. It names
 * the closest known option when the key is a plausible misspelling of it.
 */
export function unknownOption(fn: string, key: string, known: readonly string[]): TypeError {
  // A key far longer than any option cannot be a misspelling of one: it is not measured.
  const [best] = known.reduce<[string, number]>((b, k) => {
    const d = key.length > 64 ? 99 : distance(key, k);
    return d <= Math.max(2, k.length / 3) && d < b[1] ? [k, d] : b;
  }, ['', 99]);
  return new TypeError(`urnkit.${fn}: unknown option ${quoted(key)}; ${best ? `did you mean "${best}"?` : `its options are ${known.map((k) => `"${k}"`).join(', ')}`}`);
}

/** o[key] when `o` has it as its own property: an inherited one (a polluted Object.prototype) never counts. */
export function ownValue(o: unknown, key: string): unknown {
  return typeof o === 'object' && o !== null && Object.prototype.hasOwnProperty.call(o, key) ? (o as Record<string, unknown>)[key] : undefined;
}

/**
 * The own enumerable properties of `options` in a null-prototype record; NONE
 * for null or undefined. A key not in `known` is a TypeError (unknownOption).
 */
export function optionRecord(fn: string, options: unknown, known: readonly string[]): OptionRecord {
  if (options === undefined || options === null) return NONE;
  if (typeof options !== 'object' || Array.isArray(options)) throw argumentError(fn, 'the options', 'an object (or undefined)', options);
  const out: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw unknownOption(fn, key, known);
    out[key] = (options as Record<string, unknown>)[key];
  }
  return out;
}

export function stringArgument(fn: string, what: string, value: unknown): string {
  if (typeof value !== 'string') throw argumentError(fn, what, 'a string', value);
  return value;
}

/** What the profile option of a feature defined for the main profiles only takes (PROFILES), in words. */
const MAIN = 'one of "rfc2141", "rfc2141bis", "rfc8141"';

/** The draft revisions' names in a few words, for error messages. */
export const DRAFTS_IN_WORDS = '"saintandre-00", "rfc2141bis-03", "rfc2141bis-07" to "rfc2141bis-22"';

/** Any revision the profile option accepts (REVISION_NAMES), its alias resolved ("rfc2141bis-03" is "rfc2141bis"). */
export function revisionOption(fn: string, o: OptionRecord, key = 'profile'): Exclude<RevisionName, 'rfc2141bis-03'> {
  const v = o[key];
  if (v === undefined) return 'rfc8141';
  if (!isRevisionName(v)) throw argumentError(fn, `option "${key}"`, `${MAIN} or a draft revision (${DRAFTS_IN_WORDS})`, v);
  return canonicalName(v);
}

/**
 * A main profile: what the features defined only for RFC 2141, rfc2141bis and
 * RFC 8141 take (equivalence, the builder, the codecs). A draft revision's name
 * gets its own TypeError saying so, never a silent fallback.
 */
export function profileOption(fn: string, o: OptionRecord, key = 'profile'): ProfileName {
  const v = o[key];
  if (v !== undefined && !isRevisionName(v)) throw argumentError(fn, `option "${key}"`, MAIN, v);
  const name = revisionOption(fn, o, key);
  if (!(PROFILES as readonly string[]).includes(name)) throw draftUnsupported(fn, `option "${key}"`, name);
  return name as ProfileName;
}

/** The TypeError of a feature defined only for the main profiles, given a draft revision as `what` (option "profile", the URN's profile). */
export const draftUnsupported = (fn: string, what: string, draft: unknown): TypeError =>
  argumentError(fn, what, `${MAIN} (${fn} takes no draft revision)`, draft);

export function booleanOption(fn: string, o: OptionRecord, key: string, fallback = false): boolean {
  const v = o[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') throw argumentError(fn, `option "${key}"`, 'true or false', v);
  return v;
}

export function choiceOption<T extends string>(fn: string, o: OptionRecord, key: string, values: readonly T[]): T | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (!(values as readonly unknown[]).includes(v)) throw argumentError(fn, `option "${key}"`, `one of ${values.map((x) => `"${x}"`).join(', ')}`, v);
  return v as T;
}

/** A whole number >= `min` (Infinity allowed where `infinite`). */
export function countOption(fn: string, o: OptionRecord, key: string, fallback: number, min = 0, infinite = false): number {
  const v = o[key];
  if (v === undefined) return fallback;
  const ok = typeof v === 'number' && v >= min && (Number.isInteger(v) || (infinite && v === Infinity));
  if (!ok) throw argumentError(fn, `option "${key}"`, `a whole number >= ${min}${infinite ? ' (or Infinity)' : ''}`, v);
  return v as number;
}

export function functionOption<F extends (...args: never[]) => unknown>(fn: string, o: OptionRecord, key: string): F | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'function') throw argumentError(fn, `option "${key}"`, 'a function', v);
  return v as F;
}
