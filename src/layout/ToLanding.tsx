import { Navigate } from 'react-router';

/** Spec 1 §2: unknown paths (and pages a role may not open) redirect to /. */
export const ToLanding = () => <Navigate to="/" replace />;
