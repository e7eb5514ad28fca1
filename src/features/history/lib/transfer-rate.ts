/** Greatest common divisor of two non-negative integers. */
function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The rate a transfer was made at, in lowest terms: 1,000 points for 200 partner points is
 * 5 : 1. Null when it cannot be told (no partner points, or values that are not whole numbers).
 */
export function transferRate(points: number, partnerPoints: number): { points: number; partnerPoints: number } | null {
  if (!Number.isInteger(points) || !Number.isInteger(partnerPoints) || points <= 0 || partnerPoints <= 0) return null;
  const divisor = gcd(points, partnerPoints);
  return { points: points / divisor, partnerPoints: partnerPoints / divisor };
}
