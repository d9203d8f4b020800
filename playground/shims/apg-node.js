/*
 * Stands in, in the grammar lab's bundle (scripts/lib/esm-plugins.ts,
 * LAB_PLUGINS), for the two Node-bound modules apg-js's grammar compiler
 * loads: Node's `buffer` (the compiler asks Buffer.isBuffer of its input) and
 * apg-js's converter, built on Buffer, of which the compiler uses only the
 * conversion of a JavaScript string to code points and back (as a string, or
 * as UTF-16LE bytes read back into one at once). Anything else
 * either would do is an error here.
 */
'use strict';

function unavailable(name) {
  return function () {
    throw new Error(`urnkit: ${name} is not part of the grammar lab's bundle`);
  };
}

function decode(type, data) {
  if (type !== 'STRING' || typeof data !== 'string') return unavailable(`converter.decode("${type}")`)();
  return Array.from(data, (c) => c.codePointAt(0));
}

/** Code points as a string; as UTF-16LE, what apg-js's utilities read back at once with toString('utf16le'): the same string. */
function encode(type, chars) {
  if (type !== 'STRING' && type !== 'UTF16LE') return unavailable(`converter.encode("${type}")`)();
  let out = '';
  for (let i = 0; i < chars.length; i += 4096) out += String.fromCodePoint(...chars.slice(i, i + 4096));
  return type === 'STRING' ? out : { toString: () => out };
}

module.exports = { Buffer: { isBuffer: () => false, from: unavailable('Buffer.from'), alloc: unavailable('Buffer.alloc') }, decode, encode };
