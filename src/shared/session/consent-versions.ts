/**
 * Whether the member has to accept the terms / PDPA notice again: customer info names the current
 * versions (`current_consent_version`, `current_pdpa_version`) and the ones the member last
 * accepted (`customer_info.accepted_*`; absent when never accepted). Any difference means the
 * consent screen comes before every other signed-in screen.
 */

/** The four versions of customer info that decide it (the shape of `CustomerInfoData`). */
export interface ConsentVersions {
  current_consent_version: string;
  current_pdpa_version: string;
  customer_info: { isregistered?: boolean; accepted_consent_version?: string; accepted_pdpa_version?: string };
}

/** Which documents changed since the member last accepted them. */
export function changedDocuments(info: ConsentVersions): { terms: boolean; privacy: boolean } {
  return {
    terms: info.customer_info.accepted_consent_version !== info.current_consent_version,
    privacy: info.customer_info.accepted_pdpa_version !== info.current_pdpa_version,
  };
}

/**
 * True when a registered member's accepted terms or PDPA version differs from the current one.
 * Never for a member who has not registered yet: registration accepts the current versions.
 */
export function consentPending(info: ConsentVersions): boolean {
  const changed = changedDocuments(info);
  return info.customer_info.isregistered !== false && (changed.terms || changed.privacy);
}
