import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The e-code's `barcode_value` as a QR code, drawn as one SVG path (its own chunk, loaded with the code view). */
export default function EcodeQr({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) if (qr.isDark(row, col)) d += `M${col + 2} ${row + 2}h1v1h-1z`;
    }
    return { size: count + 4, path: d };
  }, [value]);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width={196} height={196} role="img" aria-label={label} data-testid="ecode-qr" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="white" />
      <path d={path} fill="black" />
    </svg>
  );
}
