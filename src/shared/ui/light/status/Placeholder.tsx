import type { HTMLAttributes } from 'react';
import { placeholderClass } from './Skeleton';

/**
 * One loading placeholder shape of a screen's own skeleton (a title line, a switch, an avatar), in
 * the one placeholder look (`placeholderClass`). `radius` is a token size; `circle` makes it round.
 */
export function Placeholder({
  height,
  width = '100%',
  radius = 'sm',
  circle = false,
  className,
  style,
  ...rest
}: {
  height: number;
  width?: number | string;
  radius?: 'sm' | 'md' | 'lg' | 'xl';
  circle?: boolean;
} & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      {...rest}
      className={`${placeholderClass}${className ? ` ${className}` : ''}`}
      style={{ display: 'block', flex: 'none', height, width: circle ? height : width, borderRadius: circle ? '50%' : `var(--app-radius-${radius})`, ...style }}
    />
  );
}
