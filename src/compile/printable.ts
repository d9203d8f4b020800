/**
 * `text` as it may be echoed in a message or stand in a `//` comment of a
 * generated module: as it is when it is printable ASCII, else quoted with
 * every other character escaped. File names are user input: a line
 * terminator (LF, CR, U+2028, U+2029) would end a comment and make the rest
 * of the name code, and a terminal control (ESC, U+009B, a bidi override)
 * would act on the terminal that prints a message.
 */
export function printable(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : quoted(text);
}

/** `text` in double quotes, escaped as JSON, and every character that is not printable ASCII as \uXXXX. */
export function quoted(text: string): string {
  return JSON.stringify(text).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
