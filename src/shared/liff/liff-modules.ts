/** The pluggable LIFF SDK modules the product uses, installed on the core as one piece. */
import type liff from '@line/liff/core';
import GetFriendship from '@line/liff/get-friendship';
import GetOS from '@line/liff/get-os';
import GetProfile from '@line/liff/get-profile';
import IsApiAvailable from '@line/liff/is-api-available';
import IsInClient from '@line/liff/is-in-client';
import IsLoggedIn from '@line/liff/is-logged-in';
import Login from '@line/liff/login';
import Logout from '@line/liff/logout';
import OpenWindow from '@line/liff/open-window';
import PermanentLink from '@line/liff/permanent-link';
import Permission from '@line/liff/permission';
import ShareTargetPicker from '@line/liff/share-target-picker';

export function installModules(core: typeof liff): void {
  // IsInClient comes first: the mock build needs it before the mock plugin installs itself.
  core.use(new IsInClient());
  core.use(new IsLoggedIn());
  core.use(new Login());
  core.use(new Logout());
  core.use(new GetProfile());
  core.use(new GetOS());
  core.use(new IsApiAvailable());
  core.use(new GetFriendship());
  core.use(new ShareTargetPicker());
  core.use(new OpenWindow());
  core.use(new Permission());
  core.use(new PermanentLink());
}
