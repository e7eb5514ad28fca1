/** Types of security-headers.mjs (shared by rsbuild.config.ts, the mock server and tests). */
export interface SecurityInput {
  /** PUBLIC_API_BASE_URL (absolute: its origin joins connect-src; empty or relative: same origin). */
  apiBaseUrl?: string | undefined;
  /** PUBLIC_GAME_BASE_URL (the game provider's play page: its origin joins frame-src). */
  gameBaseUrl?: string | undefined;
  /** Extra origins the app calls (e.g. a metrics endpoint). */
  connectOrigins?: readonly string[];
  /** CSP hashes of inline scripts, without quotes (e.g. `sha256-…` of a prerender script). */
  scriptHashes?: readonly string[];
  /** The dev server: allows its hot-reload websocket. */
  dev?: boolean;
}
export declare const LINE_ORIGINS: Record<'api' | 'access' | 'liffSdk' | 'static' | 'profile' | 'obs', string>;
export declare function originOf(url: string | undefined): string;
export declare function cspDirectives(input?: SecurityInput): Record<string, string[]>;
export declare function contentSecurityPolicy(input?: SecurityInput, options?: { meta?: boolean }): string;
export declare const PERMISSIONS_POLICY: string;
export declare const STRICT_TRANSPORT_SECURITY: string;
export declare function securityHeaders(input?: SecurityInput & { hsts?: boolean }): Record<string, string>;
export declare function headersFile(headers: Record<string, string>): string;
export declare const MOCK_GAME_HEADERS: Record<string, string>;
