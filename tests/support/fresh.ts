/*
 * Modules loaded anew inside a test. What a module builds while it loads (the profiles' rule tables, the
 * hint kinds, the registry) runs once per test file, before any test when the file imports it: the
 * mutation run (jest.mutation.config.js, ignoreStatic) then credits it to no test, or only to the one
 * that happened to load it first (the CLI loads its commands lazily), and runs only that one against a
 * mutant of it. A test that loads the modules itself reaches that code, and is run against its mutants.
 */

/**
 * `run`'s result, every module it requires (also those the library requires lazily while it runs) from
 * a module registry of its own (jest.isolateModules).
 */
export function freshly<T>(run: () => T): T {
  let done: { value: T } | undefined;
  jest.isolateModules(() => {
    done = { value: run() };
  });
  if (done === undefined) throw new Error('jest.isolateModules did not run its callback');
  return done.value;
}

/**
 * `freshly`, with the module `moduleName` replaced by `factory()` in the registry `run` loads from. A
 * `jest.doMock` outlives `jest.isolateModules` (every later require of the test file would get the mock),
 * so it is taken back before this returns, also when `run` throws. `moduleName` is resolved from this
 * folder: a module of the repository is named by its absolute path (`require.resolve` in the test).
 */
export function freshlyMocking<T>(moduleName: string, factory: () => unknown, run: () => T): T {
  jest.doMock(moduleName, factory);
  try {
    return freshly(run);
  } finally {
    jest.dontMock(moduleName);
  }
}
