import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/** The e-code's `barcode_value` as a Code 128 barcode (its own chunk, loaded with the code view); the code itself is printed above it. */
export default function EcodeBarcode({ value, label }: { value: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svg.current) JsBarcode(svg.current, value, { format: 'CODE128', height: 64, margin: 8, displayValue: false, background: 'white', lineColor: 'black' });
  }, [value]);
  return <svg ref={svg} role="img" aria-label={label} data-testid="ecode-barcode" style={{ maxWidth: '100%', height: 'auto' }} />;
}
