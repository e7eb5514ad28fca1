import { Alert, Loader } from '@/shared/ui/mantine/feedback';
import { Stack } from '@/shared/ui/mantine/layout';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '@/shared/api/error-message';
import { messageId } from '@/shared/i18n/message-ids';
import { CropView } from './CropView';
import type { PhotoFlow } from './use-photo-flow';
import classes from './photo.module.css';
import { Button } from '@/shared/ui/light/button/Button';
import { Dialog } from '@/shared/ui/light/dialog/Dialog';

export interface PhotoSheetProps {
  flow: PhotoFlow;
  onTake: () => void;
  onChoose: () => void;
}

/** The sheet of the photo change: choose a source, then crop and save (with retry after a failure). */
export function PhotoSheet({ flow, onTake, onChoose }: PhotoSheetProps) {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const busy = flow.phase !== 'idle';
  const cropping = flow.image !== null && flow.crop !== null;

  const problem = flow.problem ? (
    <Alert color="var(--app-danger)" variant="light" role="alert" data-testid="photo-problem">
      {intl.formatMessage({ id: messageId(`profilePhoto.error.${flow.problem}`) })}
    </Alert>
  ) : null;
  const failure =
    flow.failure !== undefined ? (
      <Alert color="var(--app-danger)" variant="light" role="alert" data-testid="photo-failure">
        {messageOf(flow.failure)}
      </Alert>
    ) : null;

  return (
    <Dialog
      variant="panel"
      opened={flow.opened}
      // While a photo opens or saves the sheet stays: no close button, Escape or backdrop tap.
      onClose={busy ? undefined : flow.close}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      title={intl.formatMessage({ id: cropping ? 'profilePhoto.cropTitle' : 'profilePhoto.sheetTitle' })}
      data-testid="photo-sheet"
    >
      {cropping && flow.image && flow.crop ? (
        <Stack gap="md">
          <CropView image={flow.image} crop={flow.crop} onChange={flow.setCrop} disabled={busy} />
          {failure}
          <p className={classes.busyText} role="status">
            {flow.phase === 'saving' ? intl.formatMessage({ id: 'profilePhoto.saving' }) : ''}
          </p>
          <Button fullWidth loading={flow.phase === 'saving'} disabled={busy} onClick={() => void flow.save()} data-testid="photo-save">
            {intl.formatMessage({ id: flow.failure !== undefined ? 'action.retry' : 'profilePhoto.save' })}
          </Button>
          <Button fullWidth variant="outline" disabled={busy} onClick={onChoose}>
            {intl.formatMessage({ id: 'profilePhoto.another' })}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          {problem}
          {failure}
          {flow.phase === 'opening' ? (
            <div className={classes.opening} role="status">
              <Loader size="sm" aria-hidden="true" />
              <span>{intl.formatMessage({ id: 'profilePhoto.opening' })}</span>
            </div>
          ) : (
            <p className={classes.hint}>{intl.formatMessage({ id: 'profilePhoto.hint' })}</p>
          )}
          <Button fullWidth disabled={busy} onClick={onTake} data-testid="photo-take">
            {intl.formatMessage({ id: 'profilePhoto.take' })}
          </Button>
          <Button fullWidth variant="outline" disabled={busy} onClick={onChoose} data-testid="photo-choose">
            {intl.formatMessage({ id: 'profilePhoto.choose' })}
          </Button>
        </Stack>
      )}
    </Dialog>
  );
}
