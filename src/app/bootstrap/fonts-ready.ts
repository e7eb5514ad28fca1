/**
 * Waits, for a bounded time, until the web font of every weight the screens use has loaded, so the
 * first screen is drawn in Noto Sans Thai rather than in a system font that may have no Thai glyphs.
 * Start-up awaits it behind the splash (which has no text). The files are preloaded with the HTML,
 * so on a warm or fast visit this costs nothing; on a slow one it never holds the splash longer than
 * `timeoutMs`, after which the font is swapped in when it arrives (font-display: swap in fonts.css).
 */
export const FONT_FAMILY = 'Noto Sans Thai';
/** Every `font-weight` in the app's and Mantine's CSS (bold = 700). */
export const FONT_WEIGHTS = [400, 500, 600, 700] as const;
/** Thai and Latin characters, so both subsets (unicode-range) are loaded. */
export const SAMPLE_TEXT = 'กขAa1';
export const DEFAULT_TIMEOUT_MS = 3_000;

export function fontsReady(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return Promise.resolve();
  const loaded = Promise.all(FONT_WEIGHTS.map((weight) => fonts.load(`${weight} 1em "${FONT_FAMILY}"`, SAMPLE_TEXT))).then(
    () => undefined,
    () => console.warn('Web font failed to load; the system font is used'),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
