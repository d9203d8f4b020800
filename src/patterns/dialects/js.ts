/*
 * ECMAScript (V8 and every JavaScript engine). Punctuation that is syntax
 * somewhere (with or without the u and v flags: HTML's pattern attribute
 * compiles with v) is escaped with a backslash, which all three modes accept;
 * the rest is written as it is.
 */
import { backslashed, DialectSpec, rangeClass } from '../dialect';

/** The syntax characters of ECMA-262 and "/", escaped everywhere; "-" too in a class. */
export const JS_SYNTAX = '^$\\.*+?()[]{}|/';

export const js: DialectSpec = {
  name: 'js',
  engines: 'JavaScript (RegExp), V8',
  anchors: ['^', '$'],
  group: '(?:',
  capture: (name) => `(?<${name}>`,
  namedCaptures: true,
  char: (c) => backslashed(c, JS_SYNTAX),
  charClass: (set) => rangeClass(set, (c) => backslashed(c, `${JS_SYNTAX}-`)),
  maxCount: Infinity,
};
