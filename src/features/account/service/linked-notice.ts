/**
 * The add-service flow returns to my services with the number it just linked in the navigation
 * state, so the list can say so and mark it. Only what the notice needs; the list itself comes
 * from the query.
 */
export interface LinkedNotice {
  subscriber_number: string;
  mobile_no: string;
}

export function linkedNoticeState(notice: LinkedNotice): { linked: LinkedNotice } {
  return { linked: notice };
}

export function readLinkedNotice(state: unknown): LinkedNotice | null {
  const linked = (state as { linked?: Partial<LinkedNotice> } | null)?.linked;
  return linked && typeof linked.subscriber_number === 'string' && typeof linked.mobile_no === 'string'
    ? { subscriber_number: linked.subscriber_number, mobile_no: linked.mobile_no }
    : null;
}
