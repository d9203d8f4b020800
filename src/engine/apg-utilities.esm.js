/*
 * Stands in for apg-js's apg-lib/utilities.js in the bundles of urnkit
 * (scripts/lib/esm-plugins.ts): that module loads apg-js's converter, which is
 * built on Node's Buffer, for functions the reference engine never calls (the
 * parser converts a string input, and urnkit passes code units; the AST
 * formats characters for its XML dump). What they would do is an error here.
 */
'use strict';

function unavailable(name) {
  return function () {
    throw new Error(`urnkit: apg-js utilities.${name} is not part of urnkit's bundle of the reference engine`);
  };
}

module.exports = {
  stringToChars: unavailable('stringToChars'),
  charsToDec: unavailable('charsToDec'),
  charsToAscii: unavailable('charsToAscii'),
  charsToHex: unavailable('charsToHex'),
  charsToUnicode: unavailable('charsToUnicode'),
};
