import { useIntl } from 'react-intl';
import { openExternalUrl } from '@/shared/liff/liff-client';
import { usePermanentLink } from '@/shared/liff/line-links';
import { Button } from '../button/Button';

/**
 * "Open in LINE", offered outside the LINE app where a feature works only inside it (share picker,
 * add friend): opens the page's permanent link in the phone's browser, which hands it to LINE.
 * Shown only where `useLineReach()` is 'open-in-line'.
 */
export function OpenInLineButton({ path, testId }: { path: string; testId: string }) {
  const intl = useIntl();
  const link = usePermanentLink(path);
  return (
    <Button variant="outline" fullWidth disabled={link === null} onClick={() => link && openExternalUrl(link)} data-testid={testId} data-link={link ?? undefined}>
      {intl.formatMessage({ id: 'line.openInLine' })}
    </Button>
  );
}
