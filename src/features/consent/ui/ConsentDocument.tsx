import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Document } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import { SafeHtml } from '@/shared/ui/light/html/SafeHtml';
import { documentBody } from '../lib/document-body';
import classes from './consent.module.css';

export interface ConsentDocumentProps {
  doc: Document;
  /** The member accepted an older version: marked "Updated". */
  changed: boolean;
  testId: string;
}

/** One document to accept (terms or PDPA notice): title, version and date, the sanitised text in a scroll box. */
export function ConsentDocument({ doc, changed, testId }: ConsentDocumentProps) {
  const intl = useIntl();
  const format = useFormat();
  const title = doc.title[format.lang];
  const html = useMemo(() => documentBody(doc.html[format.lang], title), [doc, format.lang, title]);
  return (
    <section className={classes.doc} aria-label={title} data-testid={testId} data-version={doc.version}>
      <header className={classes.docHead}>
        <h3 className={classes.docTitle}>{title}</h3>
        {changed ? <span className={classes.badge}>{intl.formatMessage({ id: 'consent.badge.updated' })}</span> : null}
      </header>
      <p className={classes.docMeta}>{intl.formatMessage({ id: 'consent.doc.version' }, { version: doc.version, date: format.date(doc.updated_at) })}</p>
      {/* Scrollable region: focusable so keyboard users can scroll it too. */}
      <SafeHtml
        className={classes.docBody}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'consent.doc.region' }, { title })}
        html={html}
      />
    </section>
  );
}
