/**
 * Lanes of the verifier: one identity's scenarios run one after another; a `lane` naming an identity
 * puts a scenario in that identity's lane (another member's call whose setup acts as this member).
 */
import { planRounds } from '../../openapi/verifier/lanes';
import type { Identity, Scenario } from '../../openapi/verifier/scenarios';

const identities: Record<string, Identity> = {
  member: { national_id: '1101700230708', otp: '123456' },
  zeroPoints: { national_id: '1509900123453', otp: '123456' },
  otherMember: 'zeroPoints',
};
const scenario = (name: string, identity: string, lane?: string): Scenario => ({
  name,
  operationId: 'getPoint',
  identity,
  expect: { status: 200 },
  ...(lane ? { lane } : {}),
});

describe('planRounds', () => {
  it("a lane naming an identity is that identity's lane; an alias shares its target's lane", () => {
    let slot = 0;
    const [first] = planRounds(
      [
        scenario('balance check', 'member'),
        scenario("another member's transfer", 'otherMember', 'member'),
        scenario('own points', 'otherMember'),
        scenario('zero points', 'zeroPoints'),
        scenario('free lane', 'member', 'reports'),
      ],
      identities,
      () => slot++,
    );
    const names = first.map((lane) => lane.map((entry) => entry.scenario.name));
    expect(names).toEqual([["balance check", "another member's transfer"], ['own points', 'zero points'], ['free lane']]);
  });
});
