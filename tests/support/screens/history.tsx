import '../dom';
/**
 * Renders the history detail screens on a memory router inside the app's providers (mock backend:
 * msw/node), and makes the records a test needs through the mock API, as the app would.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import HistoryMigrationScreen from '@/features/history/screens/HistoryMigrationScreen';
import TrackingStatusScreen from '@/features/history/screens/TrackingStatusScreen';
import TransferDetailScreen from '@/features/history/screens/TransferDetailScreen';
import type { PartnerTransferRequest } from '@/generated/model';
import { redeem } from '@/generated/redemption/redemption';
import { maxmeTransferPoint } from '@/generated/reward/reward';
import { paths } from '@/shared/routing/paths';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { TEST_SCREEN } from '../render';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderHistory(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.trackingStatus, element: <><TrackingStatusScreen /><Where /></> },
      { path: paths.transferDetail, element: <><TransferDetailScreen /><Where /></> },
      { path: paths.historyMigration, element: <><HistoryMigrationScreen /><Where /></> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<AppProviders><MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost></AppProviders>), router };
}

let keys = 0;
const key = (what: string) => `test-${what}-${Date.now()}-${(keys += 1)}`;

/** Redeems a delivery privilege (PRV000203, canvas tote bag) to the member's home address; answers its delivery id. */
export async function redeemDelivery(): Promise<string> {
  const redemption = await redeem({ privilege_id: 'PRV000203', quantity: 1, customeraddress_id: 1024 }, { 'Idempotency-Key': key('redeem') });
  const id = redemption.delivery?.delivery_id;
  if (!id) throw new Error('the redemption made no delivery');
  return id;
}

/** Transfers 1,000 points to Max Me (the member's own account unless another card is given); Max Me answers pending. */
export async function transferToMaxme(body: Partial<PartnerTransferRequest> = {}) {
  return maxmeTransferPoint(
    { partner_card: '1101700230708', mobile_no: '0812345678', recipient_type: 'self', points: 1000, ...body },
    { 'Idempotency-Key': key('maxme') },
  );
}

