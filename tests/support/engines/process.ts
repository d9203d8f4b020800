/* Runs an engine's program with text on its standard input; resolves with its standard output and error. */
import { spawn } from 'child_process';

export function runProgram(command: string, args: readonly string[], input: string | Buffer, env: NodeJS.ProcessEnv = process.env, okStatuses: readonly number[] = [0]): Promise<{ stdout: Buffer; stderr: Buffer }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.once('error', reject);
    child.once('close', (status) => {
      if (status !== null && okStatuses.includes(status)) resolve({ stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
      else reject(new Error(`${command} ${args.join(' ').slice(0, 200)} exited with ${status}: ${Buffer.concat(err).toString('utf8').slice(0, 2000)}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
