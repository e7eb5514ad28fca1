import { ComingSoon } from '@/shared/ui/coming-soon/ComingSoon';

/** Placeholder until this screen is built; the title comes from the route. */
export default function GameHomeScreen() {
  return <ComingSoon />;
}
