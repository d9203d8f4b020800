/*
 * A Python string literal, not a raw one: r'...' cannot hold a quote of its own kind nor end with a
 * backslash, and a pattern may hold both quotes. A backslash and a single quote are escaped.
 */
export const pythonLiteral = (text: string): string => `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
