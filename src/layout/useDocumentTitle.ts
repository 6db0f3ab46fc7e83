import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { matchRoute, sectionOfPath } from '../rules/routeMatch';
import { routes } from '../routes/table';

/** Names the browser tab after the page, so tabs, history and screen readers tell pages apart. */
export function useDocumentTitle() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  useEffect(() => {
    const match = matchRoute(pathname, routes);
    const section = sectionOfPath(pathname, routes);
    const title = match.kind === 'route' ? match.route.title : routes.find((route) => route.path === section)?.title;
    const app = translate('app.title');
    document.title = title ? `${translate(title)} · ${app}` : app;
  }, [pathname, translate]);
}
