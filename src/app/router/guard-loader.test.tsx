// @vitest-environment jsdom
/**
 * The guard loader and a screen's data loader (route-types ScreenLoader): the screen's chunk may be
 * fetched while the guard checks a visitor who holds a token, but its data is asked for only once
 * the guard has let the visitor through and the chunk is in. A refused visitor asks for no data.
 */
import { describe, expect, it, vi } from 'vitest';
import { delay, http } from 'msw';
import type { LoaderFunctionArgs } from 'react-router';
import { DEMO, issueToken } from '@mocks/identities';
import { server } from '@mocks/node';
import { loaderArgsFor } from '@/app/bootstrap/first-data';
import { createGuardLoader } from '@/app/router/guard-loader';
import type { RouteAuth } from '@/app/router/guard';
import { writeToken } from '@/shared/session/token';
import { useGuardTestHooks } from '@test-support';

const PATH = '/history';
const events: string[] = [];

/** A screen whose chunk and data loader record when they are asked for. */
function probeScreen(auth: RouteAuth) {
  const loader = vi.fn((args: LoaderFunctionArgs) => {
    events.push(`data ${args.url.pathname}`);
  });
  const load = vi.fn(async () => {
    events.push('chunk');
    return { loader };
  });
  return { guard: createGuardLoader({ auth, messages: 'core', load }), load, loader };
}

async function run(guard: ReturnType<typeof createGuardLoader>): Promise<Response | null> {
  try {
    return await guard(loaderArgsFor(`http://localhost${PATH}?tab=points`, PATH));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('a screen\'s data is asked for only after the guard has passed', () => {
  useGuardTestHooks({
    onListen: () => void server.events.on('request:end', ({ request }) => void events.push(`answer ${new URL(request.url).pathname}`)),
    onEach: () => void (events.length = 0),
  });

  it('a visitor without a session: sent to sign-in, neither the chunk nor the data asked for', async () => {
    const { guard, load, loader } = probeScreen('required');
    const answer = await run(guard);
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toMatch(/^\/auth\/login\?redirect=/);
    expect(load).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
  });

  it('a guest on a member screen: neither the chunk nor the data', async () => {
    writeToken(issueToken('GUEST', { guest: true }));
    const { guard, load, loader } = probeScreen('required');
    const answer = await run(guard);
    expect(answer?.status).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
    expect(events).not.toContain(`data ${PATH}`);
  });

  it('a member: the chunk and then the data once the guard has passed, with the router\'s arguments', async () => {
    writeToken(issueToken(DEMO.member.customerId));
    // A slow customer-info answer: the guard's verdict comes well after the chunk.
    server.use(
      http.get('*/api/Customer/CustomerInfo', async () => {
        await delay(150);
        return undefined;
      }),
    );
    const { guard, loader } = probeScreen('required');
    expect(await run(guard)).toBeNull();
    const verdict = events.indexOf('answer /api/Customer/CustomerInfo');
    expect(verdict).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('chunk')).toBeGreaterThan(verdict);
    expect(events.indexOf(`data ${PATH}`)).toBeGreaterThan(verdict);
    expect(loader).toHaveBeenCalledOnce();
    expect(loader.mock.calls[0]![0].url.searchParams.get('tab')).toBe('points');
  });

  it('a public screen: its data once its chunk is in', async () => {
    const { guard, loader } = probeScreen('public');
    expect(await run(guard)).toBeNull();
    expect(events).toEqual(['chunk', `data ${PATH}`]);
    expect(loader).toHaveBeenCalledOnce();
  });
});
