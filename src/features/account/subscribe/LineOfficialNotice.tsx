import { useIntl } from 'react-intl';
import { useLineReach } from '@/shared/liff/line-links';
import { LINE_OA_ID, lineAddFriendUrl, openAddFriend } from '@/shared/liff/line-official-account';
import { paths } from '@/shared/routing/paths';
import { OpenInLineButton } from '@/shared/ui/light/line/OpenInLineButton';
import type { Friendship } from './use-friendship';
import classes from './subscribe.module.css';
import { Button } from '@/shared/ui/light/button/Button';

/**
 * What the member needs for the official account's messages to reach them: inside LINE, the
 * friendship LINE reports (and an add-friend button when not a friend or unknown); outside LINE,
 * how to add the account (its id to search in LINE, or its add-friend link) and, where LIFF runs in
 * an external browser, "open in LINE" to come back to this screen inside LINE.
 */
export function LineOfficialNotice({ friendship }: { friendship: Friendship }) {
  const intl = useIntl();
  const id = LINE_OA_ID;
  const url = lineAddFriendUrl();
  const reach = useLineReach();
  if (friendship === 'checking') return null;
  if (friendship === true) {
    return (
      <p className={classes.notice} data-tone="success" data-testid="line-friend">
        {intl.formatMessage({ id: 'subscribe.friend.yes' }, { id })}
      </p>
    );
  }
  if (friendship === 'outside') {
    const shown = `line.me/R/ti/p/${id}`;
    return (
      <div className={classes.notice} data-testid="line-outside">
        <p className={classes.noticeTitle}>{intl.formatMessage({ id: 'subscribe.friend.outside.title' }, { id })}</p>
        <p className={classes.noticeText}>
          {intl.formatMessage(
            { id: 'subscribe.friend.outside.text' },
            {
              id,
              url: shown,
              link: (chunks) => (
                <a key="link" className={classes.link} href={url} target="_blank" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
            },
          )}
        </p>
        {reach === 'open-in-line' ? <OpenInLineButton path={paths.subscribe} testId="line-open-in-line" /> : null}
      </div>
    );
  }
  const notFriend = friendship === false;
  return (
    <div className={classes.notice} data-tone={notFriend ? 'warning' : undefined} data-testid={notFriend ? 'line-not-friend' : 'line-friend-unknown'}>
      {notFriend ? <p className={classes.noticeTitle}>{intl.formatMessage({ id: 'subscribe.friend.no.title' }, { id })}</p> : null}
      <p className={classes.noticeText}>{intl.formatMessage({ id: notFriend ? 'subscribe.friend.no.text' : 'subscribe.friend.unknown' }, { id })}</p>
      <Button variant="filled" onClick={openAddFriend} data-testid="line-add-friend">
        {intl.formatMessage({ id: 'subscribe.friend.add' }, { id })}
      </Button>
    </div>
  );
}
