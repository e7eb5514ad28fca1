/** One mock server per Playwright worker, so tests in parallel workers never share mock state. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_WORKERS = 2;

export function serverUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${E2E_BASE_PORT + (parallelIndex % E2E_WORKERS)}`;
}

/** Mirrors src/shared/session/token.ts. */
export const TOKEN_KEY = 'application-token';
