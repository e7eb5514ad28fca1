import { useEffect, useState } from 'react';

/**
 * False on the first render, true from the frame after the component has been painted: for what may
 * follow what the member came for (a QR code under an e-code), so that it never delays it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The callback runs before the next frame is painted; the update it makes renders after it.
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
