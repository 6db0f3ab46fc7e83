// The theme's typeface ships with the panel (Inter, variable weights), so every machine shows the same one.
import '@fontsource-variable/inter';
import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { login } from './authProvider/login';
import { isPublicPath, startSignedOut } from './authProvider/signedOutVisit';
import { validToken } from './authProvider/tokenStore';
import { BootLoading } from './pages/BootLoading';
import { LoginScreen } from './pages/login/LoginScreen';
import { ThemeRoot } from './theme/ThemeRoot';

/**
 * react-admin and the panel load on demand: the sign-in page must stay a small first download, so
 * nothing imported here may pull react-admin in.
 */
let panel: Promise<typeof import('./App')> | undefined;
const importPanel = () => (panel ??= import('./App'));

/**
 * The panel's code (fetched once) with the code of the page at `location`, so the panel's first
 * render shows that page without suspending: React holds a revealed Suspense boundary back for up
 * to 300 ms, time in which nothing is awaited. Signed in, the page's reads start meanwhile.
 */
async function loadPanel(location: string) {
  const module = await importPanel();
  module.readAhead(location);
  await module.preparePage(new URL(location, window.location.origin).pathname);
  return module;
}

function initialView(): 'login' | 'app' {
  const { pathname } = window.location;
  if (validToken()) {
    // Spec 1 §2: an already authenticated user is sent to landing.
    if (pathname === '/login') window.history.replaceState(null, '', '/');
    return 'app';
  }
  if (pathname === '/login') return 'login';
  if (isPublicPath(pathname)) return 'app';
  // Signed out on a panel page: straight to sign in (the panel's code is not needed for that).
  startSignedOut();
  window.history.replaceState(null, '', '/login');
  return 'login';
}

const firstView = initialView();
// A visit that opens the panel starts on its code at once, before React first renders.
const firstPanel = firstView === 'app' ? loadPanel(window.location.pathname + window.location.search) : undefined;

function Root() {
  const [view, setView] = useState(firstView);
  const [App, setApp] = useState<ComponentType | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // Code that cannot load fails the page, as it did when the panel was a lazy component.
  if (failure) throw failure;

  useEffect(() => {
    firstPanel?.then((module) => setApp(() => module.default), setFailure);
  }, []);

  // Fetch the panel and landing while the user types, so signing in switches to them at once.
  useEffect(() => {
    if (view !== 'login') return;
    const preload = () =>
      importPanel()
        .then((module) => module.preparePage('/'))
        .catch(() => undefined);
    const timer = window.setTimeout(preload, 1500);
    return () => window.clearTimeout(timer);
  }, [view]);

  if (view === 'login') {
    const onLogin = async (username: string, password: string, code?: string) => {
      // The panel's code travels while the sign-in call is answered.
      importPanel().catch(() => undefined);
      const { redirectTo } = await login(username, password, fetch, code);
      const module = await loadPanel(redirectTo);
      window.history.replaceState(null, '', redirectTo);
      setApp(() => module.default);
      setView('app');
    };
    return (
      <ThemeRoot>
        <LoginScreen onLogin={onLogin} />
      </ThemeRoot>
    );
  }
  if (App) return <App />;
  return (
    <ThemeRoot>
      <BootLoading />
    </ThemeRoot>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
