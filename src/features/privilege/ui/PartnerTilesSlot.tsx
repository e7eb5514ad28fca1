import { lazy, Suspense } from 'react';
import { useAfterPaint } from '@/shared/lib/use-after-paint';
import classes from './privilege.module.css';

/** The partner tiles' own chunk (with the reward client), fetched only after the list has painted. */
const PartnerTiles = lazy(() => import('@/domains/partners/PartnerTiles'));
/** The SIM-migration notices: their own chunk, after the list has painted too. */
const MigrateSimNotices = lazy(() => import('./MigrateSimNotices'));

/**
 * What the privilege list loads for members once it is on screen, so the first route carries none
 * of it: the "Transfer points" tiles (the slot keeps their height from the first paint, no layout
 * shift) and the SIM-migration notices (dialogs).
 */
export function PartnerTilesSlot() {
  const ready = useAfterPaint();
  return (
    <div className={classes.partnerSlot}>
      {ready ? (
        <Suspense fallback={null}>
          <PartnerTiles />
          <MigrateSimNotices />
        </Suspense>
      ) : null}
    </div>
  );
}
