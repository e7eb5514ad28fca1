/** Recent privilege searches kept on the device (localStorage), newest first, at most 8. */
import { readStoredJson, removeStored, writeStored } from '@/shared/lib/storage';

export const RECENT_SEARCHES_KEY = 'privilege.recentSearches';
export const MAX_RECENT_SEARCHES = 8;

export function readRecentSearches(): string[] {
  const parsed = readStoredJson('local', RECENT_SEARCHES_KEY);
  return Array.isArray(parsed)
    ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, MAX_RECENT_SEARCHES)
    : [];
}

function write(items: string[]): void {
  if (items.length === 0) removeStored('local', RECENT_SEARCHES_KEY);
  else writeStored('local', RECENT_SEARCHES_KEY, JSON.stringify(items));
}

/** Puts `keyword` first (case-insensitive de-duplication) and keeps the newest 8. */
export function addRecentSearch(keyword: string): string[] {
  const value = keyword.trim().slice(0, 100);
  if (!value) return readRecentSearches();
  const next = [value, ...readRecentSearches().filter((item) => item.toLowerCase() !== value.toLowerCase())].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
  write(next);
  return next;
}

export function removeRecentSearch(keyword: string): string[] {
  const next = readRecentSearches().filter((item) => item !== keyword);
  write(next);
  return next;
}

export function clearRecentSearches(): string[] {
  write([]);
  return [];
}
