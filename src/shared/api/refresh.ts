/**
 * What each write and each server event makes stale, in one place: the cached reads (generated keys
 * only) that `refresh(event)` marks invalid, so that those on screen refetch at once and the others
 * on their next use. A read the contract pages is cached under two keys, the plain query's and the
 * infinite query's (`getGet…QueryKey` / `getGet…InfiniteQueryKey`): it names both here, so a refresh
 * never leaves one of them stale. A key without parameters covers every cached variant (each
 * privilege's detail, each filter of a history).
 *
 * Writes whose answer is the new state write it into the cache themselves and refetch nothing:
 * EditProfile and UploadImageProfile (customer info), EditEserviceProfile (the e-service profile),
 * Subscribe (the preferences). Signing in or out drops the whole cache (`shared/session/session.ts`).
 *
 * The only module that calls the query client's `invalidateQueries` (lint, eslint.config.js).
 */
import type { InvalidateQueryFilters, QueryClient, QueryKey } from '@tanstack/react-query';
import { getGetAddressDetailQueryKey, getGetAddressListQueryKey } from '@/generated/address/address';
import { getGetDocumentQueryKey } from '@/generated/content/content';
import { getGetCustomerInfoQueryKey, getGetPointQueryKey, getValidateMigrateSimQueryKey } from '@/generated/customer/customer';
import {
  getGetPointStatementInfiniteQueryKey,
  getGetPointStatementQueryKey,
  getGetRedemptionHistoryInfiniteQueryKey,
  getGetRedemptionHistoryQueryKey,
  getGetTransferHistoryInfiniteQueryKey,
  getGetTransferHistoryQueryKey,
} from '@/generated/history/history';
import { getGetSubscribeQueryKey } from '@/generated/preferences/preferences';
import { getGetPrivilegeDetailQueryKey, getGetPrivilegeListInfiniteQueryKey, getGetPrivilegeListQueryKey } from '@/generated/privilege/privilege';
import { getGetActiveEcodesQueryKey } from '@/generated/redemption/redemption';
import { getGetServiceCandidatesQueryKey, getGetServiceListQueryKey } from '@/generated/service/service';
import { queryClient } from './query-client';

/** The cached reads a write can make stale, each with every key it is cached under. */
const READS = {
  customerInfo: [{ queryKey: getGetCustomerInfoQueryKey() }],
  points: [{ queryKey: getGetPointQueryKey() }],
  pointStatement: [{ queryKey: getGetPointStatementQueryKey() }, { queryKey: getGetPointStatementInfiniteQueryKey() }],
  addressList: [{ queryKey: getGetAddressListQueryKey() }],
  /** Cached without expiry, one per address. */
  addressDetails: [{ queryKey: getGetAddressDetailQueryKey() }],
  privilegeList: [{ queryKey: getGetPrivilegeListQueryKey() }, { queryKey: getGetPrivilegeListInfiniteQueryKey() }],
  privilegeDetails: [{ queryKey: getGetPrivilegeDetailQueryKey() }],
  redemptionHistory: [{ queryKey: getGetRedemptionHistoryQueryKey() }, { queryKey: getGetRedemptionHistoryInfiniteQueryKey() }],
  activeEcodes: [{ queryKey: getGetActiveEcodesQueryKey() }],
  transferHistory: [{ queryKey: getGetTransferHistoryQueryKey() }, { queryKey: getGetTransferHistoryInfiniteQueryKey() }],
  serviceList: [{ queryKey: getGetServiceListQueryKey() }],
  serviceCandidates: [{ queryKey: getGetServiceCandidatesQueryKey() }],
  preferences: [{ queryKey: getGetSubscribeQueryKey() }],
  consentDocuments: [{ queryKey: getGetDocumentQueryKey({ kind: 'terms' }) }, { queryKey: getGetDocumentQueryKey({ kind: 'privacy' }) }],
  migrateSimStatus: [{ queryKey: getValidateMigrateSimQueryKey() }],
} satisfies Record<string, ReadonlyArray<InvalidateQueryFilters & { queryKey: QueryKey }>>;

type Read = keyof typeof READS;

/** Moving points adds a line to the points statement (redemptions, transfers, points returned, game rewards). */
const TRANSFERRED: readonly Read[] = ['transferHistory', 'pointStatement'];
/** Every read that shows delivery addresses: the list, customer info (which embeds them) and each address's detail. */
const ADDRESSES: readonly Read[] = ['addressList', 'customerInfo', 'addressDetails'];

/** Each write (by what it did) and each server event, with the reads it makes stale. */
const REFRESHES = {
  /** Redeem succeeded (its new balance is `balanceAnswered`). */
  redeemed: ['customerInfo', 'privilegeList', 'privilegeDetails', 'redemptionHistory', 'activeEcodes', 'pointStatement'],
  /** Redeem refused for a reason that says what was shown is stale (stock, limit, balance, criteria). */
  redeemRefused: ['privilegeDetails', 'points'],
  /** A write answered with the new balance (redeem, transfer, top-up): shown at once, then confirmed. */
  balanceAnswered: ['points'],
  /** BlueplusTransferPoint, MaxmeTransferPoint or PointXTopUp answered (its balance is `balanceAnswered`). */
  pointsTransferred: TRANSFERRED,
  /** A Max Me transfer checked as succeeded (MaxmeCheckStatus: the pending poll, or its detail opened). */
  maxmeTransferSucceeded: ['transferHistory'],
  /** A Max Me transfer checked as failed: the points came back. */
  maxmeTransferFailed: [...TRANSFERRED, 'points'],
  /** The member came back from a game: the provider may have credited a reward. */
  gameClosed: ['points', 'customerInfo', 'pointStatement'],
  /** CreateAddress, EditAddress, DeleteAddress or EditDefaultAddress answered. */
  addressesChanged: ADDRESSES,
  /** VerifyOTP_Addservice linked a number: it leaves the candidates and joins customer info's services. */
  serviceLinked: ['serviceList', 'serviceCandidates', 'customerInfo'],
  /** A Subscribe save failed with no stored preferences to put back. */
  preferencesUnsaved: ['preferences'],
  /** Consent/Accept recorded the member's consent. */
  consentAccepted: ['customerInfo'],
  /** Consent/Accept refused the versions sent: newer ones were published meanwhile. */
  consentVersionStale: ['customerInfo', 'consentDocuments'],
  /** RegisterEservice completed the member's registration. */
  registered: ['customerInfo'],
  /** ToggleIssueMigrateSim or ToggleMigrateSimPopUp was sent (answered or not). */
  migrateSimNoticeAnswered: ['migrateSimStatus'],
} satisfies Record<string, readonly Read[]>;

export type RefreshEvent = keyof typeof REFRESHES;

type Filters = InvalidateQueryFilters & { queryKey: QueryKey };

function filtersOf(event: RefreshEvent): Filters[] {
  const reads: readonly Read[] = REFRESHES[event];
  return [...new Set(reads)].flatMap((read): readonly Filters[] => READS[read]);
}

/** The query keys `event` refreshes, plain and infinite (each covers its parameterised variants). */
export function refreshedKeys(event: RefreshEvent): QueryKey[] {
  return filtersOf(event).map((filters) => filters.queryKey);
}

/**
 * Marks every read `event` makes stale as invalid; those on screen refetch. Resolves when their
 * refetches have settled (a failed refetch shows on its screen, it does not reject here).
 * `client` is the app's cache unless a component holds another through its provider.
 */
export function refresh(event: RefreshEvent, client: QueryClient = queryClient): Promise<void> {
  return Promise.all(filtersOf(event).map((filters) => client.invalidateQueries(filters))).then(() => undefined);
}
