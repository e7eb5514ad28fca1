/** Every contract operation has exactly one stateful handler; the generated fallback comes after them. */
import { generatedFallbackHandlers, handlers, operations, statefulHandlers } from '../../mocks/handlers';
import { call, freshMock, getContract, server } from './support/harness';

it('implements all operations of openapi/loyalty.yaml, each once, with the contract method and path', async () => {
  const contract = await getContract();
  const expected = contract.operations.map((o) => `${o.operationId} ${o.method.toUpperCase()} ${o.path}`).sort();
  const actual = operations.map((o) => `${o.operationId} ${o.method} ${o.path}`).sort();
  expect(actual).toEqual(expected);
  expect(expected).toHaveLength(56);
});

it('puts the stateful handlers before the generated fallback', () => {
  expect(statefulHandlers).toHaveLength(56);
  expect(generatedFallbackHandlers.length).toBeGreaterThanOrEqual(56);
  expect(handlers.slice(0, statefulHandlers.length)).toEqual(statefulHandlers);
  expect(handlers).toHaveLength(statefulHandlers.length + generatedFallbackHandlers.length);
});

describe('every operation answers a documented status to every kind of caller', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(freshMock);

  for (const identity of ['anonymous', 'guest', 'deleted', 'unregistered', 'member'] as const) {
    it(`${identity}, empty request`, async () => {
      const contract = await getContract();
      // LogoutLine last: it revokes the token the other calls use.
      const ops = [...contract.operations].sort((a, b) => Number(a.operationId === 'logoutLine') - Number(b.operationId === 'logoutLine'));
      for (const op of ops) {
        // call() fails the test when the status is not documented or the body does not fit.
        const res = await call(op.method.toUpperCase(), op.path, { as: identity });
        expect(res.status, `${identity} ${op.operationId}`).toBeGreaterThanOrEqual(200);
      }
    });
  }
});
