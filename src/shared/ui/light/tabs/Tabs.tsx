import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import classes from './Tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  testId?: string;
}

interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** What the tabs choose between, for screen readers. */
  label: string;
  /** The selected tab's panel (only it is rendered). */
  children: ReactNode;
}

/**
 * Tabs (light kit), the WAI-ARIA tabs pattern: one tab stop, arrow keys / Home / End move between the
 * tabs and select them, the panel is labelled by its tab. Equal widths, an underline under the
 * selected tab.
 */
export function Tabs<T extends string>({ items, value, onChange, label, children }: TabsProps<T>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (item: T) => `${id}-tab-${item}`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % items.length
      : event.key === 'ArrowLeft' ? (index - 1 + items.length) % items.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? items.length - 1
      : -1;
    const target = items[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={classes.tabs}>
      <div ref={list} role="tablist" aria-label={label} className={classes.list} onKeyDown={move}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              className={classes.tab}
              data-testid={item.testId}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(value)} className={classes.panel}>
        {children}
      </div>
    </div>
  );
}
