/**
 * What the build stamps on the app: its version and when it was built (rsbuild replaces
 * `import.meta.env.PUBLIC_*` at build time). Apart from `env.ts`: only the version screen and the
 * account menu show them, so the first route carries neither (nor a build time that changes with
 * every build).
 */
export const buildInfo = {
  appVersion: import.meta.env.PUBLIC_APP_VERSION || '0.0.0',
  buildTime: import.meta.env.PUBLIC_BUILD_TIME || '',
} as const;
