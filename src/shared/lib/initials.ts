/** Thai vowels written before their consonant (เ แ โ ใ ไ): an initial is the consonant after them. */
const LEADING_VOWEL = /^[\u0E40-\u0E44]/u;

/** The first letter of a name for an avatar without a photo ("สมชาย" → "ส", "เกียรติ" → "ก", "john" → "J"), "?" when empty. */
export function initials(name: string): string {
  const letters = Array.from(name.trim());
  const first = LEADING_VOWEL.test(letters[0] ?? '') ? letters[1] : letters[0];
  return first?.toUpperCase() ?? '?';
}
