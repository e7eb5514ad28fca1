import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useToggleIssueMigrateSim, useToggleMigrateSimPopUp, useValidateMigrateSim } from '@/generated/customer/customer';
import { refresh as refreshAfter } from '@/shared/api/refresh';
import { useLang } from '@/shared/i18n/lang-store';
import { useDialog } from '@/shared/ui/light/dialog/dialog-store';

/**
 * The SIM-migration notices, read from `ValidateMigrateSim` once the privilege list has painted
 * (its own chunk, so the first route carries none of it):
 * - `show_popup`: the SIM-migration notice, with "don't show again" (→ `ToggleMigrateSimPopUp`);
 * - `has_issue`: docs/spec.md §3's "issue with privilege" dialog until acknowledged (→ `ToggleIssueMigrateSim`).
 * Both come from the query, never from a copy in a store. Each shows once per visit of the list.
 */
export default function MigrateSimNotices() {
  const intl = useIntl();
  const lang = useLang();
  const dialog = useDialog();
  const status = useValidateMigrateSim().data;
  const popup = useToggleMigrateSimPopUp();
  const issue = useToggleIssueMigrateSim();
  const shown = useRef(false);
  const { mutateAsync: hidePopup } = popup;
  const { mutateAsync: acknowledge } = issue;

  useEffect(() => {
    if (!status || shown.current || (!status.show_popup && !status.has_issue)) return;
    shown.current = true;
    const refresh = () => void refreshAfter('migrateSimNoticeAnswered');
    void (async () => {
      if (status.has_issue) {
        await dialog.open({
          type: 'compensate',
          title: intl.formatMessage({ id: 'migrateSim.issue.title' }),
          description: status.message?.[lang] ?? intl.formatMessage({ id: 'migrateSim.issue.text' }),
          buttons: [{ label: intl.formatMessage({ id: 'migrateSim.issue.ok' }), action: 'submit' }],
        });
        await acknowledge({ data: { has_issue: false } }).catch(() => undefined);
        refresh();
      }
      if (status.show_popup) {
        const action = await dialog.open({
          type: 'question',
          title: intl.formatMessage({ id: 'migrateSim.popup.title' }),
          description: status.message?.[lang] ?? intl.formatMessage({ id: 'migrateSim.popup.text' }),
          buttons: [
            { label: intl.formatMessage({ id: 'migrateSim.popup.never' }), action: 'other' },
            { label: intl.formatMessage({ id: 'migrateSim.popup.ok' }), action: 'submit' },
          ],
        });
        if (action === 'other') {
          await hidePopup({ data: { show_popup: false } }).catch(() => undefined);
          refresh();
        }
      }
    })();
  }, [status, dialog, intl, lang, acknowledge, hidePopup]);
  return null;
}
