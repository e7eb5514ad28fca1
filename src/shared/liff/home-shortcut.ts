/**
 * A shortcut on the phone's home screen to a page of the app (LINE's `liff.createShortcutOnHomeScreen`,
 * verified LINE MINI Apps only), by the page's permanent link. Built in only with
 * PUBLIC_LINE_SHORTCUT=true: the one module importing it is loaded behind that literal check, so a
 * build without the flag carries neither this nor LINE's shortcut module.
 */
import { getLiffSdk } from './liff-client';
import { permanentLink } from './line-links';

interface ShortcutSdk {
  use(module: unknown): void;
  createShortcutOnHomeScreen?: (params: { url: string }) => Promise<void>;
}

/** Opens LINE's add-shortcut screen for `path`; rejects when LINE cannot (not a verified MINI App, not in LINE). */
export async function addHomeShortcut(path: string): Promise<void> {
  const liff = getLiffSdk() as unknown as ShortcutSdk | null;
  if (!liff) throw new Error('LIFF is not running');
  if (!liff.createShortcutOnHomeScreen) {
    const { default: CreateShortcutOnHomeScreen } = await import('@line/liff/create-shortcut-on-home-screen');
    liff.use(new CreateShortcutOnHomeScreen());
  }
  const create = liff.createShortcutOnHomeScreen;
  if (!create) throw new Error('createShortcutOnHomeScreen unavailable');
  await create.call(liff, { url: await permanentLink(path) });
}
