import { useIntl } from 'react-intl';
import { Button } from '@/shared/ui/light/button/Button';
import { FormAlert } from '@/shared/ui/light/form-alert/FormAlert';

/** The end of both profile forms: the server's refusal in words (typed values stay), then Save. */
export function SaveFooter({ serverError, saving }: { serverError: string | null | undefined; saving: boolean }) {
  const intl = useIntl();
  return (
    <>
      {serverError ? <FormAlert data-testid="profile-server-error">{serverError}</FormAlert> : null}
      <Button type="submit" fullWidth loading={saving} data-testid="profile-save">
        {intl.formatMessage({ id: 'profileEdit.save' })}
      </Button>
    </>
  );
}
