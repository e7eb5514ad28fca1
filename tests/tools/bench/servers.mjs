/** Building the app and the floor page, and serving each with the standalone mock server. */
import { spawn, spawnSync } from 'node:child_process';
import { cpus as hostCpus } from 'node:os';

const bin = (name) => `node_modules/.bin/${name}`;

/** `npm run <script>` with MOCK_BUILD=true: the mock server checks requests with the mock's signing key. */
export function build(script) {
  const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env: { ...process.env, MOCK_BUILD: 'true' } });
  if (run.status !== 0) throw new Error(`npm run ${script} exited with ${run.status}`);
}

/**
 * The command that starts the mock server. In the one-core setting (bench.mjs re-runs itself under
 * `taskset -c 0`, BENCH_PINNED) the device is core 0: the mock server stands for a server elsewhere
 * on the network, so it runs on core 1 (when there is one), not in the page's time (what it changed:
 * docs/performance.md §4.3).
 */
export function serverCommand(args, { pinned = Boolean(process.env.BENCH_PINNED), cpus = hostCpus().length } = {}) {
  return pinned && cpus > 1 ? ['taskset', ['-c', '1', bin('tsx'), ...args]] : [bin('tsx'), args];
}

/**
 * Serves `dir` and the mock API on one origin (the mock server of the tree at `cwd`); resolves once it
 * listens. `staticAt`: more builds under path prefixes on the same origin (`'/floor=.tmp/dist-floor-member'`,
 * the member floor: floors.mjs MEMBER_FLOOR_MOUNT).
 */
export async function serve(dir, port, cwd = process.cwd(), { staticAt = [] } = {}) {
  const mounts = staticAt.flatMap((mount) => ['--static-at', mount]);
  const [command, args] = serverCommand(['mocks/server/main.ts', '--port', String(port), '--static', dir, ...mounts, '--quiet']);
  const server = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    server.on('exit', (code) => reject(new Error(`mock server for ${dir} exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** Puts the mock's data back to the start (points spent by a redemption come back). */
    reset: async () => {
      const res = await fetch(`${url}/__mock/reset`, { method: 'POST' });
      if (!res.ok) throw new Error(`POST /__mock/reset answered ${res.status}`);
    },
    stop: () => server.kill('SIGTERM'),
  };
}
