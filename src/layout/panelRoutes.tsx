import { Suspense, type ComponentType, type ReactElement } from 'react';
import { Authenticated } from 'react-admin';
import { Route } from 'react-router';
import { BootLoading } from '../pages/BootLoading';
import { builtPages } from '../pages/builtPages';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { routes, type PanelRoute } from '../rules/routes';
import { MinimalLayout } from './MinimalLayout';
import { RouteGuard } from './RouteGuard';
import { TopbarLayout } from './TopbarLayout';

/** Landing and login are <Admin>'s dashboard and loginPage. */
const servedByAdmin = new Set(['/', '/login']);

function content(route: PanelRoute): ReactElement {
  const Page: ComponentType | undefined = builtPages[route.path];
  switch (route.layout) {
    case 'minimal':
      return <MinimalLayout>{Page ? <Page /> : <NotAvailablePage route={route} bare />}</MinimalLayout>;
    case 'topbar':
      return <TopbarLayout>{Page ? <Page /> : <NotAvailablePage route={route} />}</TopbarLayout>;
    // A built wizard brings its own layout (components/Wizard); an unbuilt one's notice sits under
    // the top bar rather than beside an empty step list.
    case 'wizard':
      return Page ? (
        <Suspense fallback={<BootLoading />}>
          <Page />
        </Suspense>
      ) : (
        <TopbarLayout>
          <NotAvailablePage route={route} />
        </TopbarLayout>
      );
    default:
      return Page ? <Page /> : <NotAvailablePage route={route} />;
  }
}

/**
 * The custom routes of the route table: every route that neither <Admin> itself nor a registered
 * resource serves. Routes in the app/navigation layouts render inside the Shell; the others bring
 * their own layout and, unless public, their own sign-in check.
 */
export function panelRoutes(registered: ReadonlySet<string>) {
  const custom = routes.filter((route) => !servedByAdmin.has(route.path) && !(route.resource && registered.has(route.resource)));
  const inShell = (route: PanelRoute) => route.layout === 'app' || route.layout === 'navigation';
  return {
    withLayout: custom.filter(inShell).map((route) => <Route key={route.path} path={route.path} element={content(route)} />),
    withoutLayout: custom
      .filter((route) => !inShell(route))
      .map((route) => {
        const element = <RouteGuard>{content(route)}</RouteGuard>;
        return <Route key={route.path} path={route.path} element={route.public ? element : <Authenticated>{element}</Authenticated>} />;
      }),
  };
}
