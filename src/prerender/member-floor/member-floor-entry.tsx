/**
 * The member floor of `npm run bench`: the signed-in privilege list and the screens its three timed
 * taps open (card → detail, confirm → e-code, History tab → rows), rendered by React 19 alone — no
 * router, react-query, react-intl, LIFF, lazy chunks or font wait — with the app's markup, CSS, web
 * font, test ids and Thai texts, from the app's own API calls signed by the app's fetcher with the
 * session the app stored. It is what any client-rendered React page showing these screens costs at
 * least, so the bench holds the app's screens to it (tests/tools/bench/floors.mjs). Built by
 * rsbuild.floor.config.ts (FLOOR=member) and served by the mock server under MEMBER_FLOOR_BASE.
 */
import '../../shared/ui/theme/tokens.css';
import '../../app/styles/fonts.css';
import '../../app/styles/app.css';
import { createRoot } from 'react-dom/client';
import type { PrivilegeSummary } from '@/generated/model';
import { paths } from '@/shared/routing/paths';
import { calls } from './floor-data';
import { useFloorLocation } from './floor-nav';
import { t } from './floor-text';
import { BarHeader, HomeHeader, Shell } from './FloorChrome';
import { DetailScreen } from './FloorDetail';
import { HistoryScreen } from './FloorHistory';
import { ListRoute } from './FloorList';
import { isSuccessState, SuccessScreen } from './FloorSuccess';

function summaryIn(state: unknown): PrivilegeSummary | undefined {
  return typeof state === 'object' && state !== null && 'summary' in state ? (state as { summary: PrivilegeSummary }).summary : undefined;
}

/** The screen of the address, in its layout (header_mode, background_mode and tab of its route). */
function MemberFloor() {
  const { path, params, state } = useFloorLocation();
  if (path === paths.privilegeDetail) {
    const id = params.get('privilege_id') ?? '';
    return (
      <Shell bg={1} headerMode={1} header={<BarHeader title={t('route.privilegeDetail.title')} />} tab="privilege">
        <DetailScreen key={id} privilegeId={id} summary={summaryIn(state)} />
      </Shell>
    );
  }
  if (path === paths.redeemSuccess) {
    return (
      <Shell bg={1} headerMode={1} header={<BarHeader title={t('route.redeemSuccess.title')} />} tab="privilege">
        <SuccessScreen state={isSuccessState(state) ? state : null} redemptionId={params.get('redemption_id') ?? ''} />
      </Shell>
    );
  }
  if (path === paths.history) {
    return (
      <Shell bg={2} headerMode={3} header={<HomeHeader title={t('route.history.title')} />} tab="history">
        <HistoryScreen />
      </Shell>
    );
  }
  return <ListRoute />;
}

// The session's check and the balance, as the app's start-up asks for them for a member with a session.
calls.customerInfo();
calls.point();
const container = document.getElementById('root');
if (container) createRoot(container).render(<MemberFloor />);
