/**
 * The opt-in rules of `NotificationPreferences` (openapi/loyalty.yaml, `subscribe`), applied in
 * the UI exactly as the server applies them, so what the member sees is what gets stored:
 *
 * - "deny all" on turns the four channels off;
 * - any channel on clears "deny all";
 * - the last channel off makes "deny all" on (the server answers all four off as deny_all true).
 */
import type { NotificationPreferences } from '@/generated/model';

export const CHANNELS = ['sms', 'email', 'line_official', 'line_service'] as const;
export type Channel = (typeof CHANNELS)[number];
/** A switch of the screen: one per channel, and "deny all". */
export type PreferenceKey = Channel | 'deny_all';

const DENY_ALL: NotificationPreferences = { sms: false, email: false, line_official: false, line_service: false, deny_all: true };

/**
 * The preferences after the member sets one switch; null when that change is not possible on its
 * own (turning "deny all" off: a channel has to be chosen instead, or nothing would change).
 */
export function applySwitch(current: NotificationPreferences, key: PreferenceKey, on: boolean): NotificationPreferences | null {
  if (key === 'deny_all') return on ? DENY_ALL : null;
  const next = { ...current, [key]: on };
  return { ...next, deny_all: CHANNELS.every((channel) => !next[channel]) };
}

/** The same preferences as the server normalises them (what it will answer). */
export function normalise(preferences: NotificationPreferences): NotificationPreferences {
  if (preferences.deny_all) return DENY_ALL;
  return { ...preferences, deny_all: CHANNELS.every((channel) => !preferences[channel]) };
}
