import { lazy, Suspense, useEffect, useState } from 'react';
import classes from './privilege.module.css';

/** The partner tiles' own chunk (with the reward client), fetched only after the list has painted. */
const PartnerTiles = lazy(() => import('@/shared/partners/PartnerTiles'));

/**
 * The "Transfer points" tiles on the privilege list, for members: the slot keeps their height from
 * the first paint (no layout shift), and the tiles load once the list is on screen, so they cost
 * the first route nothing.
 */
export function PartnerTilesSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setReady(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return <div className={classes.partnerSlot}>{ready ? <Suspense fallback={null}><PartnerTiles /></Suspense> : null}</div>;
}
