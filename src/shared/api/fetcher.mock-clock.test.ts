// @vitest-environment jsdom
/**
 * The MOCK panel's clock buttons with the app's own mutator: after "+1 hour" the signed-in member's
 * next signed call is refused once (SIGNATURE_EXPIRED), the answer's Date sets the app's clock right
 * and the call is sent again and answered; after "+1 day" the session has expired, and a new sign-in
 * works at once (its public answers already set the clock).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, issueToken } from '@mocks/identities';
import { clock } from '@mocks/db/clock';
import { resetMock, server } from '@mocks/node';
import { requestLoginOtp, verifyLoginOtp } from '@/generated/auth/auth';
import { getCustomerInfo, getPoint } from '@/generated/customer/customer';
import { clockOffset, resetServerClock } from '@/shared/lib/server-clock';
import { clearToken, writeToken } from '@/shared/session/token';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sent: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void sent.push(new URL(request.url).pathname));
});
beforeEach(() => {
  sent.length = 0;
  sessionStorage.clear();
  resetServerClock();
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
  clearToken();
  resetServerClock();
});
afterAll(() => server.close());

describe('the mock clock moved from the MOCK panel', () => {
  it('+1 hour: a signed call is sent again once with the corrected clock and answered', async () => {
    writeToken(issueToken(DEMO.member.customerId));
    clock.advance(HOUR);
    const balance = await getPoint();
    expect(typeof balance.point).toBe('number');
    expect(sent.filter((p) => p === '/api/Customer/GetPoint')).toHaveLength(2);
    expect(Math.abs(clockOffset() - HOUR)).toBeLessThan(3_000);
    // From now on the first send is right.
    await getPoint();
    expect(sent.filter((p) => p === '/api/Customer/GetPoint')).toHaveLength(3);
  });

  it('+1 day: signing in again works at once, signed calls included', async () => {
    clock.advance(DAY);
    const challenge = await requestLoginOtp({ id_type: 'national_id', id_number: DEMO.member.nationalId });
    const session = await verifyLoginOtp({ transaction_id: challenge.transaction_id, otp: DEMO.otp });
    writeToken(session.token);
    const info = await getCustomerInfo();
    expect(info.customer_info.isregistered).toBe(true);
    expect(sent.filter((p) => p === '/api/Customer/CustomerInfo')).toHaveLength(1);
    expect(Math.abs(clockOffset() - DAY)).toBeLessThan(3_000);
  });
});
