/* apg-js ships no type declarations; src/compile/apg.ts describes the parts urnkit uses. */
declare module 'apg-js' {
  const apgJs: unknown;
  export default apgJs;
}

// The parser's own modules, which the reference engine imports alone (not the generator or the command line).
declare module 'apg-js/src/apg-lib/parser' {
  const parser: unknown;
  export default parser;
}
declare module 'apg-js/src/apg-lib/ast' {
  const ast: unknown;
  export default ast;
}
declare module 'apg-js/src/apg-lib/identifiers' {
  const ids: unknown;
  export default ids;
}
