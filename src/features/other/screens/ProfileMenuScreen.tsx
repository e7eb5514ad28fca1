import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, NavLink, Paper, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useGetPartners } from '@/generated/reward/reward';
import { useLang } from '@/shared/i18n/lang-store';
import { canLinkLine, linkLine } from '@/shared/liff/liff-client';
import { PARTNER_START } from '@/shared/partners/partner-start';
import { paths, ROOT_ROUTE } from '@/shared/routing/paths';
import { logout } from '@/shared/session/logout';
import { useDialog } from '@/shared/ui/dialog/dialog-store';
import { useLoadingOverlay } from '@/shared/ui/loading-overlay/loading-store';
import { withMantine } from '@/shared/ui/mantine/MantineScope';
import classes from './ProfileMenu.module.css';
import { type MessageId } from '@/shared/i18n/message-ids';

const ITEMS: ReadonlyArray<{ to: string; key: MessageId }> = [
  { to: paths.profileEdit, key: 'route.profileEdit.title' },
  { to: paths.addressList, key: 'route.addressList.title' },
  { to: paths.myService, key: 'route.myService.title' },
  { to: paths.friendReferral, key: 'route.friendReferral.title' },
  { to: paths.history, key: 'route.history.title' },
  { to: paths.subscribe, key: 'route.subscribe.title' },
  { to: paths.changeLanguage, key: 'route.changeLanguage.title' },
  { to: paths.otherTerms, key: 'route.otherTerms.title' },
  { to: paths.otherPrivacy, key: 'route.otherPrivacy.title' },
];

const ITEM_CLASSES = { root: classes.item, label: classes.label, section: classes.chevron };

const chevron = (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M9 5l7 7-7 7" />
  </svg>
);

/** "Transfer points", opening onto one entry per partner programme (from the partner catalogue). */
function TransferEntry() {
  const intl = useIntl();
  const lang = useLang();
  const partners = useGetPartners();
  return (
    <NavLink
      label={intl.formatMessage({ id: 'partners.menu' })}
      classNames={ITEM_CLASSES}
      defaultOpened
      data-testid="menu-transfer"
    >
      {(partners.data ?? []).map((partner) => (
        <NavLink
          key={partner.partner}
          component={Link}
          to={PARTNER_START[partner.partner]}
          label={intl.formatMessage({ id: 'partners.open' }, { partner: partner.name[lang] })}
          rightSection={chevron}
          classNames={ITEM_CLASSES}
        />
      ))}
    </NavLink>
  );
}

/** The hub of the "other" area: links to each setting, transfers, and logout. */
function ProfileMenuScreen() {
  const intl = useIntl();
  const dialog = useDialog();
  const loading = useLoadingOverlay();
  const navigate = useNavigate();

  const confirmLogout = async () => {
    const action = await dialog.open({
      type: 'question',
      title: intl.formatMessage({ id: 'logout.confirm.title' }),
      description: intl.formatMessage({ id: 'logout.confirm.body' }),
      buttons: [
        { label: intl.formatMessage({ id: 'dialog.cancel' }), action: 'cancel' },
        { label: intl.formatMessage({ id: 'logout.confirm.submit' }), action: 'submit' },
      ],
    });
    if (action !== 'submit') return;
    await loading.during(logout());
    void navigate(ROOT_ROUTE, { replace: true });
  };

  return (
    <Stack gap="lg" className={classes.page}>
      <Paper component="nav" radius="lg" className={classes.list} aria-label={intl.formatMessage({ id: 'route.profileMenu.title' })}>
        {ITEMS.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={intl.formatMessage({ id: item.key })}
            rightSection={chevron}
            classNames={ITEM_CLASSES}
          />
        ))}
        <TransferEntry />
        {canLinkLine() ? (
          <NavLink component="button" type="button" onClick={linkLine} label={intl.formatMessage({ id: 'auth.linkLine' })} classNames={ITEM_CLASSES} />
        ) : null}
      </Paper>
      <Button variant="outline" color="var(--app-danger)" size="lg" fullWidth className={classes.logout} onClick={() => void confirmLogout()}>
        {intl.formatMessage({ id: 'logout.action' })}
      </Button>
    </Stack>
  );
}

export default withMantine(ProfileMenuScreen);
