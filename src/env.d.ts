/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** Base URL of the loyalty API; empty means same origin. */
  readonly PUBLIC_API_BASE_URL?: string;
  /** Key for the request signature (HMAC-SHA256); a mock run without one gets the mock's (rsbuild.config.ts). */
  readonly PUBLIC_SIGNING_KEY?: string;
  /** LIFF app id. */
  readonly PUBLIC_LIFF_ID?: string;
  /** LINE id of the programme's official account (with its leading @), for add-friend links. */
  readonly PUBLIC_LINE_OA_ID?: string;
  /** 'true' to run on the in-browser mock backend and the LIFF mock. */
  readonly PUBLIC_USE_MOCK?: string;
  /** Call-centre number members call to change their mobile number (default 1888). */
  readonly PUBLIC_CALL_CENTRE_PHONE?: string;
  /** The call centre's opening hours, `HH:MM-HH:MM` (default 08:00-20:00). */
  readonly PUBLIC_CALL_CENTRE_HOURS?: string;
  /** App version and build time, filled in by rsbuild.config.ts. */
  readonly PUBLIC_APP_VERSION?: string;
  readonly PUBLIC_BUILD_TIME?: string;
  /**
   * 'true' builds in the home-screen shortcut to the e-code wallet (`liff.createShortcutOnHomeScreen`,
   * verified LINE MINI Apps only); off by default, and then no shortcut code is in the bundle.
   */
  readonly PUBLIC_LINE_SHORTCUT?: string;
  /** The friend-referral share card's picture (https JPEG/PNG, 20:13); empty uses the app's /share/referral-hero.png. */
  readonly PUBLIC_REFERRAL_IMAGE_URL?: string;
  /**
   * The game provider's play page (http/https), opened in /game/play's frame with `game_id`,
   * `session` and `lang`; empty = the same origin's `/__game/play` (the mock's game). Read only by
   * src/features/game/lib/game-frame.ts.
   */
  readonly PUBLIC_GAME_BASE_URL?: string;
  /**
   * Where the app sends its field web vitals (LCP, INP, CLS; src/shared/metrics/field-vitals.ts);
   * empty = none (a build's default). `npm run dev` defaults it to its own /__mock/vitals, which logs them.
   */
  readonly PUBLIC_VITALS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
