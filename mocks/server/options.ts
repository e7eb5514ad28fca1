/** Command-line flags and environment of the standalone mock server. */
import { parseArgs } from 'node:util';
import { MOCK_SIGNING_KEY } from '../signing';
import { isLatencyMs, MAX_LATENCY_MS, type Latency } from '../runtime/latency';

const DEFAULT_PORT = 4010;
const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:4173'];

export interface ServerOptions {
  port: number;
  host: string;
  /** Origins allowed to call the API cross-origin (CORS). */
  origins: string[];
  /** Directory of a production build to serve next to the API (SPA fallback to index.html). */
  staticDir?: string;
  /** More builds, each served under its own path prefix (an SPA fallback to its own index.html). */
  staticAt?: StaticMount[];
  latency: Latency;
  /** HMAC key the signature check accepts. */
  secret: string;
  quiet: boolean;
}

interface StaticMount {
  /** `/name` (one or more segments, no trailing slash): the build answers this path and those under it. */
  prefix: string;
  dir: string;
}

export const USAGE = `Usage: tsx mocks/server/main.ts [options]

  --port N          port to listen on (env MOCK_PORT, default ${DEFAULT_PORT}; 0 = any free port)
  --host H          interface to bind (env MOCK_HOST, default ${DEFAULT_HOST})
  --origins LIST    comma-separated origins allowed by CORS
                    (env MOCK_ALLOWED_ORIGINS, default ${DEFAULT_ORIGINS.join(',')})
  --static DIR      also serve a production build from DIR (SPA fallback to index.html)
  --static-at P=DIR also serve the build in DIR under path prefix P (e.g. /floor=.tmp/dist-floor-member;
                    SPA fallback to DIR/index.html); may be given more than once
  --latency MS      simulated latency: MS or MIN-MAX (env MOCK_LATENCY, default 0)
  --secret KEY      request-signing key (env MOCK_SIGNING_KEY, default MOCK_SIGNING_KEY)
  --quiet           no request log
  --help            this text
`;

export class UsageError extends Error {}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`bad port ${JSON.stringify(value)}`);
  return port;
}

function parseLatency(value: string): Latency {
  const match = /^\s*(\d+)\s*(?:[-,]\s*(\d+)\s*)?$/.exec(value);
  if (!match) throw new UsageError(`bad latency ${JSON.stringify(value)}: use MS or MIN-MAX`);
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (!isLatencyMs(min) || !isLatencyMs(max)) throw new UsageError(`bad latency ${JSON.stringify(value)}: at most ${MAX_LATENCY_MS} ms`);
  return match[2] === undefined ? min : [min, max];
}

/** The prefixes the server answers itself, which a build may not take. */
const RESERVED_PREFIX = /^\/(api|__mock|__game|static)(\/|$)/;

function parseMount(value: string): StaticMount {
  const match = /^(\/[\w.-]+(?:\/[\w.-]+)*)=(.+)$/.exec(value);
  if (!match || RESERVED_PREFIX.test(match[1]!)) throw new UsageError(`bad --static-at ${JSON.stringify(value)}: use /PREFIX=DIR (not /api, /__mock, /__game or /static)`);
  return { prefix: match[1]!, dir: match[2]! };
}

export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Returns the options, or `'help'` when --help was asked for. Throws UsageError on bad input. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): ServerOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        origins: { type: 'string' },
        static: { type: 'string' },
        'static-at': { type: 'string', multiple: true },
        latency: { type: 'string' },
        secret: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const v = parsed.values;
  if (v.help) return 'help';
  const port = v.port ?? env.MOCK_PORT;
  const origins = v.origins ?? env.MOCK_ALLOWED_ORIGINS;
  const latency = v.latency ?? env.MOCK_LATENCY;
  const staticDir = v.static ?? env.MOCK_STATIC_DIR;
  return {
    port: port === undefined || port === '' ? DEFAULT_PORT : parsePort(port),
    host: v.host ?? env.MOCK_HOST ?? DEFAULT_HOST,
    origins: origins === undefined ? DEFAULT_ORIGINS : parseOrigins(origins),
    ...(staticDir ? { staticDir } : {}),
    staticAt: (v['static-at'] ?? []).map(parseMount),
    latency: latency === undefined || latency === '' ? 0 : parseLatency(latency),
    secret: v.secret ?? env.MOCK_SIGNING_KEY ?? MOCK_SIGNING_KEY,
    quiet: Boolean(v.quiet),
  };
}
