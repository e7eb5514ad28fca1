// @vitest-environment jsdom
/**
 * The app's one dialog (light kit), as a screen renders it: a panel with a title, a close button
 * and its own content. The generic dialog (`dialog.open()`) is its notice: DialogView.test.tsx.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterNextPaint } from '@/shared/lib/after-paint';
import { Dialog } from '@/shared/ui/light/dialog/Dialog';

function Harness({ dismissible = true, second = false }: { dismissible?: boolean; second?: boolean }) {
  const [opened, setOpened] = useState(false);
  const [nested, setNested] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Change photo
      </button>
      <Dialog
        variant="panel"
        opened={opened}
        onClose={dismissible ? () => setOpened(false) : undefined}
        closeLabel="Close"
        title="Change profile photo"
        data-testid="sheet"
      >
        <p>Take a new photo or choose one.</p>
        <button type="button">Take photo</button>
        <button type="button" onClick={() => setOpened(false)}>
          Cancel
        </button>
        {second ? (
          <button type="button" onClick={() => setNested(true)}>
            More
          </button>
        ) : null}
      </Dialog>
      <Dialog variant="panel" opened={nested} onClose={() => setNested(false)} title="More">
        <button type="button">Inner</button>
      </Dialog>
    </>
  );
}

/** Renders into #root, where the app lives: the dialog makes it inert. */
function renderInRoot(ui: React.ReactElement) {
  const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
  return render(ui, { container: root });
}

afterEach(() => {
  document.getElementById('root')?.remove();
});

describe('Dialog (light kit, panel)', () => {
  it('is a modal dialog named by its title: focus moves in and stays inside, the page behind is inert and does not scroll', async () => {
    renderInRoot(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Change photo' }));
    const box = screen.getByRole('dialog', { name: 'Change profile photo' });
    expect(box).toHaveAttribute('aria-modal', 'true');
    expect(box).toHaveAttribute('data-testid', 'sheet');
    expect(document.getElementById('root')).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    // The header's close button comes first.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Take photo' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Escape closes it; the page is usable again and the focus is back on the opener', async () => {
    renderInRoot(<Harness />);
    const opener = screen.getByRole('button', { name: 'Change photo' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // After the frame that shows the dialog gone: lifting inert restyles the page, not in that frame.
    expect(document.getElementById('root')).toHaveAttribute('inert');
    await waitFor(() => expect(document.getElementById('root')).not.toHaveAttribute('inert'));
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('what the caller starts after the next paint comes before the page is made usable again (a redemption sends its call first)', async () => {
    let callerSaw: Promise<string> | undefined;
    function Confirm() {
      const [opened, setOpened] = useState(true);
      const confirm = () => {
        setOpened(false);
        // As `dialog.open()`'s caller hears the answer: a promise, after the closing commit.
        callerSaw = Promise.resolve().then(async () => {
          await afterNextPaint();
          return document.getElementById('root')?.hasAttribute('inert') ? 'page still inert' : 'page already usable';
        });
      };
      return (
        <Dialog opened={opened} title="Redeem?">
          <button type="button" onClick={confirm}>
            Confirm
          </button>
        </Dialog>
      );
    }
    renderInRoot(<Confirm />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(callerSaw).resolves.toBe('page still inert');
    await waitFor(() => expect(document.getElementById('root')).not.toHaveAttribute('inert'));
  });

  it('a dialog opened before the page was made usable again keeps it locked, and the page scrolls as before once the last closes', async () => {
    document.body.style.overflow = 'auto';
    renderInRoot(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Change photo' }));
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    await userEvent.click(screen.getByRole('button', { name: 'Change photo' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.getElementById('root')).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.getElementById('root')).not.toHaveAttribute('inert'));
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('gives the focus back only if nothing has taken it since it closed', async () => {
    renderInRoot(
      <>
        <Harness />
        <input aria-label="Search" />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Change photo' });
    await userEvent.click(opener);
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    // Taken before the frame that shows the dialog gone.
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    expect(opener).not.toHaveFocus();
  });

  it('the close button and a tap on the backdrop close it; a press that starts inside and ends on the backdrop (a drag) does not', async () => {
    renderInRoot(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Change photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change photo' }));
    const backdrop = screen.getByRole('dialog').parentElement!;
    fireEvent.mouseDown(screen.getByText('Take a new photo or choose one.'));
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without onClose it has no close button and neither Escape nor the backdrop closes it', async () => {
    renderInRoot(<Harness dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change photo' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take photo' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    const backdrop = screen.getByRole('dialog').parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a dialog over a dialog: the page stays inert until the last one closes', async () => {
    renderInRoot(<Harness second />);
    await userEvent.click(screen.getByRole('button', { name: 'Change photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'Inner' })).toHaveFocus();
    await act(() => userEvent.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog', { name: 'More' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change profile photo' })).toBeInTheDocument();
    expect(document.getElementById('root')).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.getElementById('root')).not.toHaveAttribute('inert'));
    expect(document.body.style.overflow).toBe('');
  });
});
