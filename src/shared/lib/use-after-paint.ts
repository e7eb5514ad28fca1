import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * False on the first render, true once the component has been painted: for what may follow what the
 * member came for (a QR code under an e-code, the partner tiles under the list), so that it never
 * delays it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
