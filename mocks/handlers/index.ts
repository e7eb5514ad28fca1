/**
 * Every handler of the mock backend: the stateful handlers (one file per contract tag), then
 * orval's generated faker handlers as a fallback for operations added to the contract later.
 * MSW uses the first handler that answers, so the fallback never shadows a stateful one.
 */
import type { RequestHandler } from 'msw';
import { getActivityMock } from '../../src/generated/activity/activity.msw';
import { getAddressMock } from '../../src/generated/address/address.msw';
import { getAuthMock } from '../../src/generated/auth/auth.msw';
import { getContentMock } from '../../src/generated/content/content.msw';
import { getCustomerMock } from '../../src/generated/customer/customer.msw';
import { getGameMock } from '../../src/generated/game/game.msw';
import { getHistoryMock } from '../../src/generated/history/history.msw';
import { getPreferencesMock } from '../../src/generated/preferences/preferences.msw';
import { getPrivilegeMock } from '../../src/generated/privilege/privilege.msw';
import { getRedemptionMock } from '../../src/generated/redemption/redemption.msw';
import { getRewardMock } from '../../src/generated/reward/reward.msw';
import { getServiceMock } from '../../src/generated/service/service.msw';
import { activityHandlers } from './activity';
import { addressHandlers } from './address';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { customerHandlers } from './customer';
import { gameHandlers } from './game';
import { historyHandlers } from './history';
import { preferencesHandlers } from './preferences';
import { privilegeHandlers } from './privilege';
import { redemptionHandlers } from './redemption';
import { rewardHandlers } from './reward';
import { serviceHandlers } from './service';

export { operations } from './support/route';

/** The stateful handlers only (one per contract operation). */
export const statefulHandlers: RequestHandler[] = [
  ...authHandlers,
  ...customerHandlers,
  ...addressHandlers,
  ...preferencesHandlers,
  ...serviceHandlers,
  ...rewardHandlers,
  ...privilegeHandlers,
  ...redemptionHandlers,
  ...historyHandlers,
  ...activityHandlers,
  ...gameHandlers,
  ...contentHandlers,
];

/** orval's generated faker handlers, used only for operations no stateful handler answers. */
export const generatedFallbackHandlers: RequestHandler[] = [
  ...getAuthMock(),
  ...getCustomerMock(),
  ...getAddressMock(),
  ...getPreferencesMock(),
  ...getServiceMock(),
  ...getRewardMock(),
  ...getPrivilegeMock(),
  ...getRedemptionMock(),
  ...getHistoryMock(),
  ...getActivityMock(),
  ...getGameMock(),
  ...getContentMock(),
];

export const handlers: RequestHandler[] = [...statefulHandlers, ...generatedFallbackHandlers];
