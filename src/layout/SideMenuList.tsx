import { List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import type { MenuEntry } from '../rules/menus';

/** A titled list of side-menu links; the current page is marked. */
export function SideMenuList({
  title,
  items,
  onNavigate,
  showTitle = true,
}: {
  title: string;
  items: MenuEntry[];
  onNavigate?: () => void;
  showTitle?: boolean;
}) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <List
      dense
      aria-labelledby={showTitle ? headingId : undefined}
      aria-label={showTitle ? undefined : translate(title)}
      subheader={
        showTitle ? (
          <ListSubheader id={headingId} disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>
            {translate(title)}
          </ListSubheader>
        ) : undefined
      }
    >
      {items.map((item) => {
        const current = item.path === pathname;
        return (
          // A list holds list items only (axe "list"); the link is inside its item.
          <ListItem key={item.path} disablePadding>
            <ListItemButton
              component={Link}
              to={item.path}
              onClick={onNavigate}
              selected={current}
              aria-current={current ? 'page' : undefined}
              sx={{ borderRadius: '8px', mx: 1 }}
            >
              <ListItemText primary={translate(item.title)} slotProps={{ primary: { fontWeight: current ? 650 : 500 } }} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
