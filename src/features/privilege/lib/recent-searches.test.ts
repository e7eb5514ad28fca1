// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch } from '@/features/privilege/lib/recent-searches';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());
  it('keeps the newest 8, de-duplicated case-insensitively', () => {
    for (const word of ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'TWO']) addRecentSearch(word);
    expect(readRecentSearches()).toEqual(['TWO', 'nine', 'eight', 'seven', 'six', 'five', 'four', 'three']);
  });
  it('ignores blanks, removes one and clears all', () => {
    addRecentSearch('  ');
    addRecentSearch('a');
    addRecentSearch('b');
    expect(removeRecentSearch('a')).toEqual(['b']);
    expect(clearRecentSearches()).toEqual([]);
    expect(localStorage.getItem('privilege.recentSearches')).toBeNull();
  });
  it('survives corrupt storage', () => {
    localStorage.setItem('privilege.recentSearches', '{not json');
    expect(readRecentSearches()).toEqual([]);
  });
});
