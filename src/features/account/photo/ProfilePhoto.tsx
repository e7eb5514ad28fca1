import { ActionIcon } from '@/shared/ui/mantine/buttons';
import { Placeholder } from '@/shared/ui/light/status/Placeholder';
import { useRef, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useGetCustomerInfo } from '@/generated/customer/customer';
import type { CustomerInfoData } from '@/generated/model';
import { MemberAvatar } from '@/shared/ui/light/avatar/MemberAvatar';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { PhotoSheet } from './PhotoSheet';
import { usePhotoFlow } from './use-photo-flow';
import classes from './photo.module.css';

const AVATAR_SIDE = 96;

const selectPhoto = (data: CustomerInfoData) => ({
  imageUrl: data.customer_info.image_url ?? null,
  name: [data.customer_info.first_name, data.customer_info.last_name].filter(Boolean).join(' '),
});

const cameraIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);

/** The member's photo (or initials) in a circle; a broken picture falls back to the initials. */
function Avatar({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  const intl = useIntl();
  return (
    <MemberAvatar
      name={name}
      src={imageUrl}
      size={AVATAR_SIDE}
      className={classes.avatar}
      alt={name ? intl.formatMessage({ id: 'profilePhoto.alt' }, { name }) : intl.formatMessage({ id: 'profilePhoto.altNoName' })}
      initialsLabel={intl.formatMessage({ id: 'profilePhoto.none' })}
      testIds={{ image: 'photo-current', initials: 'photo-initials' }}
    />
  );
}

/**
 * The profile photo at the top of the profile edit screen: the current photo, and a camera button
 * to take or choose a new one, crop it square and upload it. The new photo shows everywhere at once
 * (customer info cache). Rendered inside a Mantine screen.
 */
export function ProfilePhoto() {
  const intl = useIntl();
  const info = useGetCustomerInfo({ query: { select: selectPhoto } });
  const flow = usePhotoFlow();
  const cameraInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so picking the same file again still reports a change.
    event.currentTarget.value = '';
    if (file) void flow.pick(file);
  };

  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;

  return (
    <section className={classes.photo} aria-label={intl.formatMessage({ id: 'profilePhoto.label' })} data-testid="profile-photo">
      <div className={classes.avatarWrap}>
        {info.data ? (
          <Avatar imageUrl={info.data.imageUrl} name={info.data.name} />
        ) : (
          <Placeholder circle height={AVATAR_SIDE} role="status" aria-label={intl.formatMessage({ id: 'profilePhoto.loading' })} />
        )}
        <ActionIcon
          className={classes.edit}
          size={40}
          radius="xl"
          variant="filled"
          aria-label={intl.formatMessage({ id: 'profilePhoto.change' })}
          onClick={flow.open}
          disabled={!info.data}
          data-testid="photo-edit"
        >
          {cameraIcon}
        </ActionIcon>
      </div>
      <p className={classes.status} role="status" data-testid="photo-status">
        {flow.saved ? intl.formatMessage({ id: 'profilePhoto.saved' }) : ''}
      </p>
      <input ref={galleryInput} className={classes.input} type="file" accept="image/*" tabIndex={-1} aria-hidden="true" onChange={onFile} data-testid="photo-input" />
      <input ref={cameraInput} className={classes.input} type="file" accept="image/*" capture="user" tabIndex={-1} aria-hidden="true" onChange={onFile} data-testid="photo-camera-input" />
      <PhotoSheet flow={flow} onTake={() => cameraInput.current?.click()} onChoose={() => galleryInput.current?.click()} />
    </section>
  );
}
