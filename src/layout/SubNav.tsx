import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { visibleItemCount } from '../rules/navigation';
import type { MenuEntry } from '../rules/menus';
import { useDebouncedWidth } from './useDebouncedWidth';

/** Sub-items of the current section; those that do not fit go into a More dropdown (spec 1 §2). */
export function SubNav({ items }: { items: MenuEntry[] }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { ref, width } = useDebouncedWidth<HTMLDivElement>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shown = visibleItemCount(items.length, width);
  const hidden = items.slice(shown);
  const itemSx = (current: boolean) => ({
    flexShrink: 0,
    whiteSpace: 'nowrap',
    px: 1.5,
    color: current ? 'primary.main' : 'text.secondary',
    bgcolor: current ? 'action.selected' : 'transparent',
    fontWeight: current ? 650 : 500,
  });
  return (
    <Box ref={ref} sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.5, overflow: 'hidden' }}>
      {items.slice(0, shown).map((item) => (
        <Button
          key={item.path}
          size="small"
          component={Link}
          to={item.path}
          aria-current={item.path === pathname ? 'page' : undefined}
          sx={itemSx(item.path === pathname)}
        >
          {translate(item.title)}
        </Button>
      ))}
      {hidden.length > 0 && (
        <>
          <Button
            size="small"
            endIcon={<ExpandMoreIcon />}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            aria-controls={anchor ? menuId : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={itemSx(hidden.some((item) => item.path === pathname))}
          >
            {translate('app.shell.more')}
          </Button>
          <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {hidden.map((item) => (
              <MenuItem key={item.path} component={Link} to={item.path} selected={item.path === pathname} onClick={() => setAnchor(null)}>
                {translate(item.title)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}
