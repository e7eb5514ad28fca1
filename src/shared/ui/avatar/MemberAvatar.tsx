import { useState, type CSSProperties } from 'react';
import classes from './MemberAvatar.module.css';

/** The first letter of the name (Thai or Latin), or "?" when there is none. */
export function initials(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

interface MemberAvatarProps {
  /** The member's full name: its first letter stands in when there is no picture. */
  name: string;
  /** The uploaded profile picture or the LINE picture; a picture that fails to load falls back to initials. */
  src?: string | null;
  /** Diameter in CSS pixels. */
  size?: number;
  className?: string;
}

/** The member's round picture or initials (light kit: the chrome and the other area both use it). */
export function MemberAvatar({ name, src, size = 48, className }: MemberAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { '--avatar-size': `${size}px` } as CSSProperties;
  const cls = className ? `${classes.avatar} ${className}` : classes.avatar;
  if (src && failed !== src) {
    return <img className={cls} style={style} src={src} alt="" width={size} height={size} onError={() => setFailed(src)} />;
  }
  return (
    <span className={cls} style={style} aria-hidden="true" data-testid="avatar-initials">
      {initials(name)}
    </span>
  );
}
