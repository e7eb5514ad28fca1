/**
 * The app's HTTP security headers, from one place: the production build writes them into
 * dist/_headers and dist/security-headers.json (what the production host sends), the mock server's
 * `--static` mode serves a build with them, and the dev server (`rsbuild dev` / `preview`) sends them
 * too, relaxed only where dev needs it. docs/security.md §2 lists each header and why.
 *
 * When a feature needs a new origin (a game provider, a metrics endpoint, a prerender script hash),
 * add it here as an input, never in a host's config by hand.
 */

/** LINE's hosts the LIFF SDK (@line/liff 2.x, the modules this app installs) calls or loads. */
export const LINE_ORIGINS = {
  /** LIFF server API (init, profile, friendship, permissions, share target picker). */
  api: 'https://api.line.me',
  /** LINE Login (liff.login navigates here; listed for connect-src as the SDK may call it). */
  access: 'https://access.line.me',
  /** The SDK's message catalogue (i18n xlt manifest and texts). */
  liffSdk: 'https://liffsdk.line-scdn.net',
  /** Scripts the SDK injects: client extensions, LUI alerts (init), analytics loader. */
  static: 'https://static.line-scdn.net',
  /** Profile pictures of liff.getProfile(). */
  profile: 'https://profile.line-scdn.net',
  obs: 'https://obs.line-scdn.net',
};

/** The origin of an absolute http(s) URL; '' when unset, relative or not http(s). */
export function originOf(url) {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

const list = (...sources) => [...new Set(sources.filter(Boolean))];

/**
 * CSP directives (name → sources) for the given build settings.
 * @param {import('./security-headers.d.mts').SecurityInput} [input]
 */
export function cspDirectives(input = {}) {
  const api = originOf(input.apiBaseUrl);
  const game = originOf(input.gameBaseUrl);
  const dev = Boolean(input.dev);
  return {
    'default-src': ["'self'"],
    // No inline or eval'd script in the build. LIFF injects its extension / alert scripts from static.line-scdn.net.
    'script-src': list("'self'", LINE_ORIGINS.static, ...(input.scriptHashes ?? []).map((h) => `'${h}'`)),
    // Mantine writes CSS variables into <style> tags and style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Privilege, activity and rich-text images come from the backend (API origin, a CDN or CMS hosts
    // unknown at build time): any https host; data: (sanitised HTML), blob: (photo upload preview).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // The Thai / Latin web font is bundled.
    'font-src': ["'self'"],
    'connect-src': list(
      "'self'",
      api,
      ...(input.connectOrigins ?? []),
      LINE_ORIGINS.api,
      LINE_ORIGINS.access,
      LINE_ORIGINS.liffSdk,
      // The dev server's hot reload socket (Chrome's 'self' covers ws: but older WebViews do not).
      dev ? 'ws:' : '',
    ),
    // /game/play frames the game provider's page (PUBLIC_GAME_BASE_URL), or the mock's /__game/play.
    'frame-src': list("'self'", game),
    // The MSW service worker of `npm run dev` (same origin).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // LIFF opens the app as a top-level page in LINE's in-app browser, never in a frame.
    'frame-ancestors': ["'none'"],
  };
}

/** Directives a <meta http-equiv> policy cannot carry (the browser ignores them with a console error). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/**
 * The Content-Security-Policy value; `{ meta: true }` leaves out what a <meta> tag cannot carry.
 * @param {import('./security-headers.d.mts').SecurityInput} [input]
 * @param {{ meta?: boolean }} [options]
 */
export function contentSecurityPolicy(input = {}, options = {}) {
  return Object.entries(cspDirectives(input))
    .filter(([name]) => !(options.meta && HEADER_ONLY.has(name)))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Powerful features the app never uses, switched off for it and every frame. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Two years, subdomains, preload-ready: sent by the production host over HTTPS only. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Every security header of an app response (HTML and assets alike).
 * `hsts: true` (the production host file) adds Strict-Transport-Security.
 * @param {import('./security-headers.d.mts').SecurityInput & { hsts?: boolean }} [input]
 */
export function securityHeaders(input = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    // For browsers without CSP frame-ancestors.
    'X-Frame-Options': 'DENY',
    ...(input.hsts ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** Netlify / Cloudflare Pages `_headers` text: every path gets `headers`. */
export function headersFile(headers) {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/**
 * Headers of the mock's stand-in game page (/__game/play): a provider's page, with its own inline
 * script; it only says who may frame it (the app, same origin on the mock).
 */
export const MOCK_GAME_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
