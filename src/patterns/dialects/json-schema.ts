/*
 * The ECMA-262 subset JSON Schema (and OpenAPI) recommends for `pattern`, so
 * that validators in every language read it alike: characters, classes,
 * quantifiers, ^ and $, plain groups and alternation. No non-capturing group
 * is in the subset, so every group is plain; a pattern that validates
 * captures nothing anyone reads, and `parts` is not offered.
 */
import { backslashed, DialectSpec, rangeClass } from '../dialect';
import { JS_SYNTAX } from './js';

export const jsonSchema: DialectSpec = {
  name: 'json-schema',
  engines: 'JSON Schema and OpenAPI `pattern` (ECMA-262 subset; validators in any language)',
  anchors: ['^', '$'],
  group: '(',
  namedCaptures: false,
  noParts: 'JSON Schema validates and captures nothing; its subset has no non-capturing group, so the parts could not be the only groups',
  char: (c) => backslashed(c, JS_SYNTAX),
  charClass: (set) => rangeClass(set, (c) => backslashed(c, `${JS_SYNTAX}-`)),
  maxCount: Infinity,
};
