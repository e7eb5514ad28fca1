import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormat } from '@/shared/i18n/use-format';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { SafeHtml } from '@/shared/ui/light/html/SafeHtml';
import { useRouteMeta } from '@/shared/routing/use-route-meta';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { useGetDocument } from '@/generated/content/content';
import type { DocumentKind } from '@/generated/model';
import classes from '../ui/StaticPage.module.css';

/** Terms, privacy, privilege / game terms, how-to-member and about: one screen fed by `kind`. */
export default function DocumentScreen() {
  const intl = useIntl();
  const format = useFormat();
  const kind = (useRouteMeta()?.docKind ?? 'terms') as DocumentKind;
  const query = useGetDocument({ kind });
  const html = useMemo(() => sanitizeHtml(query.data?.html[format.lang] ?? ''), [query.data, format.lang]);

  if (query.isPending) return <SkeletonLines lines={8} label={intl.formatMessage({ id: 'loading.label' })} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <article className={classes.document}>
      <h2 className={classes.docTitle}>{query.data.title[format.lang]}</h2>
      {query.data.updated_at ? (
        <p className={classes.updated}>{intl.formatMessage({ id: 'document.updated' }, { date: format.date(query.data.updated_at) })}</p>
      ) : null}
      <SafeHtml className={classes.html} html={html} />
    </article>
  );
}
