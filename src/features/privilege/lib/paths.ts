/** Paths of the privilege area. */
export const PRIVILEGE_LIST_PATH = '/privilege/privilege-list';
export const PRIVILEGE_DETAIL_PATH = '/privilege/privilege-detail';
export const SEARCH_PATH = '/privilege/search-privilege';
export const ECODE_PATH = '/privilege/ecode';
export const REDEEM_SUCCESS_PATH = '/privilege/redeem-success';
export const HISTORY_PATH = '/history';

export function detailPath(privilegeId: string): string {
  return `${PRIVILEGE_DETAIL_PATH}?privilege_id=${encodeURIComponent(privilegeId)}`;
}

export function ecodePath(redemptionId: string): string {
  return `${ECODE_PATH}?redemption_id=${encodeURIComponent(redemptionId)}`;
}

export function successPath(redemptionId: string): string {
  return `${REDEEM_SUCCESS_PATH}?redemption_id=${encodeURIComponent(redemptionId)}`;
}
