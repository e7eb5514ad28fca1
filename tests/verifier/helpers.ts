/** Shared helpers of the contract-verifier tests: run the CLI as a child process, start the mock server. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { vi } from 'vitest';
import { main } from '../../openapi/verifier/cli';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = 'openapi/verifier/cli.ts';
/**
 * The project's own tsx, started directly: never through npm/npx, whose config warnings on stderr
 * differ from machine to machine and are no part of what these tests check.
 */
export const TSX = join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  lines: string[];
}

/** Runs `tsx openapi/verifier/cli.ts ...args` from the project root. */
export function runCli(args: string[], timeoutMs = 45_000, extraEnv: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CLI, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...extraEnv } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`CLI did not finish within ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, lines: stdout.split('\n').filter((l) => l !== '') });
    });
  });
}

/**
 * Runs the command line's `main(args)` in this process, its console output caught: the same option
 * parsing, printed lines, reports and exit code as `runCli`, without starting tsx and loading the
 * contract again (most of a short run's time on a busy machine). The command line as a process of its
 * own (its exit status) is proven by broken.test.ts, baseline-reports.test.ts and mock.test.ts.
 */
export async function runCliHere(args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(format(...parts)));
  const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void err.push(format(...parts)));
  try {
    const code = await main(args);
    const stdout = out.map((line) => `${line}\n`).join('');
    return { code, stdout, stderr: err.map((line) => `${line}\n`).join(''), lines: stdout.split('\n').filter((l) => l !== '') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

export interface MockServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Spawns `tsx mocks/server/main.ts --port 0 --quiet` and waits for its listening line. */
export function startMockServer(timeoutMs = 30_000): Promise<MockServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['mocks/server/main.ts', '--port', '0', '--quiet'], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      detached: true,
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`mock server did not start within ${timeoutMs} ms\n${out}\n${err}`));
    }, timeoutMs);
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        try {
          // The whole process group: tsx → node.
          process.kill(-(child.pid as number), 'SIGTERM');
        } catch {
          child.kill('SIGTERM');
        }
      });
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /mock server listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ url: (match[1] as string).replace(/\/+$/, ''), child, stop });
      }
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited with ${code} before listening\n${out}\n${err}`));
    });
  });
}

/**
 * The scenarios and security probes only: no negative inputs, no coverage gate, no fuzz cases. For the
 * tests about scenario and probe faults, which the full run (tests/verifier/mock.test.ts) would only slow down.
 */
export const CORE_ONLY = { negative: false, coverage: false, fuzz: 0 } as const;
export const CORE_ONLY_ARGS = ['--no-negative', '--no-coverage', '--fuzz', '0'];
