import { routeDecision } from '../rules/routeMatch';
import { routes } from '../routes/table';
import { useViewer } from './useViewer';

/** Whether a link to a path of the panel may be shown: the route guard would not send the user to landing. */
export function useRouteOffered(path: string): boolean {
  return routeDecision(path.split(/[?#]/)[0], useViewer(), routes) !== 'toLanding';
}
