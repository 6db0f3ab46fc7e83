import { List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { MenuEntry } from '../rules/menus';
import { rememberMenuTitle } from './useTopMenu';

/** Top-menu entries as a vertical list (mobile drawer); a click remembers the menu title like the bar does. */
export function TopMenuList({
  title,
  entries,
  active,
  onNavigate,
}: {
  title?: string;
  entries: MenuEntry[];
  active?: string;
  onNavigate: () => void;
}) {
  const translate = useTranslate();
  if (entries.length === 0) return null;
  return (
    <List dense subheader={title ? <ListSubheader disableSticky>{translate(title)}</ListSubheader> : undefined}>
      {entries.map((entry) => (
        <ListItem key={entry.path} disablePadding>
          <ListItemButton
            component={Link}
            to={entry.path}
            selected={entry.path === active}
            aria-current={entry.path === active ? 'page' : undefined}
            onClick={() => {
              rememberMenuTitle(entry);
              onNavigate();
            }}
            sx={{ borderRadius: '8px', mx: 1 }}
          >
            <ListItemText primary={translate(entry.title)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
