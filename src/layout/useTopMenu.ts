import { useLocation } from 'react-router';
import { activeMenuPath, PREVIOUS_PATH_KEY, topMenu, type MenuEntry } from '../rules/menus';
import { routes } from '../routes/table';
import { useViewer } from './useViewer';

/** Spec 1 §2: a top-menu click remembers the menu title in local storage as the previous path. */
export const rememberMenuTitle = (entry: MenuEntry) => localStorage.setItem(PREVIOUS_PATH_KEY, entry.title);

/** The viewer's top menu (main bar and More) and the entry to mark as current. */
export function useTopMenu() {
  const { pathname } = useLocation();
  const { main, more } = topMenu(useViewer(), routes);
  const active = activeMenuPath(pathname, localStorage.getItem(PREVIOUS_PATH_KEY), [...main, ...more], routes);
  return { main, more, active };
}
