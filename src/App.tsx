import { useMemo, useState } from 'react';
import { AdminContext, AdminUI, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { createBrowserRouter } from 'react-router';
// The DOM router provider: it can apply a navigation at once (flushSync) where a page needs it.
import { RouterProvider } from 'react-router/dom';
import { authProvider } from './authProvider';
import { PanelNotification } from './components/PanelNotification';
import { PromptProvider } from './components/PromptProvider';
import { dataProvider } from './dataProvider';
import { queryClient } from './dataProvider/queryClient';
import { i18nProvider } from './i18n';
import { LandingPage, LoginPage, panelRoutes } from './layout/panelRoutes';
import { Shell } from './layout/Shell';
import { ToLanding } from './layout/ToLanding';
import { registry } from './resources/registry';
import { installHumanErrors } from './rules/zodErrors';
import { themeOptions } from './theme/theme';
import { useThemeMode } from './theme/useThemeMode';

installHumanErrors();

/** main.tsx starts the first page's reads and loads its code with the panel's. */
export { readAhead } from './layout/firstReads';
export { preparePage } from './layout/panelRoutes';

const { withLayout, withoutLayout } = panelRoutes(new Set(registry.map((resource) => resource.name)));

const AppTitle = () => <>{useTranslate()('app.title')}</>;

/**
 * The panel: react-admin with our shell, resources from the registry and the route table's custom
 * routes. The theme follows our 'theme' key (light, dark or system), so react-admin gets the
 * resolved theme and no dark theme of its own.
 */
function Panel() {
  const { mode } = useThemeMode();
  const theme = useMemo(() => themeOptions(mode), [mode]);
  return (
    <AdminContext
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={null}
    >
      <PromptProvider>
        <AdminUI
          layout={Shell}
          loginPage={LoginPage}
          dashboard={LandingPage}
          catchAll={ToLanding}
          accessDenied={ToLanding}
          notification={PanelNotification}
          title={<AppTitle />}
          disableTelemetry
          requireAuth
        >
          {registry.map(({ name, list, show, edit, create, icon, recordRepresentation, routes }) => (
            <Resource
              key={name}
              name={name}
              list={list}
              show={show}
              edit={edit}
              create={create}
              icon={icon}
              recordRepresentation={recordRepresentation}
            >
              {routes}
            </Resource>
          ))}
          <CustomRoutes>{withLayout}</CustomRoutes>
          <CustomRoutes noLayout>{withoutLayout}</CustomRoutes>
        </AdminUI>
      </PromptProvider>
    </AdminContext>
  );
}

/**
 * Loaded lazily by main.tsx. The spec's paths are real URLs (react-admin would default to a hash
 * router); a data router keeps react-admin's unsaved-changes blocker working. It is created on
 * first render, after main.tsx has put the post-login path into the address bar.
 */
export default function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Panel /> }]));
  return <RouterProvider router={router} />;
}
