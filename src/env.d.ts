/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** Base URL of the loyalty API; empty means same origin. */
  readonly PUBLIC_API_BASE_URL?: string;
  /** Key for the request signature (HMAC-SHA256). */
  readonly PUBLIC_SIGNING_KEY?: string;
  /** LIFF app id. */
  readonly PUBLIC_LIFF_ID?: string;
  /** 'true' to run on the in-browser mock backend and the LIFF mock. */
  readonly PUBLIC_USE_MOCK?: string;
  /** App version and build time, filled in by rsbuild.config.ts. */
  readonly PUBLIC_APP_VERSION?: string;
  readonly PUBLIC_BUILD_TIME?: string;
  /** The friend-referral share card's picture (https JPEG/PNG, 20:13); empty uses the app's /share/referral-hero.png. */
  readonly PUBLIC_REFERRAL_IMAGE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
