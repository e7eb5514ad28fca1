import type { ReactNode } from 'react';
import classes from './StaticPage.module.css';

const ICONS = {
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5zM12 15v2',
  alert: 'M12 8v5M12 16.5h.01M10.3 3.9L2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  star: 'M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 16.8 6.1 20l1.3-6.5L2.5 8.9l6.6-.8z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-3.5-3.5',
};

/** Centred icon, title, text and actions for status pages. */
export function Message({
  icon,
  title,
  text,
  children,
  tone,
  variant = 'page',
}: {
  icon: keyof typeof ICONS;
  title: string;
  text?: string;
  children?: ReactNode;
  tone?: 'warn';
  variant?: 'page' | 'inline' | 'hero';
}) {
  // Inside the default layout the header already holds the page's h1.
  const Heading = variant === 'inline' ? 'h2' : 'h1';
  const className = `${classes.center}${variant === 'inline' ? ` ${classes.inline}` : ''}${variant === 'hero' ? ` ${classes.hero}` : ''}`;
  return (
    <section className={className}>
      <span className={classes.emblem} data-tone={tone} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="44" height="44" fill={icon === 'star' ? 'currentColor' : 'none'} stroke={icon === 'star' ? 'none' : 'currentColor'} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d={ICONS[icon]} />
        </svg>
      </span>
      <Heading className={classes.title}>{title}</Heading>
      {text ? <p className={classes.text}>{text}</p> : null}
      {children ? <div className={classes.actions}>{children}</div> : null}
    </section>
  );
}
