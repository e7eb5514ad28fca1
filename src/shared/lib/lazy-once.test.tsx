// @vitest-environment jsdom
/**
 * lazyOnce (shared/lib/lazy-once.ts): before its chunk is in, a component suspends as React.lazy
 * does; once `load` has resolved, it renders in the very first commit, with no fallback.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOnce } from '@/shared/lib/lazy-once';

function chunk() {
  const load = () => Promise.resolve({ Greeting: ({ name }: { name: string }) => <p>hello {name}</p> });
  return { load };
}

describe('lazyOnce', () => {
  it('renders a loaded chunk in the first commit, without the fallback', async () => {
    const { load } = chunk();
    const once = lazyOnce(load);
    const Greeting = once.lazyExport((m) => m.Greeting);
    await once.load();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting name="Somchai" />
      </Suspense>,
    );
    // Synchronously after render: no fallback frame in between.
    expect(screen.getByText('hello Somchai')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('suspends on a chunk not loaded yet (as React.lazy does), then shows it', async () => {
    const { load } = chunk();
    const once = lazyOnce(load);
    const Greeting = once.lazyExport((m) => m.Greeting);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting name="Malee" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      await once.load();
    });
    expect(await screen.findByText('hello Malee')).toBeInTheDocument();
  });
});
