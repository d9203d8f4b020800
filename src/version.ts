/** The package version (tests/package.test.ts checks it against package.json). */
export const VERSION = '0.1.0';
