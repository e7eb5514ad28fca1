/**
 * Every handler of the mock backend: the stateful handlers (one file per contract tag), then
 * orval's generated faker handlers as a fallback for operations added to the contract later.
 * MSW uses the first handler that answers, so the fallback never shadows a stateful one.
 */
import type { RequestHandler } from 'msw';
import { getActivityMock } from '../generated/activity.msw';
import { getAddressMock } from '../generated/address.msw';
import { getAuthMock } from '../generated/auth.msw';
import { getContentMock } from '../generated/content.msw';
import { getCustomerMock } from '../generated/customer.msw';
import { getGameMock } from '../generated/game.msw';
import { getHistoryMock } from '../generated/history.msw';
import { getPreferencesMock } from '../generated/preferences.msw';
import { getPrivilegeMock } from '../generated/privilege.msw';
import { getRedemptionMock } from '../generated/redemption.msw';
import { getRewardMock } from '../generated/reward.msw';
import { getServiceMock } from '../generated/service.msw';
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
