import { beforeAll } from 'vitest';
import { resetAll } from '../../../mocks/server/control-routes';

// Node-only test files share their worker's modules (vitest.config.ts): each file starts with the
// mock as a fresh server has it (seed data, clock, faults, latency, field vitals), whatever the file
// before it left there.
beforeAll(() => {
  resetAll();
});
