import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { matchRoute, sectionOfPath } from '../rules/routeMatch';
import { routes } from '../routes/table';
import { useTitleRecord } from './titleRecord';

/**
 * Names the browser tab after the page and the record it shows ("Cron jobs · shop.example ·
 * Control panel"), so tabs, history and screen readers tell pages apart.
 */
export function useDocumentTitle() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const record = useTitleRecord();
  useEffect(() => {
    const match = matchRoute(pathname, routes);
    const section = sectionOfPath(pathname, routes);
    const title = match.kind === 'route' ? match.route.title : routes.find((route) => route.path === section)?.title;
    document.title = [title && translate(title), record, translate('app.title')].filter(Boolean).join(' · ');
  }, [pathname, record, translate]);
}
