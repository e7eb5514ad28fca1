/** What the verifier's two command lines (cli.ts, proxy-cli.ts) share: parsing and its usage errors. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { MESSAGE_MODES, type MessageMode } from './messages';

/** A command line the verifier cannot run with: printed with the usage text, exit 2. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

/** The options of `argv` (no positionals, no unknown options); a parse error is a UsageError. */
export function parseOptions<O extends Options>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `value` when it is an http(s) URL, else a UsageError naming `--name`. */
export function httpUrl(name: string, value: string | undefined): string {
  if (!value || !/^https?:\/\/[^/]+/.test(value)) throw new UsageError(`--${name} must be an http(s) URL, got ${JSON.stringify(value ?? '(none)')}`);
  return value;
}

/** `--messages`: exact or relaxed (undefined: the scenario file's or the default). */
export function messageMode(value: string | undefined): MessageMode | undefined {
  if (value !== undefined && !MESSAGE_MODES.includes(value as MessageMode)) throw new UsageError(`--messages must be ${MESSAGE_MODES.join(' or ')}`);
  return value as MessageMode | undefined;
}
