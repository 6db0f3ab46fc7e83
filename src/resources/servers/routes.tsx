import { Route } from 'react-router';
import { ServerList } from './ServerList';
import { SERVER_VIEWS } from './serverViews';

/** /servers/shared, /dedicated, /empty, /hidden: static paths, so they win over /servers/{id}. */
export const serverRoutes = SERVER_VIEWS.filter((view) => view !== 'all').map((view) => (
  <Route key={view} path={view} element={<ServerList view={view} />} />
));
