/** The subset of the LIFF SDK the product uses, whichever way it was loaded (real or mock). */
import type liff from '@line/liff';

export interface LiffProfile {
  userId: string;
  displayName: string;
  pictureUrl?: string;
}

/** A message the member can share with friends through LINE's share target picker (text, image, flex, …). */
export type LiffShareMessage = Parameters<typeof liff.shareTargetPicker>[0][number];

/** LINE features whose availability depends on the LINE version and where the app runs. */
export type LiffApiName = 'shareTargetPicker' | 'subwindowOpen' | 'multipleLiffTransition' | 'requestFriendship';

/** LINE login permissions (scopes) the member may have granted. */
type LiffPermission = 'profile' | 'chat_message.write' | 'openid' | 'email';

export interface LiffApi {
  init(config: { liffId: string; mock?: boolean; withLoginOnExternalBrowser?: boolean }): Promise<void>;
  isInClient(): boolean;
  isLoggedIn(): boolean;
  login(config?: { redirectUri?: string }): void;
  logout(): void;
  getProfile(): Promise<LiffProfile>;
  getOS(): 'ios' | 'android' | 'web' | undefined;
  /** Whether a LINE feature can be used here (LINE version, in or outside the LINE client). */
  isApiAvailable(apiName: LiffApiName): boolean;
  /** Whether the member has added the LINE official account as a friend (needs LINE login). */
  getFriendship(): Promise<{ friendFlag: boolean }>;
  /** Opens LINE's picker to send messages to friends and groups; resolves without a result when closed. */
  shareTargetPicker(messages: LiffShareMessage[], options?: { isMultiple?: boolean }): Promise<{ status: 'success' } | void>;
  /** Opens a URL in LINE's in-app browser, or in the phone's browser with `external: true`. */
  openWindow(params: { url: string; external?: boolean }): void;
  /** The LIFF app id `init` was given (null before). */
  readonly id: string | null;
  /**
   * LINE's permanent link of a page of the app: LIFF URL + (page URL − endpoint URL), path, query
   * and hash kept; rejects a URL outside the endpoint URL.
   */
  permanentLink: { createUrlBy(url: string): Promise<string> };
  permission: {
    query(permission: LiffPermission): Promise<{ state: 'granted' | 'prompt' | 'unavailable' }>;
  };
}

/** How the app runs: inside the LINE client, in a browser with LIFF, or a plain browser. */
export type LiffMode = 'client' | 'external' | 'browser';
