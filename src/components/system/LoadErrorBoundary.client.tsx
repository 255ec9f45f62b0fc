'use client';

import { Component, type ContextType, type ReactNode } from 'react';
import { strings as english } from '@/config/strings/client';
import { ClientStrings } from './interface-strings.client';
import { errorChain } from '@/lib/errors/error-chain';
import { ErrorChain } from './ErrorChain';

interface Props {
  children: ReactNode;
  /** Called by "Retry" before the part renders again (e.g. to start its import afresh). */
  onRetry?: () => void;
}

/**
 * Around a lazily loaded part of a page (a dialog, a widget): if it fails to load or render, the
 * error text and a "Retry" button take its place; the rest of the page keeps working.
 */
export class LoadErrorBoundary extends Component<Props, { error: unknown }> {
  static contextType = ClientStrings;
  declare context: ContextType<typeof ClientStrings>;
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error === null) return this.props.children;
    // The page's language (a translated page's provider), else English.
    const strings = this.context ?? english;
    return (
      <div role="alert" className="my-4 rounded-lg border border-red-200 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/50">
        <p className="font-semibold text-red-800 dark:text-red-200">{strings.errors.loadFailed}</p>
        <ErrorChain chain={errorChain(this.state.error)} className="mt-3" />
        <button
          type="button"
          onClick={this.retry}
          className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {strings.errors.retry}
        </button>
      </div>
    );
  }
}
