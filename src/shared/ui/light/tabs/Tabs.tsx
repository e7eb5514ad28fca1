import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import classes from './Tabs.module.css';

interface TabItem<T extends string> {
  value: T;
  label: string;
  testId?: string;
}

interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** What the tabs choose between, for screen readers (a choice inside a labelled fieldset may leave it out). */
  label?: string;
  /**
   * The selected tab's panel (only it is rendered). Without one, the tabs are a choice of a form
   * (a radio group, e.g. "to myself / to another person"), drawn and moved through the same way.
   */
  children?: ReactNode;
  disabled?: boolean;
}

/**
 * Tabs (light kit), the WAI-ARIA tabs pattern: one tab stop, arrow keys / Home / End move between the
 * tabs and select them, the panel is labelled by its tab. Equal widths, an underline under the
 * selected tab. Without a panel: the radio-group pattern (same keys, same look).
 */
export function Tabs<T extends string>({ items, value, onChange, label, children, disabled }: TabsProps<T>) {
  const choice = children === undefined;
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
    if (!target || disabled) return;
    event.preventDefault();
    onChange(target.value);
    list.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const tabs = (
    <div ref={list} role={choice ? 'radiogroup' : 'tablist'} aria-label={label} className={classes.list} onKeyDown={move}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role={choice ? 'radio' : 'tab'}
            id={tabId(item.value)}
            aria-selected={choice ? undefined : selected}
            aria-checked={choice ? selected : undefined}
            aria-controls={selected && !choice ? `${id}-panel` : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={disabled}
            className={classes.tab}
            data-testid={item.testId}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
  if (choice) return tabs;
  return (
    <div className={classes.tabs}>
      {tabs}
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(value)} className={classes.panel}>
        {children}
      </div>
    </div>
  );
}
