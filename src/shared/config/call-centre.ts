/**
 * The call centre (mobile-number changes go through it): build-time configuration like `env.ts`,
 * kept in its own module so only the screens that show it carry it (the first route stays small).
 * `PUBLIC_CALL_CENTRE_PHONE` (default 1888) and `PUBLIC_CALL_CENTRE_HOURS` (`HH:MM-HH:MM`, default
 * 08:00-20:00); see docs/architecture.md §5 (build-time variables).
 */
export const callCentre = {
  phone: import.meta.env.PUBLIC_CALL_CENTRE_PHONE || '1888',
  hours: import.meta.env.PUBLIC_CALL_CENTRE_HOURS || '08:00-20:00',
} as const;
