import { useState, type CSSProperties } from 'react';
import { initials } from '@/shared/lib/initials';
import classes from './MemberAvatar.module.css';

interface MemberAvatarProps {
  /** The member's full name: its first letter stands in when there is no picture. */
  name: string;
  /** The uploaded profile picture or the LINE picture; a picture that fails to load falls back to initials. */
  src?: string | null;
  /** Diameter in CSS pixels. */
  size?: number;
  className?: string;
  /** Text alternative of the picture; without it the avatar is decorative (the name is shown next to it). */
  alt?: string;
  /** Spoken label of the initials when they stand for the picture (with `alt`). */
  initialsLabel?: string;
  testIds?: { image?: string; initials?: string };
}

/** The member's round picture or initials (light kit: the chrome, the menu and the photo editor use it). */
export function MemberAvatar({ name, src, size = 48, className, alt, initialsLabel, testIds = {} }: MemberAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { '--avatar-size': `${size}px` } as CSSProperties;
  const cls = className ? `${classes.avatar} ${className}` : classes.avatar;
  if (src && failed !== src) {
    return (
      <img
        className={cls}
        style={style}
        src={src}
        alt={alt ?? ''}
        width={size}
        height={size}
        onError={() => setFailed(src)}
        data-testid={testIds.image}
      />
    );
  }
  const labelled = initialsLabel !== undefined;
  return (
    <span
      className={cls}
      style={style}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? initialsLabel : undefined}
      aria-hidden={labelled ? undefined : true}
      data-testid={testIds.initials ?? 'avatar-initials'}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
