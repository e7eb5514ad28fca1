/**
 * Where the member floor is served on the app's origin: its build's asset prefix
 * (rsbuild.floor.config.ts), its screens' base (floor-nav.tsx) and the mock server's mount of it
 * (tests/tools/bench/floors.mjs). Plain JavaScript, so the bench's Node tools read it as it is.
 */
export const MEMBER_FLOOR_BASE = '/floor';
