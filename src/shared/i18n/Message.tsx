import { useIntl } from 'react-intl';
import type { MessageId } from './message-ids';

/**
 * One message as an element, formatted when it renders: lets code outside React (the session
 * flows) hand a dialog its text. Load the message's catalogue first (`ensureMessages` / `ensureLateMessages`).
 */
export function Message({ id }: { id: MessageId }) {
  return useIntl().formatMessage({ id });
}
