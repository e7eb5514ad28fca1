/**
 * Message ids are checked at compile time: react-intl's `formatMessage({ id })` and
 * `<FormattedMessage id>` accept only keys of lang/th.json (both files have the same keys; a test
 * checks that). An id built at run time is narrowed with `messageId` first.
 */
import type th from '@lang/th.json';

export type MessageId = keyof typeof th;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented extension point
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** An id assembled from parts (`tier.${tier}`), typed: the caller vouches that the key exists. */
export function messageId(id: string): MessageId {
  return id as MessageId;
}
