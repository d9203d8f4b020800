/*
 * src/cli/bin.ts in process: main() with process.argv, the standard streams' error listeners and
 * process.exit stubbed (nothing is written to jest's own streams, no process ends): the arguments it
 * reads (process.argv after node and the script), and what it does when standard output cannot be
 * written (docs/cli.md: a full disk is one line and exit 2; an error of no known kind is a bug, thrown).
 */
import { main } from '../src/cli/bin';

/** process.exit, stubbed: it throws this instead of ending the process. */
class Exited extends Error {
  constructor(readonly code: number | undefined) {
    super(`process.exit(${code})`);
  }
}

interface Stubs {
  stdout: string[];
  stderr: string[];
  listeners: Map<string, (e: NodeJS.ErrnoException) => void>;
  restore(): void;
}

/** The process's streams and exit stubbed; the streams' 'error' listeners kept by stream name. */
function stubProcess(argv: string[]): Stubs {
  const stubs: Stubs = { stdout: [], stderr: [], listeners: new Map(), restore: () => undefined };
  const savedArgv = process.argv;
  const savedExitCode = process.exitCode;
  process.argv = argv;
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (stubs.stdout.push(String(chunk)), true)),
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (stubs.stderr.push(String(chunk)), true)),
    jest.spyOn(process.stdout, 'on').mockImplementation((event: string | symbol, listener: (...args: never[]) => void) => {
      stubs.listeners.set(`stdout ${String(event)}`, listener as (e: NodeJS.ErrnoException) => void);
      return process.stdout;
    }),
    jest.spyOn(process.stderr, 'on').mockImplementation((event: string | symbol, listener: (...args: never[]) => void) => {
      stubs.listeners.set(`stderr ${String(event)}`, listener as (e: NodeJS.ErrnoException) => void);
      return process.stderr;
    }),
    jest.spyOn(process, 'exit').mockImplementation((code?: string | number | null) => {
      throw new Exited(code === null || code === undefined ? undefined : Number(code));
    }),
  ];
  stubs.restore = () => {
    for (const spy of spies) spy.mockRestore();
    process.argv = savedArgv;
    process.exitCode = savedExitCode;
  };
  return stubs;
}

/** process.exitCode once main()'s run has settled (it sets it when the command ends). */
async function exitCodeOf(): Promise<number | string | null | undefined> {
  for (let i = 0; i < 500 && process.exitCode === undefined; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return process.exitCode;
}

test('main() reads the arguments after node and the script: `urnkit validate urn:example:a` is valid, exit 0', async () => {
  const stubs = stubProcess([process.execPath, '/usr/lib/node_modules/urnkit/bin/urnkit.js', 'validate', 'urn:example:a']);
  try {
    process.exitCode = undefined;
    main();
    expect(await exitCodeOf()).toBe(0);
    expect(stubs.stdout.join('')).toContain('urn:example:a');
    expect(stubs.stderr.join('')).toBe('1 valid, 0 invalid\n');
  } finally {
    stubs.restore();
  }
});

describe('standard output that cannot be written', () => {
  // Each listener is called as the stream would call it; main()'s run answers --version, which writes nothing here.
  const failing = (code: string | undefined): { stubs: Stubs; call: () => void } => {
    const stubs = stubProcess([process.execPath, 'urnkit', '--version']);
    main();
    const listener = stubs.listeners.get('stdout error') as (e: NodeJS.ErrnoException) => void;
    const error: NodeJS.ErrnoException = Object.assign(new Error(`write ${code ?? 'failed'}`), code === undefined ? {} : { code });
    return { stubs, call: () => listener(error) };
  };

  test('a full disk (ENOSPC): one line in words, exit 2', async () => {
    const { stubs, call } = failing('ENOSPC');
    try {
      expect(call).toThrow(new Exited(2));
      expect(stubs.stderr.join('')).toBe('urnkit: cannot write standard output: no space left on the device\n');
    } finally {
      await exitCodeOf();
      stubs.restore();
    }
  });

  test('an error of no known kind is not dressed as the machine\'s: it is thrown as it is (a bug), no line written, no exit', async () => {
    const { stubs, call } = failing(undefined);
    try {
      expect(call).toThrow('write failed');
      expect(stubs.stderr).toEqual([]);
    } finally {
      await exitCodeOf();
      stubs.restore();
    }
  });
});
