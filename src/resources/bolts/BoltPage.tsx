import { lazy } from 'react';

/**
 * /bolts/{id}: the Bolt dashboard. It is react-admin's edit route, because the spec puts the Bolt
 * at /bolts/{id} (react-admin's show would be /bolts/{id}/show); the page loads with its area.
 */
export const BoltPage = lazy(() => import('./dashboard/BoltDashboard'));
