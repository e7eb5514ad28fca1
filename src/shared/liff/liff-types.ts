/** The subset of the LIFF SDK the product uses, whichever way it was loaded (real or mock). */
export interface LiffProfile {
  userId: string;
  displayName: string;
  pictureUrl?: string;
}

export interface LiffApi {
  init(config: { liffId: string; mock?: boolean; withLoginOnExternalBrowser?: boolean }): Promise<void>;
  isInClient(): boolean;
  isLoggedIn(): boolean;
  login(config?: { redirectUri?: string }): void;
  logout(): void;
  getProfile(): Promise<LiffProfile>;
  getOS(): 'ios' | 'android' | 'web' | undefined;
}

/** How the app runs: inside the LINE client, in a browser with LIFF, or a plain browser. */
export type LiffMode = 'client' | 'external' | 'browser';
