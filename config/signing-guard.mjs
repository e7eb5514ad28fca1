/**
 * Refuses a production build that would embed the mock's default signing key (docs/security.md §1).
 * The request signature's key is inside the bundle by design (docs/spec.md §6); a build for a real backend
 * must carry that backend's key, and only an explicit mock build (MOCK_BUILD=true: the tests, the
 * bench, `npm run mock:server -- --static dist`) may carry the mock's.
 */

export class SigningKeyError extends Error {
  name = 'SigningKeyError';
}

/**
 * Throws {@link SigningKeyError} unless `key` is a real key or `mockBuild` is the string 'true'.
 * @param {{ key: string | undefined, defaultKey: string, mockBuild: string | undefined }} input
 */
export function assertSigningKey({ key, defaultKey, mockBuild }) {
  if (mockBuild === 'true') return;
  const problem = !key ? 'PUBLIC_SIGNING_KEY is not set' : key === defaultKey ? "PUBLIC_SIGNING_KEY is the mock's default key" : '';
  if (!problem) return;
  throw new SigningKeyError(
    `Production build refused: ${problem}, so the bundle would embed the mock's signing key.\n` +
      "  For a real backend: set PUBLIC_SIGNING_KEY to that backend's request-signing key.\n" +
      '  For a build that only runs on the mock (tests, bench, mock:server --static): set MOCK_BUILD=true.',
  );
}
