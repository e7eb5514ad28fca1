/**
 * What the verifier runs after the scenarios and security probes, all generated from the contract:
 * the negative inputs, the coverage reach attempts (fault injection on the mock, the account gate,
 * unknown ids) and the fuzz cases (on a reset mock).
 */
import { isMockServer, reachable, resetMock, runReach } from './coverage-reach';
import { DEFAULT_FUZZ_CASES, runFuzz } from './fuzz';
import { runNegativeInputs } from './negative-inputs';
import type { ProbeContext } from './probes';
import { identityKey, type Identity } from './scenarios';
import type { VerifierOptions } from './verifier-types';

/**
 * Runs the generated checks in order; `refused` are the identities some scenario expects a 403 for.
 * Answers whether the server is the mock and the fuzz run's cases and seed.
 */
export async function runGenerated(
  ctx: ProbeContext,
  options: VerifierOptions,
  concurrency: number,
  refused: Identity[],
): Promise<{ mock: boolean; fuzz?: { cases: number; seed: number } }> {
  const { contract, sink, happy, inScope, sendOptions } = ctx;
  if (options.negative !== false) await runNegativeInputs(ctx, concurrency);
  const mock = await isMockServer(sendOptions.baseUrl, Math.min(sendOptions.timeoutMs, 5000));
  if (options.coverage !== false) {
    const seen = new Set(sink.slots.flatMap((l) => (l?.response ? [`${l.operationId} ${l.response.status}`] : [])));
    const attempts = contract.operations
      .filter((op) => inScope(op.operationId))
      .flatMap((op) =>
        Object.keys(op.responses)
          .map(Number)
          .filter((status) => !seen.has(`${op.operationId} ${status}`) && reachable(status, happy.get(op.operationId), mock))
          .map((status) => ({ op, status, slot: sink.reserve() })),
      );
    const distinct = [...new Map(refused.map((i) => [identityKey(i), i])).values()];
    // One at a time: a fault set on the mock must meet this very call.
    for (const attempt of attempts) await runReach(ctx, attempt, sendOptions.baseUrl, distinct);
  }
  const cases = options.fuzz ?? DEFAULT_FUZZ_CASES;
  if (cases <= 0) return { mock };
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  // On the mock the fuzz starts from the seed data; another server is fuzzed as it is (reads and throwaway writes only).
  if (mock) await resetMock(sendOptions.baseUrl);
  await runFuzz(ctx, cases, seed, concurrency, mock);
  return { mock, fuzz: { cases, seed } };
}
