import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

export interface QrCodeProps {
  /** What the code holds (an e-code's barcode value, a referral link …). */
  value: string;
  /** The accessible name of the picture. */
  label: string;
  /** Drawn width and height in CSS pixels. */
  size?: number;
  testId?: string;
}

/**
 * `value` as a QR code (error correction M), drawn as one SVG path on a white quiet zone so it
 * scans on any background. Load it lazily (`lazy(() => import('@/shared/ui/light/qr/QrCode'))`) so the
 * QR library stays in its own chunk, out of first-route screens.
 */
export default function QrCode({ value, label, size = 196, testId }: QrCodeProps) {
  const { modules, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) if (qr.isDark(row, col)) d += `M${col + 2} ${row + 2}h1v1h-1z`;
    }
    return { modules: count + 4, path: d };
  }, [value]);
  return (
    <svg viewBox={`0 0 ${modules} ${modules}`} width={size} height={size} role="img" aria-label={label} data-testid={testId} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="white" />
      <path d={path} fill="black" />
    </svg>
  );
}
