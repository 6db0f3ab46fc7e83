import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Button, ListItemText, MenuItem, MenuList, Popover } from '@mui/material';
import { useId, useState } from 'react';
import { useInfiniteGetList, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { SWITCHER_CLOSE_MS, switcherState } from '../rules/navigation';
import { DEFAULT_PER_PAGE } from '../rules/pagination';
import { switcherButtonSx } from './switcherButtonSx';
import { SwitcherLabel } from './SwitcherLabel';
import type { BoltRecord } from './useBoltContext';

/**
 * Spec 1 §2 Bolt switcher: the user's Bolts, a page at a time (staff see every Bolt, so the list
 * grows on demand); enabled with a Bolt id >= 1 and not on the transfer page.
 */
export function BoltSwitcher({ boltId, bolt }: { boltId: number; bolt?: BoltRecord }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const listId = useId();
  const enabled = switcherState(pathname).bolt;
  const {
    data: pages,
    isPending,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useInfiniteGetList<BoltRecord>(
    'bolts',
    { pagination: { page: 1, perPage: DEFAULT_PER_PAGE }, sort: { field: 'name', order: 'ASC' } },
    { enabled: Boolean(anchor) },
  );
  const data = pages?.pages.flatMap((page) => page.data) ?? [];
  const choose = (id: BoltRecord['id']) => {
    setAnchor(null);
    if (String(id) !== String(boltId)) navigate(`/bolts/${id}`);
  };
  return (
    <>
      <Button
        disabled={!enabled}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<UnfoldMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? listId : undefined}
        aria-label={`${translate('app.sidebar.switchBolt')}: ${bolt?.name ?? boltId}`}
        sx={switcherButtonSx}
      >
        <SwitcherLabel caption={translate('app.sidebar.boltMenu')} value={bolt?.name ?? translate('app.sidebar.boltNumber', { id: boltId })} />
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        transitionDuration={{ enter: 225, exit: SWITCHER_CLOSE_MS.bolt }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: anchor?.clientWidth, maxHeight: 360, mt: 0.5 } } }}
      >
        <MenuList id={listId} autoFocusItem dense aria-label={translate('app.sidebar.switchBolt')}>
          {!isPending && data.length === 0 && <MenuItem disabled>{translate('app.sidebar.noBolts')}</MenuItem>}
          {data.map((item) => (
            <MenuItem key={item.id} selected={String(item.id) === String(boltId)} onClick={() => choose(item.id)}>
              <ListItemText primary={item.name} secondary={`#${item.id}`} />
            </MenuItem>
          ))}
          {hasNextPage && (
            <MenuItem disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
              <ListItemText primary={translate('app.sidebar.moreBolts')} slotProps={{ primary: { color: 'primary' } }} />
            </MenuItem>
          )}
        </MenuList>
      </Popover>
    </>
  );
}
