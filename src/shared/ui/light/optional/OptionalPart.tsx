import { Component, type ReactNode } from 'react';

/**
 * A part of a screen the member can do without (e.g. the e-code's QR code and barcode, whose
 * libraries load in chunks of their own): if it fails to load or render, such as a chunk that
 * cannot load with no signal, `fallback` shows instead and the rest of the screen stays.
 */
export class OptionalPart extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
