/**
 * Text from a request, made safe for the server's terminal: control characters (C0, DEL, C1) and
 * the Unicode line separators and bidirectional controls that could move the cursor, recolour the
 * terminal, forge a log line or reorder what is shown are written as `\xHH` / `\uHHHH` escapes.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
