import { serverCommand } from '../../tools/bench/servers.mjs';

const ARGS = ['mocks/server/main.ts', '--port', '4180'];

describe("the bench's mock server", () => {
  it('runs on core 1 in the one-core setting, off the core that stands for the device', () => {
    expect(serverCommand(ARGS, { pinned: true, cpus: 2 })).toEqual(['taskset', ['-c', '1', 'node_modules/.bin/tsx', ...ARGS]]);
  });

  it('runs as it is with both cores, or on a host with one core only', () => {
    expect(serverCommand(ARGS, { pinned: false, cpus: 2 })).toEqual(['node_modules/.bin/tsx', ARGS]);
    expect(serverCommand(ARGS, { pinned: true, cpus: 1 })).toEqual(['node_modules/.bin/tsx', ARGS]);
  });
});
