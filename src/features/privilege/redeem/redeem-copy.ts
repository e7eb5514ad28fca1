import type { IntlShape } from 'react-intl';
import type { PrivilegeDetail } from '@/generated/model';
import type { Lang } from '@/shared/i18n/lang';

/** Text of the confirm dialog: what it costs and what the member gets. */
export function confirmCopy(
  intl: IntlShape,
  lang: Lang,
  detail: PrivilegeDetail,
  extra: { quantity: number; addressText?: string; numberText?: string },
): { title: string; description: string } {
  const name = detail.name[lang];
  const total = detail.points_cost * extra.quantity;
  const cost =
    total === 0
      ? intl.formatMessage({ id: 'redeem.confirm.free' })
      : intl.formatMessage({ id: 'redeem.confirm.cost' }, { points: total });
  let what: string;
  if (detail.is_lucky_draw) what = intl.formatMessage({ id: 'redeem.confirm.luckydraw' }, { name, entries: extra.quantity });
  else if (detail.type === 'delivery') what = intl.formatMessage({ id: 'redeem.confirm.delivery' }, { name, address: extra.addressText ?? '' });
  else if (detail.type === 'subscription') what = intl.formatMessage({ id: 'redeem.confirm.subscription' }, { name, number: extra.numberText ?? '' });
  else what = intl.formatMessage({ id: 'redeem.confirm.ecode' }, { name, minutes: detail.ecode_validity_minutes ?? 60 });
  return { title: intl.formatMessage({ id: 'redeem.confirm.title' }), description: intl.formatMessage({ id: 'redeem.confirm.body' }, { what, cost }) };
}
