import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { readUrlParam, URL_PARAM_LIMITS, useQueryParams } from '@/shared/routing/url-params';
import { useGetPrivilegeCategories } from '@/generated/privilege/privilege';
import { addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch } from '../lib/recent-searches';
import { useDebounced } from '../lib/use-debounced';
import { CategoryChips } from '../ui/CategoryChips';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { GIFT, PrivilegeResults } from '../ui/PrivilegeResults';
import classes from '../ui/privilege.module.css';
import screen from './screens.module.css';
import { href, paths } from '@/shared/routing/paths';
import { Button } from '@/shared/ui/light/button/Button';
import { CloseButton } from '@/shared/ui/light/button/CloseButton';
import { TextField } from '@/shared/ui/light/form/TextField';

export const SEARCH_DEBOUNCE_MS = 300;

function SearchIcon() {
  return (
    <svg className={screen.searchGlyph} viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/** The device's recent searches, read when they are shown; tapping one searches it again. */
function RecentSearches({ onPick }: { onPick: (keyword: string) => void }) {
  const intl = useIntl();
  const [recent, setRecent] = useState<string[]>(readRecentSearches);
  const runRecent = (value: string) => {
    onPick(value);
    setRecent(addRecentSearch(value));
  };
  if (recent.length === 0) return null;
  return (
    <section className={screen.block} aria-labelledby="recent-heading">
      <div className={classes.sectionHead}>
        <h2 id="recent-heading" className={classes.sectionTitle}>{intl.formatMessage({ id: 'privilege.search.recent' })}</h2>
        <Button variant="subtle" onClick={() => setRecent(clearRecentSearches())}>
          {intl.formatMessage({ id: 'privilege.search.clearRecent' })}
        </Button>
      </div>
      <ul className={screen.recentList}>
        {recent.map((item) => (
          <li key={item} className={screen.recentItem}>
            <button type="button" className={screen.recentButton} onClick={() => runRecent(item)}>
              <ClockIcon />
              <span>{item}</span>
            </button>
            <CloseButton
              label={intl.formatMessage({ id: 'privilege.search.removeRecent' }, { keyword: item })}
              onClick={() => setRecent(removeRecentSearch(item))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Keyword search (debounced), recent searches on this device, category shortcuts, not-found state. */
function SearchPrivilegeScreen() {
  const intl = useIntl();
  const navigate = useAppNavigate();
  const [params, setParams] = useQueryParams();
  const [text, setText] = useState(() => readUrlParam(params, 'q') ?? '');
  const keyword = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useGetPrivilegeCategories();
  const input = useRef<HTMLInputElement>(null);

  // Keep the keyword in the URL so Back from a detail returns to the same results.
  useEffect(() => {
    if ((params.get('q') ?? '') === keyword) return;
    const updated = new URLSearchParams(params);
    if (keyword) updated.set('q', keyword);
    else updated.delete('q');
    setParams(updated, { replace: true, preventScrollReset: true });
  }, [keyword, params, setParams]);

  // Kept on the device only: the recent searches are read again when they are next shown, so a
  // search (Enter, or opening a result) does not render the screen again on the member's tap.
  const remember = (value: string) => {
    if (value.trim()) addRecentSearch(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remember(text);
    input.current?.blur();
  };

  return (
    <div className={classes.stack} data-testid="search-screen">
      <form role="search" onSubmit={submit}>
        <TextField
          ref={input}
          type="search"
          className={screen.searchInput}
          label={intl.formatMessage({ id: 'privilege.search.label' })}
          hideLabel
          enterKeyHint="search"
          autoComplete="off"
          maxLength={URL_PARAM_LIMITS.q}
          autoFocus
          value={text}
          placeholder={intl.formatMessage({ id: 'privilege.search.placeholder' })}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<SearchIcon />}
          endAction={
            text ? (
              <CloseButton
                label={intl.formatMessage({ id: 'privilege.search.clear' })}
                onClick={() => {
                  setText('');
                  input.current?.focus();
                }}
              />
            ) : null
          }
        />
      </form>

      {keyword ? (
        // Remember the keyword when the member opens one of its results.
        <div onClickCapture={() => remember(keyword)}>
          <PrivilegeResults
            filter={{ keyword }}
            heading={<h2 className={classes.sectionTitle}>{intl.formatMessage({ id: 'privilege.search.results' }, { keyword })}</h2>}
            renderNotFound={(message) => (
              <EmptyState icon={GIFT} title={message} text={intl.formatMessage({ id: 'privilege.search.notFoundHint' })} />
            )}
          />
        </div>
      ) : (
        <>
          <RecentSearches onPick={setText} />
          {categories.data && categories.data.length > 0 ? (
            <section className={screen.block} aria-labelledby="category-heading">
              <h2 id="category-heading" className={classes.sectionTitle}>{intl.formatMessage({ id: 'privilege.search.categories' })}</h2>
              <div className={screen.wrapChips}>
                <CategoryChips
                  categories={categories.data}
                  selected={null}
                  withAll={false}
                  onSelect={(id) => void navigate(id ? href('privilegeList', { category: id }) : paths.privilegeList)}
                />
              </div>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

export default SearchPrivilegeScreen;
