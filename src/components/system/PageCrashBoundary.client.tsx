'use client';

import { usePathname } from 'next/navigation';
import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.client';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  crashed: boolean;
  error: unknown;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { crashed: false, error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { crashed: true, error };
  }

  // A navigation to another page clears the crash screen.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { crashed: false, error: null, pathname: props.pathname };
  }

  private reset = () => this.setState({ crashed: false, error: null });

  render() {
    return this.state.crashed ? <ErrorScreen error={this.state.error} onTryAgain={this.reset} /> : this.props.children;
  }
}

/**
 * Around every page, inside the navbar and footer: a page that crashes while rendering in the browser
 * shows the crash screen, and "Try again" or a navigation to another page clears it, as an
 * `app/error.tsx` boundary would. It is rendered by the root layout instead, so that the crash
 * screen's code is part of the layout's first load, where the root's crash screen
 * (`app/global-error.tsx`) finds it too: as two route files, each carried its own copy (1.1 KB
 * gzip). Next's `catchError` would do the same, but brings 2.5 KB of its Pages Router error page.
 */
export function PageCrashBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={usePathname() ?? ''}>{children}</Boundary>;
}
