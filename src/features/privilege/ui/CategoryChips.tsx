import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PrivilegeCategory } from '@/generated/model';
import { useLang } from '@/shared/i18n/lang-store';
import classes from './privilege.module.css';

/** A relative or http(s) image path (an icon may also be a plain name, which is not shown). */
function isImage(icon: string): boolean {
  return /^(\/|https?:\/\/)/.test(icon) || /\.(svg|png|webp|jpe?g)$/i.test(icon);
}

export interface CategoryChipsProps {
  categories: readonly PrivilegeCategory[];
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
  /** Include the "All" chip. */
  withAll?: boolean;
}

/** Horizontally scrolling category filter: All + each category. */
export function CategoryChips({ categories, selected, onSelect, withAll = true }: CategoryChipsProps) {
  const intl = useIntl();
  const lang = useLang();
  const strip = useRef<HTMLDivElement>(null);

  // Keep the chosen chip in view (e.g. when coming back to a filtered list).
  useEffect(() => {
    const pressed = strip.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const box = strip.current;
    if (!pressed || !box) return;
    const left = pressed.offsetLeft - (box.clientWidth - pressed.offsetWidth) / 2;
    if (typeof box.scrollTo === 'function') box.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [selected, categories.length]);

  return (
    <div ref={strip} className={classes.chips} role="toolbar" aria-label={intl.formatMessage({ id: 'privilege.categories' })}>
      {withAll ? (
        <button type="button" className={classes.chip} aria-pressed={selected === null} onClick={() => onSelect(null)}>
          {intl.formatMessage({ id: 'privilege.category.all' })}
        </button>
      ) : null}
      {categories.map((category) => (
        <button
          key={category.category_id}
          type="button"
          className={classes.chip}
          aria-pressed={selected === category.category_id}
          onClick={() => onSelect(category.category_id)}
          data-category={category.category_id}
        >
          {isImage(category.icon) ? <img src={category.icon} alt="" width={20} height={20} className={classes.chipIcon} /> : null}
          {category.name[lang]}
        </button>
      ))}
    </div>
  );
}
