import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { login } from './authProvider/login';
import { validToken } from './authProvider/tokenStore';
import { BootLoading } from './pages/BootLoading';
import { LoginScreen } from './pages/login/LoginScreen';
import { ThemeRoot } from './theme/ThemeRoot';

/**
 * react-admin and the panel load on demand: the sign-in page must stay a small first download, so
 * nothing imported here may pull react-admin in.
 */
const loadApp = () => import('./App');
const App = lazy(loadApp);

function initialView(): 'login' | 'app' {
  if (window.location.pathname !== '/login') return 'app';
  // Spec 1 §2: an already authenticated user is sent to landing.
  if (validToken()) {
    window.history.replaceState(null, '', '/');
    return 'app';
  }
  return 'login';
}

function Root() {
  const [view, setView] = useState(initialView);

  // Fetch the panel while the user types, so signing in switches to it at once.
  useEffect(() => {
    if (view !== 'login') return;
    const timer = window.setTimeout(loadApp, 1500);
    return () => window.clearTimeout(timer);
  }, [view]);

  if (view === 'login') {
    const onLogin = async (username: string, password: string) => {
      const { redirectTo } = await login(username, password);
      await loadApp();
      window.history.replaceState(null, '', redirectTo);
      setView('app');
    };
    return (
      <ThemeRoot>
        <LoginScreen onLogin={onLogin} />
      </ThemeRoot>
    );
  }
  return (
    <Suspense
      fallback={
        <ThemeRoot>
          <BootLoading />
        </ThemeRoot>
      }
    >
      <App />
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
