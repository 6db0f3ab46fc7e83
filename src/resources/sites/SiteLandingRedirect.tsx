import { Navigate, useParams } from 'react-router';
import { sitePath } from './sitePaths';

/** /bolts/{boltId}/environments/{envId} (environments.specific) opens the site's overview. */
export default function SiteLandingRedirect() {
  const { boltId = '', envId = '' } = useParams();
  return <Navigate to={sitePath(boltId, envId)} replace />;
}
