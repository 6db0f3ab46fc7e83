import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { MenuEntry } from '../rules/menus';
import { rememberMenuTitle } from './useTopMenu';

/** Spec 1 §2: staff-only, admin-only entries of the top menu, for the roles that pass them. */
export function MoreMenu({ entries, active }: { entries: MenuEntry[]; active?: string }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const current = entries.some((entry) => entry.path === active);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          px: 1.5,
          borderRadius: 0,
          fontWeight: current ? 700 : 500,
          color: current ? 'primary.main' : 'text.primary',
          boxShadow: (theme) => (current ? `inset 0 -3px 0 ${theme.palette.primary.main}` : 'none'),
        }}
      >
        {translate('app.shell.more')}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem
            key={entry.path}
            component={Link}
            to={entry.path}
            selected={entry.path === active}
            onClick={() => {
              rememberMenuTitle(entry);
              setAnchor(null);
            }}
          >
            {translate(entry.title)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
