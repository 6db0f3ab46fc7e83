import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Authenticated } from 'react-admin';
import { Route } from 'react-router';
import { BootLoading } from '../pages/BootLoading';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { matchRoute } from '../rules/routeMatch';
import { routes } from '../routes/table';
import type { PageLoader, PanelRoute } from '../routes/types';
import { MinimalLayout } from './MinimalLayout';
import { RouteGuard } from './RouteGuard';
import { TopbarLayout } from './TopbarLayout';

interface LoadablePage {
  Page: () => ReactElement;
  /** Loads the page's code now; the page then renders without suspending. */
  load: () => Promise<void>;
}

/** A page whose code loads the first time its route opens, or before (preparePage); once there, it renders at once. */
function loadable(loader: PageLoader): LoadablePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= loader().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => load().then(() => ({ default: loaded! })));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return { Page, load };
}

/** Each route's page. */
const pages = new Map<string, LoadablePage>(routes.flatMap((route) => (route.page ? [[route.path, loadable(route.page)] as const] : [])));

function pageAt(path: string): LoadablePage['Page'] {
  const page = pages.get(path);
  if (!page) throw new Error(`The route table names no page for ${path}`);
  return page.Page;
}

/**
 * Loads the code of the page a path opens, for a first render that shows it at once: a lazy page
 * that suspends is revealed up to 300 ms late by React, time in which nothing is awaited.
 */
export async function preparePage(pathname: string): Promise<void> {
  const match = matchRoute(pathname, routes);
  if (match.kind === 'route') await pages.get(match.route.path)?.load();
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
  const Page = pages.get(route.path)?.Page;
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
