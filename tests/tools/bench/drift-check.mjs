#!/usr/bin/env node
/**
 * Is a run's drift the browser or the host? One browser runs the bench's taps round after round; after
 * each round the benchmark index at a fixed throttling rate is read in that browser, in a fresh one, and
 * in the first again. When the used browser reads like the fresh one, within the spread of its own
 * back-to-back readings, the browser's state is not what moves the index: the host is.
 *
 *   node tests/tools/bench/drift-check.mjs [--rate 7] [--rounds 3] [--port 4210]   (on a built dist/)
 */
import { readIndexAt } from './cpu-level.mjs';
import { measureTap, signIn } from './journeys.mjs';
import { launchChromium } from '../chromium.mjs';
import { serve } from './servers.mjs';
import { INP_TAPS, TRANSITIONS } from './taps.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rate = arg('rate', 7);
const rounds = arg('rounds', 3);
const app = await serve('dist', arg('port', 4210));
const used = await launchChromium();
// Read the way the bench reads a run's start and end.
const indexIn = async (browser) => Math.round(await readIndexAt(browser, rate));
try {
  console.log(`rate ${rate}: used browser at the start ${await indexIn(used)}`);
  const auth = await signIn(used, app.url);
  for (let round = 1; round <= rounds; round++) {
    for (const flow of [...Object.values(TRANSITIONS), ...Object.values(INP_TAPS)]) {
      await app.reset();
      await measureTap(used, app.url, auth, flow, { cpuRate: rate });
    }
    const fresh = await launchChromium();
    try {
      console.log(`round ${round}: used ${await indexIn(used)}, fresh ${await indexIn(fresh)}, used again ${await indexIn(used)}`);
    } finally {
      await fresh.close();
    }
  }
} finally {
  await used.close();
  app.stop();
}
