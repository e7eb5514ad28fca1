/** Recent privilege searches kept on the device (localStorage), newest first, at most 8. */
export const RECENT_SEARCHES_KEY = 'privilege.recentSearches';
export const MAX_RECENT_SEARCHES = 8;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readRecentSearches(): string[] {
  try {
    const raw = storage()?.getItem(RECENT_SEARCHES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

function write(items: string[]): void {
  try {
    if (items.length === 0) storage()?.removeItem(RECENT_SEARCHES_KEY);
    else storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(items));
  } catch {
    // Storage unavailable or full: the list simply is not kept.
  }
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
