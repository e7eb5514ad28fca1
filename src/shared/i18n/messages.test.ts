import { describe, expect, it } from 'vitest';
import { ensureLateMessages, ensureMessages, hasAllMessages, loadedMessages } from '@/shared/i18n/messages';

describe('message catalogues', () => {
  it('grow in place: the object react-intl holds stays the same as more areas arrive, so shown screens do not re-render', async () => {
    const core = loadedMessages('th');
    expect(core).toBeDefined();
    expect(hasAllMessages('th')).toBe(false);
    const all = await ensureMessages('th');
    await ensureLateMessages('th');
    expect(all).toBe(core);
    expect(loadedMessages('th')).toBe(core);
    expect(hasAllMessages('th')).toBe(true);
    // Core, rest and late keys are all there.
    expect(core).toHaveProperty('auth.login.submit');
    expect(core).toHaveProperty('privilege.free');
    expect(core).toHaveProperty('history.tab.redemptions');
  });
});
