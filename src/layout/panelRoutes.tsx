import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { Authenticated } from 'react-admin';
import { Route } from 'react-router';
import { BootLoading } from '../pages/BootLoading';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { routes } from '../routes/table';
import type { PanelRoute } from '../routes/types';
import { MinimalLayout } from './MinimalLayout';
import { RouteGuard } from './RouteGuard';
import { TopbarLayout } from './TopbarLayout';

type Page = LazyExoticComponent<ComponentType>;

/** Each route's page component, whose code loads the first time the route opens. */
const pages = new Map<string, Page>(routes.flatMap((route) => (route.page ? [[route.path, lazy(route.page)] as const] : [])));

function pageAt(path: string): Page {
  const Page = pages.get(path);
  if (!Page) throw new Error(`The route table names no page for ${path}`);
  return Page;
}

/** Landing and login are <Admin>'s dashboard and loginPage; their components come from the table too. */
const servedByAdmin = new Set(['/', '/login']);

export const LandingPage = pageAt('/');

const Login = pageAt('/login');

/** The sign-in page outside any layout, with its own loading state while its code arrives. */
export function LoginPage() {
  return (
    <Suspense fallback={<BootLoading />}>
      <Login />
    </Suspense>
  );
}

function content(route: PanelRoute): ReactElement {
  const Page = pages.get(route.path);
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
