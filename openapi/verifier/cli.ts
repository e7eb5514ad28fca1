/**
 * Contract verifier command line:
 *
 *   npx tsx openapi/verifier/cli.ts --base-url URL [--scenarios FILE] [--secret KEY]
 *       [--report FILE(.json|.xml|.html)]… [--baseline FILE] [--only opId,…] [--timeout MS] [--deadline S]
 *       [--max-timeouts N] [--concurrency N] [--messages exact|relaxed] [--fuzz N] [--seed S]
 *       [--no-probes] [--no-negative] [--no-coverage]
 *
 * Exit codes: 0 everything passed; 1 a check failed; 2 could not run (bad usage, a malformed scenario
 * or baseline file, the server unreachable); 3 only the coverage gate failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { httpUrl, messageMode, parseOptions, UsageError } from './command-line';
import { DEFAULT_FUZZ_CASES } from './fuzz';
import { toHtmlReport } from './html-report';
import { closingLine, exitCode, formatLine, reproduceLine, summaryLines, toJUnitReport, toJsonReport } from './report';
import { DEFAULT_TIMEOUT_MS, runVerifier } from './runner';
import { DEFAULT_DEADLINE_MS, DEFAULT_MAX_TIMEOUTS } from './run-watch';

export const USAGE = `Usage: npm run contract:verify -- --base-url URL [options]

  --base-url URL      server under test, e.g. https://staging.example (env CONTRACT_BASE_URL)
  --scenarios FILE    scenario file (default openapi/verifier/scenarios.default.json)
  --secret KEY        X-Signature signing key (env CONTRACT_SIGNING_KEY; default: the mock's key)
  --report FILE       also write a report: FILE.json (JSON), FILE.xml (JUnit XML) or FILE.html
                      (one self-contained page); may be given more than once
  --baseline FILE     accepted failures, each with an expiry date: excused until then
  --only IDS          comma-separated operationIds to verify (their setup steps still run)
  --timeout MS        per-request timeout (default ${DEFAULT_TIMEOUT_MS})
  --deadline S        run-wide deadline in seconds (default ${DEFAULT_DEADLINE_MS / 1000}); lines not run by then fail
  --max-timeouts N    after N timeouts in a row the rest fail at once (default ${DEFAULT_MAX_TIMEOUTS})
  --concurrency N     identities verified in parallel (default 4)
  --messages MODE     error texts vs the catalogue: exact (default) or relaxed
                      (the text must contain the catalogue's; message.th must be Thai either way)
  --fuzz N            property-based fuzz cases after everything else (default ${DEFAULT_FUZZ_CASES}; 0: none)
  --seed S            fast-check seed of the fuzz cases (default random; the summary prints it)
  --no-probes         skip the security probes
  --no-negative       skip the negative and boundary inputs generated from the schemas
  --no-coverage       no coverage table and no coverage gate
  --help              this text

Exit codes: 0 all passed, 1 a check failed, 2 could not run (bad usage, server unreachable),
3 only the coverage gate failed (a documented status never observed).
`;

function parse(argv: string[]) {
  const v = parseOptions(argv, {
    'base-url': { type: 'string' },
    scenarios: { type: 'string' },
    secret: { type: 'string' },
    report: { type: 'string', multiple: true },
    baseline: { type: 'string' },
    fuzz: { type: 'string' },
    seed: { type: 'string' },
    'no-negative': { type: 'boolean', default: false },
    'no-coverage': { type: 'boolean', default: false },
    only: { type: 'string' },
    timeout: { type: 'string' },
    deadline: { type: 'string' },
    'max-timeouts': { type: 'string' },
    concurrency: { type: 'string' },
    messages: { type: 'string' },
    'no-probes': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  if (v.help) return 'help' as const;
  const baseUrl = v['base-url'] ?? process.env.CONTRACT_BASE_URL;
  if (!baseUrl) throw new UsageError('--base-url is required');
  httpUrl('base-url', baseUrl);
  const number = (name: string, value: string | undefined, min: number) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer ≥ ${min}`);
    return n;
  };
  for (const file of v.report ?? []) if (!/\.(json|xml|html)$/i.test(file)) throw new UsageError('--report must end in .json, .xml or .html');
  const messages = messageMode(v.messages);
  return {
    baseUrl,
    scenarios: v.scenarios ? resolve(v.scenarios) : undefined,
    secret: v.secret ?? process.env.CONTRACT_SIGNING_KEY,
    reports: v.report ?? [],
    baseline: v.baseline ? resolve(v.baseline) : undefined,
    fuzz: number('fuzz', v.fuzz, 0),
    seed: number('seed', v.seed, 0),
    negative: !v['no-negative'],
    coverage: !v['no-coverage'],
    only: v.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    timeoutMs: number('timeout', v.timeout, 1),
    deadlineMs: (number('deadline', v.deadline, 1) ?? DEFAULT_DEADLINE_MS / 1000) * 1000,
    maxTimeouts: number('max-timeouts', v['max-timeouts'], 1),
    concurrency: number('concurrency', v.concurrency, 1),
    messages,
    probes: !v['no-probes'],
  };
}

export async function main(argv: string[]): Promise<number> {
  // Proxy mode has its own options (proxy-cli.ts).
  if (argv.includes('--proxy')) return (await import('./proxy-cli')).proxyMain(argv);
  let options;
  try {
    options = parse(argv);
  } catch (error) {
    console.error(`contract verifier: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const { reports, ...runOptions } = options;
  let result;
  try {
    result = await runVerifier({
      ...runOptions,
      onResult: (line) => {
        console.log(formatLine(line));
        const reproduce = reproduceLine(line);
        if (reproduce) console.log(reproduce);
      },
    });
  } catch (error) {
    console.error(`contract verifier: ${(error as Error).message}`);
    return 2;
  }
  for (const line of summaryLines(result)) console.log(line);
  for (const report of reports) {
    const file = resolve(report);
    mkdirSync(dirname(file), { recursive: true });
    const text = /\.xml$/i.test(file) ? toJUnitReport(result) : /\.html$/i.test(file) ? toHtmlReport(result) : toJsonReport(result);
    writeFileSync(file, text);
    console.log(`Report written to ${report}`);
  }
  console.log(closingLine(result));
  return exitCode(result);
}

const isEntry = process.argv[1] && /verifier[\\/]cli\.ts$/.test(process.argv[1]);
if (isEntry) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
