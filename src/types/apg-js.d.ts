/* apg-js ships no type declarations; src/compile/apg.ts describes the parts urnkit uses. */
declare module 'apg-js' {
  const apgJs: unknown;
  export default apgJs;
}
