/** Where the member floor is served on the app's origin: its build's asset prefix and its screens' base. */
export const MEMBER_FLOOR_BASE = '/floor';
