/*
 * A script of `urnkit sql` cut into its statements the way an engine's client
 * reads it: a ";" ends a statement only outside quoted text (strings, quoted
 * names, dollar-quoted and triple-quoted bodies), and "--" starts a comment
 * that ends with its line.
 */

export interface ScriptStatement {
  /** The "--" lines before it, without "-- ". */
  comments: string[];
  /** Its text, without the ";". */
  sql: string;
}

/** How the engine's quoted text reads: whether a backslash escapes the next character in it. */
export interface Lexicon {
  backslash: boolean;
}

/** Where the quoted text that starts at `i` ends (the index after it), or -1 if nothing quoted starts there. */
function quotedEnd(script: string, i: number, lexicon: Lexicon): number {
  const c = script[i];
  const dollar = c === '$' ? /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i, i + 64)) : null;
  if (dollar) {
    const end = script.indexOf(dollar[0], i + dollar[0].length);
    if (end < 0) throw new Error(`an unclosed ${dollar[0]} at ${i}`);
    return end + dollar[0].length;
  }
  if (script.startsWith('"""', i)) {
    const end = script.indexOf('"""', i + 3);
    if (end < 0) throw new Error(`an unclosed """ at ${i}`);
    return end + 3;
  }
  if (c !== "'" && c !== '"' && c !== '`') return -1;
  for (let j = i + 1; j < script.length; j += 1) {
    if (lexicon.backslash && script[j] === '\\') j += 1;
    else if (script[j] === c) {
      // A doubled quote is one quote character.
      if (script[j + 1] === c) j += 1;
      else return j + 1;
    }
  }
  throw new Error(`an unclosed ${c} at ${i}`);
}

/** The statements of `script`; throws where a statement is not ended by ";" and a line end, or text is left after the last. */
export function statementsOf(script: string, lexicon: Lexicon): ScriptStatement[] {
  const out: ScriptStatement[] = [];
  let comments: string[] = [];
  let start = -1;
  for (let i = 0; i < script.length; ) {
    if (start < 0) {
      // Between statements: comment lines and blank lines only.
      const eol = script.indexOf('\n', i);
      const line = script.slice(i, eol < 0 ? script.length : eol);
      if (line.startsWith('-- ')) comments.push(line.slice(3));
      else if (line !== '') start = i;
      if (start < 0) {
        if (eol < 0) break;
        i = eol + 1;
        continue;
      }
    }
    const end = quotedEnd(script, i, lexicon);
    if (end >= 0) {
      i = end;
      continue;
    }
    if (script.startsWith('--', i)) throw new Error(`a comment inside a statement at ${i}`);
    if (script[i] === ';') {
      if (script[i + 1] !== '\n') throw new Error(`a ";" not followed by a line end at ${i}`);
      out.push({ comments, sql: script.slice(start, i) });
      comments = [];
      start = -1;
      i += 2;
      continue;
    }
    i += 1;
  }
  if (start >= 0) throw new Error('the last statement has no ";"');
  if (comments.length) throw new Error('comments after the last statement');
  return out;
}
