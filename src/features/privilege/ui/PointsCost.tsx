import { useIntl } from 'react-intl';
import { useFormat } from '@/shared/i18n/use-format';
import classes from './privilege.module.css';

/** "1,500 points", or "Free" for 0. */
export function PointsCost({ cost, size = 'md', perEntry = false }: { cost: number; size?: 'md' | 'lg'; perEntry?: boolean }) {
  const intl = useIntl();
  const format = useFormat();
  if (cost === 0) {
    return (
      <span className={classes.cost} data-size={size} data-free="">
        {intl.formatMessage({ id: 'privilege.free' })}
      </span>
    );
  }
  return (
    <span className={classes.cost} data-size={size}>
      <span className={classes.costValue}>{format.number(cost)}</span>{' '}
      <span className={classes.costUnit}>{intl.formatMessage({ id: perEntry ? 'privilege.pointsPerEntry' : 'privilege.points' })}</span>
    </span>
  );
}

/** Stock left: "N left", highlighted when low, "Out of stock" at 0. */
export function StockLabel({ stock }: { stock: number }) {
  const intl = useIntl();
  if (stock <= 0) {
    return (
      <span className={classes.stock} data-level="out">
        {intl.formatMessage({ id: 'privilege.stock.out' })}
      </span>
    );
  }
  return (
    <span className={classes.stock} data-level={stock <= LOW_STOCK ? 'low' : 'ok'}>
      {intl.formatMessage({ id: 'privilege.stock.left' }, { count: stock })}
    </span>
  );
}

/** At or below this many left the stock is highlighted. */
const LOW_STOCK = 10;
