/**
 * The command line of proxy mode: `contract:verify --proxy …` (cli.ts hands such a command line here).
 * Starts the proxy (proxy.ts), prints each violation until stopped, then the counts.
 */
import { DEFAULT_ORIGINS, parseOrigins } from '../../mocks/server/options';
import { probeReachable } from './http';
import { httpUrl, messageMode, parseOptions, UsageError } from './command-line';
import { startContractProxy, type ContractProxy } from './proxy';

const PROXY_USAGE = `Usage: npm run contract:verify -- --proxy --target URL --port P [options]

  --target URL        the server behind the proxy, e.g. https://staging.example
  --port P            port the proxy listens on (0: any free port)
  --host H            address to listen on (default 127.0.0.1)
  --origins LIST      comma-separated origins allowed by CORS (default ${DEFAULT_ORIGINS.join(',')})
  --messages MODE     error texts vs the catalogue: exact (default) or relaxed
  --help              this text

Point the app at it: PUBLIC_USE_MOCK=false PUBLIC_API_BASE_URL=http://localhost:P.
Each violation is one line: VIOLATION  operation  request|response  what (METHOD /path → status).
Exit codes: 0 stopped (Ctrl-C), 2 bad usage or the target does not answer.
`;

function parse(argv: string[]) {
  const v = parseOptions(argv, {
    proxy: { type: 'boolean', default: false },
    target: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    origins: { type: 'string' },
    messages: { type: 'string' },
    help: { type: 'boolean', default: false },
  });
  if (v.help) return 'help' as const;
  const target = httpUrl('target', v.target);
  const port = Number(v.port);
  if (v.port === undefined || !Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port must be a port number (0-65535)');
  const messages = messageMode(v.messages);
  return { target, port, host: v.host, origins: v.origins === undefined ? undefined : parseOrigins(v.origins), messages };
}

/** `contract:verify --proxy …`: runs until stopped; returns 2 on bad usage or when the target does not answer. */
export async function proxyMain(argv: string[]): Promise<number> {
  let options;
  try {
    options = parse(argv);
  } catch (error) {
    console.error(`contract proxy: ${(error as Error).message}\n\n${PROXY_USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(PROXY_USAGE);
    return 0;
  }
  const reach = await probeReachable(options.target, 10_000);
  if (reach.problem) {
    console.error(`contract proxy: ${reach.problem}`);
    return 2;
  }
  let proxy: ContractProxy;
  try {
    proxy = await startContractProxy(options);
  } catch (error) {
    console.error(`contract proxy: cannot listen on port ${options.port}: ${(error as Error).message}`);
    return 2;
  }
  console.log(`contract proxy listening on ${proxy.url} → ${options.target} (PUBLIC_API_BASE_URL=${proxy.url})`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await proxy.settled();
  const { requests, violations } = proxy.counts();
  console.log(`${requests} requests passed on, ${violations} violations`);
  await proxy.close();
  return 0;
}
