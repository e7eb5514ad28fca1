/**
 * Channel data (spec §2 guard, §3): channel_name and channel_type from the session token's payload,
 * filled by the route guard when missing. Client-only state, so it lives in a small store.
 */
import type { ChannelData } from '@/shared/lib/token';
import { createStore } from '@/shared/lib/store';

export const channelData = createStore<ChannelData | null>(null);
