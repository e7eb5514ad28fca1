/**
 * A form sent from the prerendered screen before the app has taken it over. The browser never
 * sends a form of #root itself (it would reload the page with the typed ID in the address; every
 * form of the app is handled by its screen). One sent before the app marks #root `data-app` is
 * held, hidden from a half-hydrated app too (which would read the form before the typed text is
 * handed over), and sent again once the screen handles it (prerendered.tsx).
 *
 * Imported by the chooser and by the app's takeover (not the entry): the names are spelt out here
 * rather than shared with prerender-page.ts, so the entry's copy of that module stays inlined.
 */
export interface HeldSubmit {
  form: HTMLFormElement;
  /** Its place among the screen's forms, for a form React has rendered anew. */
  index: number;
  path: string;
}

type HoldingRoot = HTMLElement & { heldSubmit?: HeldSubmit };

/** Run by the chooser before first paint: every submit in `root` is kept from the browser. */
export function holdSubmits(root: HoldingRoot): void {
  root.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      if (root.hasAttribute('data-app')) return;
      event.stopImmediatePropagation();
      const form = event.target as HTMLFormElement;
      root.heldSubmit = { form, index: [...root.querySelectorAll('form')].indexOf(form), path: location.pathname };
    },
    true,
  );
}

/** The form held, if any, forgotten once read. */
export function takeHeldSubmit(root: HoldingRoot): HeldSubmit | undefined {
  const held = root.heldSubmit;
  delete root.heldSubmit;
  return held;
}
