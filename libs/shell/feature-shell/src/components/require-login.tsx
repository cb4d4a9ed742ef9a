import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { readToken } from '@platform/shared/session';

/** The spec's guard: a route needing login redirects to /login when session storage has no token. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!readToken(sessionStorage)) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}
