/**
 * `npm run mock:server`: the mock backend over real HTTP.
 * The first stdout line is always `mock server listening on http://HOST:PORT`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mockConfig } from '../config';
import { createMockServer } from './app';
import { USAGE, UsageError, parseOptions } from './options';

async function main(): Promise<void> {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`mock server: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    throw error;
  }
  if (options === 'help') {
    process.stdout.write(USAGE);
    return;
  }

  if (options.staticDir && !existsSync(join(options.staticDir, 'index.html'))) {
    console.error(`mock server: --static ${options.staticDir} has no index.html (build first: MOCK_BUILD=true npx rsbuild build)`);
    process.exit(2);
  }

  for (const { prefix, dir } of options.staticAt ?? []) {
    if (!existsSync(join(dir, 'index.html'))) {
      console.error(`mock server: --static-at ${prefix}=${dir} has no index.html`);
      process.exit(2);
    }
  }

  // The core's signature check reads the key from mockConfig (mocks/config.ts).
  mockConfig.signingKey = options.secret;
  const mock = createMockServer(options);
  const url = await mock.listen();
  console.log(`mock server listening on ${url}`);
  if (!options.quiet) {
    if (options.staticDir) console.log(`  serving ${options.staticDir} at ${url}/ (SPA fallback to index.html)`);
    for (const { prefix, dir } of options.staticAt ?? []) console.log(`  serving ${dir} at ${url}${prefix}/ (SPA fallback to its index.html)`);
    console.log(`  CORS origins: ${options.origins.join(', ') || '(none)'}`);
    console.log(`  latency: ${JSON.stringify(options.latency)} ms; control: ${url}/__mock/health`);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!options.quiet) console.log(`mock server: ${signal}, closing`);
    const force = setTimeout(() => process.exit(0), 2_000);
    force.unref();
    void mock.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('mock server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
