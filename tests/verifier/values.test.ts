/** `expect_values` of the scenario format: comparing an answer's JSON paths with captured variables. */
import { loadContract } from '../../openapi/verifier/contract';
import { validateScenarios } from '../../openapi/verifier/runner';
import { parseScenarioFile } from '../../openapi/verifier/scenarios';
import { compareValues, validateExpectValues } from '../../openapi/verifier/values';

const answer = { data: { redemption_id: 'RDM2611200002', balance_after: 249_000, items: [{ id: 7 }] } };

describe('compareValues', () => {
  it('passes when every path holds its expected value (variables keep their type)', () => {
    const vars = { first_redemption_id: 'RDM2611200002', first_balance_after: 249_000 };
    expect(
      compareValues(
        answer,
        { '$.data.redemption_id': '{{first_redemption_id}}', '$.data.balance_after': '{{first_balance_after}}', '$.data.items[0]': { id: 7 } },
        vars,
      ),
    ).toEqual([]);
    expect(compareValues(answer, undefined, vars)).toEqual([]);
  });

  it('names the path, the expected value and its variable, and what came instead', () => {
    const vars = { first_redemption_id: 'RDM2611200001', first_balance_after: 249_500 };
    expect(
      compareValues(answer, { '$.data.redemption_id': '{{first_redemption_id}}', '$.data.balance_after': '{{ first_balance_after }}' }, vars),
    ).toEqual([
      { path: '$.data.redemption_id', message: 'expected "RDM2611200001" ({{first_redemption_id}}), got "RDM2611200002"' },
      { path: '$.data.balance_after', message: 'expected 249500 ({{first_balance_after}}), got 249000' },
    ]);
  });

  it('compares types strictly and reports a missing value as nothing', () => {
    expect(compareValues(answer, { '$.data.balance_after': '249000' }, {})).toEqual([
      { path: '$.data.balance_after', message: 'expected "249000", got 249000' },
    ]);
    expect(compareValues(answer, { '$.data.transfer_id': 'TRF2611200001' }, {})).toEqual([
      { path: '$.data.transfer_id', message: 'expected "TRF2611200001", got nothing' },
    ]);
  });

  it('refuses an undefined variable like the rest of the scenario format', () => {
    expect(() => compareValues(answer, { '$.data.redemption_id': '{{nope}}' }, {})).toThrow(/\{\{nope\}\} is not defined/);
  });
});

describe('expect_values in a scenario file', () => {
  it('accepts JSON paths and refuses anything else before a request is sent', async () => {
    expect(() => validateExpectValues('s', { '$.data.point': 1 })).not.toThrow();
    expect(() => validateExpectValues('s', ['$.data.point'])).toThrow(/must be an object/);
    expect(() => validateExpectValues('s', { 'data.point': 1 })).toThrow(/JSON path must start with \$/);

    const contract = await loadContract();
    const file = (teardownValues: unknown) =>
      parseScenarioFile([
        {
          name: 'replay',
          operationId: 'redeem',
          identity: 'none',
          expect: { status: 200 },
          expect_values: { '$.data.redemption_id': '{{id}}' },
          teardown: [{ operationId: 'getPoint', expect_values: teardownValues }],
        },
      ]);
    expect(() => validateScenarios(contract, file({ '$.data.point': 5 }))).not.toThrow();
    expect(() => validateScenarios(contract, file({ '$.data[x': 5 }))).toThrow(/scenario "replay": "expect_values": bad JSON path/);
  });
});
