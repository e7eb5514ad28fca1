/**
 * A small floating dev panel for mock runs (plain DOM, no React): a 'MOCK' pill at the bottom
 * left that expands into the demo login, data reset, publishing new terms / PDPA versions, mock
 * clock, forced faults, latency and the LINE environment of the LIFF mock.
 * Not mounted when localStorage 'mock-dev-panel' is 'off'.
 */
import type { MockLiffMode } from '../liff/mock-liff';
import type { Fault, FaultKind, FaultTarget, GatewayStatus } from '../runtime/faults';
import { panelLang, t, type MessageKey, type PanelLang } from './messages';
import { PANEL_CSS } from './styles';

const PANEL_ID = 'mock-dev-panel';
const PANEL_OFF_KEY = 'mock-dev-panel';

export interface DevPanelDeps {
  /** `'METHOD /path'` of every mocked operation. */
  operations: readonly string[];
  demo: { nationalId: string; otp: string };
  setFault(target: FaultTarget, kind: FaultKind, opts: { once: boolean; status?: GatewayStatus }): void;
  clearFaults(): void;
  listFaults(): Fault[];
  clockNow(): number;
  advanceClock(ms: number): void;
  resetClock(): void;
  /** Resets the mock data (and reloads the page). */
  resetData(): void;
  /**
   * Publishes the next terms (`consent`) or PDPA version (settings and documents), so members are
   * asked to accept again; resolves with the new current versions.
   */
  publishConsent(target: 'consent' | 'pdpa'): Promise<{ current_consent_version: string; current_pdpa_version: string }>;
  latencyOn(): boolean;
  setLatencyOn(on: boolean): void;
  /** The saved LINE environment of the LIFF mock. */
  liffMode(): MockLiffMode;
  /** Saves the LINE environment and reloads the page (it applies at start-up). */
  setLiffMode(mode: MockLiffMode): void;
}

type Attrs = Record<string, string | boolean | undefined>;

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Attrs = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) node.append(child);
  return node;
}

const HOUR = 3_600_000;
const LIFF_MODES: Array<[MockLiffMode, MessageKey]> = [
  ['in-client', 'lineInClient'],
  ['external', 'lineExternal'],
  ['unavailable', 'lineUnavailable'],
];
/** The fault choices: option value, kind, the gateway's status (gateway faults), label. */
const KINDS: Array<[string, FaultKind, GatewayStatus | undefined, MessageKey]> = [
  ['server-error', 'server-error', undefined, 'serverError'],
  ['timeout', 'timeout', undefined, 'timeout'],
  ['network', 'network', undefined, 'network'],
  ['lost-answer', 'lost-answer', undefined, 'lostAnswer'],
  ['gateway-after-commit-502', 'gateway-after-commit', 502, 'gateway502'],
  ['gateway-after-commit-504', 'gateway-after-commit', 504, 'gateway504'],
];

function panelDisabled(): boolean {
  try {
    return globalThis.localStorage?.getItem(PANEL_OFF_KEY) === 'off';
  } catch {
    return false;
  }
}

/** Mounts the panel once; returns a function that removes it. */
export function mountDevPanel(deps: DevPanelDeps, doc: Document = document): () => void {
  if (panelDisabled() || doc.getElementById(PANEL_ID)) return () => undefined;
  const lang: PanelLang = panelLang();
  const tr = (key: MessageKey) => t(key, lang);
  const button = (key: MessageKey, onClick: () => void, extra = '') => {
    const b = el(doc, 'button', { type: 'button', class: `mdp-btn ${extra}`.trim() }, [tr(key)]);
    b.addEventListener('click', onClick);
    return b;
  };

  const style = el(doc, 'style', { id: `${PANEL_ID}-style` }, [PANEL_CSS]);
  const bodyId = `${PANEL_ID}-body`;
  const pill = el(doc, 'button', {
    type: 'button',
    class: 'mdp-pill',
    'aria-expanded': 'false',
    'aria-controls': bodyId,
    title: tr('open'),
  }, [tr('pill')]);

  // Demo login
  const demo = el(doc, 'dl', {}, [
    el(doc, 'dt', {}, [tr('nationalId')]),
    el(doc, 'dd', {}, [deps.demo.nationalId]),
    el(doc, 'dt', {}, [tr('otp')]),
    el(doc, 'dd', {}, [deps.demo.otp]),
  ]);

  // Clock
  const clockOut = el(doc, 'output', { 'aria-live': 'polite' });
  const showClock = () => {
    clockOut.textContent = new Date(deps.clockNow()).toLocaleString(lang === 'th' ? 'th-TH' : 'en-GB', {
      timeZone: 'Asia/Bangkok',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  };

  // Faults
  const opSelect = el(doc, 'select', { id: `${PANEL_ID}-op` }, [
    el(doc, 'option', { value: '*' }, [tr('allOperations')]),
    ...deps.operations.map((op) => el(doc, 'option', { value: op }, [op])),
  ]);
  const kindSelect = el(doc, 'select', { id: `${PANEL_ID}-kind` }, KINDS.map(([value, , , key]) => el(doc, 'option', { value }, [tr(key)])));
  const onceBox = el(doc, 'input', { type: 'checkbox', id: `${PANEL_ID}-once`, checked: true });
  const faultsOut = el(doc, 'output', { 'aria-live': 'polite' });
  const showFaults = () => {
    const faults = deps.listFaults();
    faultsOut.textContent = `${tr('active')}: ${
      faults.length === 0 ? tr('none') : faults.map((f) => `${f.target} → ${f.kind}${f.status ? ` ${f.status}` : ''}${f.once ? ' (1×)' : ''}`).join('; ')
    }`;
  };

  // Terms / PDPA versions
  const consentOut = el(doc, 'output', { 'aria-live': 'polite' });
  const publish = (target: 'consent' | 'pdpa') => {
    deps.publishConsent(target).then(
      (v) => {
        consentOut.textContent = `${tr('published')}: ${tr('termsVersion')} ${v.current_consent_version} · ${tr('pdpaVersion')} ${v.current_pdpa_version}`;
      },
      () => {
        consentOut.textContent = tr('publishFailed');
      },
    );
  };

  // Latency
  const latencyBox = el(doc, 'input', { type: 'checkbox', id: `${PANEL_ID}-latency`, checked: deps.latencyOn() });
  latencyBox.addEventListener('change', () => deps.setLatencyOn(latencyBox.checked));

  // LINE environment
  const savedMode = deps.liffMode();
  const lineChoices = el(doc, 'fieldset', { class: 'mdp-choices' }, [
    el(doc, 'legend', {}, [tr('line')]),
    ...LIFF_MODES.map(([mode, key]) => {
      const radio = el(doc, 'input', { type: 'radio', name: `${PANEL_ID}-liff`, id: `${PANEL_ID}-liff-${mode}`, value: mode, checked: mode === savedMode });
      radio.addEventListener('change', () => {
        if (radio.checked) deps.setLiffMode(mode);
      });
      return el(doc, 'label', { class: 'mdp-inline', for: radio.id }, [radio, tr(key)]);
    }),
    el(doc, 'small', {}, [tr('lineReload')]),
  ]);

  const body = el(doc, 'div', { id: bodyId, class: 'mdp-body', hidden: true }, [
    el(doc, 'h2', {}, [tr('title')]),
    el(doc, 'h3', {}, [tr('demo')]),
    demo,
    el(doc, 'h3', {}, [tr('data')]),
    button('reset', () => {
      if (globalThis.confirm?.(tr('resetConfirm')) ?? true) deps.resetData();
    }, 'mdp-danger'),
    el(doc, 'h3', {}, [tr('consent')]),
    button('publishTerms', () => publish('consent')),
    button('publishPdpa', () => publish('pdpa')),
    consentOut,
    el(doc, 'h3', {}, [tr('clock')]),
    clockOut,
    button('plusHour', () => {
      deps.advanceClock(HOUR);
      showClock();
    }),
    button('plusDay', () => {
      deps.advanceClock(24 * HOUR);
      showClock();
    }),
    button('clockReset', () => {
      deps.resetClock();
      showClock();
    }),
    el(doc, 'h3', {}, [tr('faults')]),
    el(doc, 'label', { for: opSelect.id }, [tr('operation')]),
    opSelect,
    el(doc, 'label', { for: kindSelect.id }, [tr('kind')]),
    kindSelect,
    el(doc, 'label', { class: 'mdp-inline', for: onceBox.id }, [onceBox, tr('once')]),
    button('apply', () => {
      const [, kind, status] = KINDS.find(([value]) => value === kindSelect.value) ?? KINDS[0]!;
      deps.setFault(opSelect.value as FaultTarget, kind, { once: onceBox.checked, ...(status ? { status } : {}) });
      showFaults();
    }),
    button('clear', () => {
      deps.clearFaults();
      showFaults();
    }),
    faultsOut,
    el(doc, 'label', { class: 'mdp-inline', for: latencyBox.id }, [latencyBox, tr('latency')]),
    lineChoices,
  ]);

  const root = el(doc, 'aside', { id: PANEL_ID, 'aria-label': tr('title'), lang }, [body, pill]);
  pill.addEventListener('click', () => {
    const open = body.hidden;
    body.hidden = !open;
    pill.setAttribute('aria-expanded', String(open));
    if (open) {
      showClock();
      showFaults();
    }
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !body.hidden) {
      body.hidden = true;
      pill.setAttribute('aria-expanded', 'false');
      pill.focus();
    }
  };
  root.addEventListener('keydown', onKey);

  doc.head.append(style);
  doc.body.append(root);
  return () => {
    root.remove();
    style.remove();
  };
}
