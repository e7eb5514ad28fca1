import type { MessageId } from '@/shared/i18n/message-ids';
import { paths } from '@/shared/routing/paths';

/** One entry of the account menu: a screen, or a slot the menu fills itself (partners, language, version). */
export type MenuEntry =
  | { kind: 'link'; to: string; key: MessageId }
  | { kind: 'transfer' }
  | { kind: 'language' }
  | { kind: 'version' };

export interface MenuGroup {
  key: MessageId;
  entries: readonly MenuEntry[];
}

const link = (to: string, key: MessageId): MenuEntry => ({ kind: 'link', to, key });

/** The account menu, grouped as members look for things: account, points, settings, help. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    key: 'account.group.account',
    entries: [
      link(paths.profileEdit, 'route.profileEdit.title'),
      link(paths.profileEditEservice, 'route.profileEditEservice.title'),
      link(paths.changeMobileNumber, 'route.changeMobileNumber.title'),
      link(paths.addressList, 'route.addressList.title'),
      link(paths.myService, 'route.myService.title'),
      link(paths.friendReferral, 'route.friendReferral.title'),
    ],
  },
  {
    key: 'account.group.points',
    entries: [{ kind: 'transfer' }, link(paths.history, 'route.history.title')],
  },
  {
    key: 'account.group.settings',
    entries: [link(paths.subscribe, 'route.subscribe.title'), { kind: 'language' }],
  },
  {
    key: 'account.group.help',
    entries: [
      link(paths.about, 'route.about.title'),
      link(paths.accountTerms, 'route.accountTerms.title'),
      link(paths.accountPrivacy, 'route.accountPrivacy.title'),
      { kind: 'version' },
    ],
  },
];
