import { NavLink } from '@/shared/ui/mantine/buttons';
import { Paper, Stack } from '@/shared/ui/mantine/layout';
import { useIntl } from 'react-intl';
import { useGetPartners } from '@/generated/reward/reward';
import { buildInfo } from '@/shared/config/build-info';
import { useLang } from '@/shared/i18n/lang-store';
import { canLinkLine, linkLine } from '@/shared/liff/liff-client';
import { PARTNER_START } from '@/domains/partners/partner-start';
import { paths } from '@/shared/routing/paths';
import { useConfirmedLogout } from '@/shared/session/logout';
import { MemberCard } from '../ui/MemberCard';
import { MENU_GROUPS, type MenuEntry } from '../ui/menu-groups';
import classes from './AccountMenu.module.css';
import { Button } from '@/shared/ui/light/button/Button';
import { AppLink } from '@/shared/routing/AppLink';

const ITEM_CLASSES = { root: classes.item, label: classes.label, section: classes.chevron };

const chevron = (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M9 5l7 7-7 7" />
  </svg>
);

/** A value shown before the chevron (current language, app version). */
function withValue(value: string) {
  return (
    <span className={classes.value}>
      {value}
      {chevron}
    </span>
  );
}

/** "Transfer points", opening onto one entry per partner programme (from the partner catalogue). */
function TransferEntry() {
  const intl = useIntl();
  const lang = useLang();
  const partners = useGetPartners();
  return (
    <NavLink label={intl.formatMessage({ id: 'partners.menu' })} classNames={ITEM_CLASSES} defaultOpened data-testid="menu-transfer">
      {(partners.data ?? []).map((partner) => (
        <NavLink
          key={partner.partner}
          component={AppLink}
          to={PARTNER_START[partner.partner]}
          label={intl.formatMessage({ id: 'partners.open' }, { partner: partner.name[lang] })}
          rightSection={chevron}
          classNames={ITEM_CLASSES}
        />
      ))}
    </NavLink>
  );
}

function Entry({ entry }: { entry: MenuEntry }) {
  const intl = useIntl();
  const lang = useLang();
  switch (entry.kind) {
    case 'transfer':
      return <TransferEntry />;
    case 'language':
      return (
        <NavLink
          component={AppLink}
          to={paths.changeLanguage}
          label={intl.formatMessage({ id: 'route.changeLanguage.title' })}
          rightSection={withValue(intl.formatMessage({ id: `lang.name.${lang}` }))}
          classNames={ITEM_CLASSES}
        />
      );
    case 'version':
      return (
        <NavLink
          component={AppLink}
          to={paths.version}
          label={intl.formatMessage({ id: 'route.version.title' })}
          rightSection={withValue(buildInfo.appVersion)}
          classNames={ITEM_CLASSES}
        />
      );
    case 'link':
      return (
        <NavLink component={AppLink} to={entry.to} label={intl.formatMessage({ id: entry.key })} rightSection={chevron} classNames={ITEM_CLASSES} />
      );
  }
}

/** The hub of the account area (URLs under /other): the member card, every setting in groups, and log out. */
function AccountMenuScreen() {
  const intl = useIntl();
  const logout = useConfirmedLogout();

  const confirmLogout = () =>
    logout({
      title: intl.formatMessage({ id: 'logout.confirm.title' }),
      description: intl.formatMessage({ id: 'logout.confirm.body' }),
      cancel: intl.formatMessage({ id: 'dialog.cancel' }),
      confirm: intl.formatMessage({ id: 'logout.confirm.submit' }),
    });

  return (
    <Stack gap="lg" className={classes.page}>
      <MemberCard />
      {MENU_GROUPS.map((group) => {
        const title = intl.formatMessage({ id: group.key });
        return (
          <section key={group.key} className={classes.group} aria-label={title}>
            <h2 className={classes.groupTitle}>{title}</h2>
            <Paper component="nav" radius="lg" className={classes.list} aria-label={title}>
              {group.entries.map((entry, i) => (
                <Entry key={entry.kind === 'link' ? entry.to : `${entry.kind}-${i}`} entry={entry} />
              ))}
              {group.key === 'account.group.account' && canLinkLine() ? (
                <NavLink component="button" type="button" onClick={linkLine} label={intl.formatMessage({ id: 'auth.linkLine' })} classNames={ITEM_CLASSES} />
              ) : null}
            </Paper>
          </section>
        );
      })}
      <Button variant="outline" color="var(--app-danger)" fullWidth className={classes.logout} onClick={() => void confirmLogout()}>
        {intl.formatMessage({ id: 'logout.action' })}
      </Button>
    </Stack>
  );
}

export default AccountMenuScreen;
