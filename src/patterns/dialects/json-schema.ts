/*
 * The ECMA-262 subset JSON Schema (and OpenAPI) recommends for `pattern`, so
 * that validators in every language read it alike: characters, classes,
 * quantifiers, ^, groups and alternation; a pattern that validates
 * captures nothing anyone reads, and `parts` is not offered. Groups are
 * (?:...), which the subset leaves out but every validator's engine takes:
 * V8 saves a capture group's text per iteration on its backtrack stack, and a
 * plain group threw RangeError on an NSS of 10^6 characters. The end is (?![\s\S]),
 * not $: Python's re (jsonschema), Java and PCRE match $ before a final
 * newline too, where ECMAScript does not; "no character follows" means the
 * end in all of them. A validator built on RE2 (Go) takes no look-ahead:
 * there the re2 dialect is the one.
 */
import { backslashed, DialectSpec, rangeClass } from '../dialect';
import { JS_SYNTAX } from './js';

export const jsonSchema: DialectSpec = {
  name: 'json-schema',
  engines: 'JSON Schema and OpenAPI `pattern` (ECMA-262; validators in JavaScript, Python, Java, PCRE, .NET; not RE2-based ones)',
  anchors: ['^', '(?![\\s\\S])'],
  group: '(?:',
  namedCaptures: false,
  noParts: 'JSON Schema validates and captures nothing',
  char: (c) => backslashed(c, JS_SYNTAX),
  charClass: (set) => rangeClass(set, (c) => backslashed(c, `${JS_SYNTAX}-`)),
  maxCount: Infinity,
};
