import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { routeDecision } from '../rules/routeMatch';
import { routes } from '../routes/table';
import { useViewer } from './useViewer';

/**
 * Spec 1 §2 route access flags: a user who fails a flag (the account-bucket one included) or opens
 * a malformed Bolt path goes to landing.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const viewer = useViewer();
  if (routeDecision(pathname, viewer, routes) === 'toLanding') return <Navigate to="/" replace />;
  return <>{children}</>;
}
