import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Box, Button, ListItemText, MenuItem, MenuList, Popover, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { StateDot } from '../components/StateDot';
import { switchSitePath } from '../resources/sites/sitePaths';
import { retrySite, useSiteGone, type SiteRecord } from '../resources/sites/useSite';
import { SWITCHER_CLOSE_MS, switcherState } from '../rules/navigation';
import { switcherButtonSx } from './switcherButtonSx';
import { SwitcherLabel } from './SwitcherLabel';

/** The most sites a plan holds (enterprise: 100), so one page lists them all. */
const SITES_PAGE = 100;

/**
 * Spec 1 §2 site switcher: the Bolt's sites (GET bolts/{id}/environments), enabled only with a Bolt
 * id >= 1 and a site id >= 1. Spec 1 §2: a chosen site that is deleted sends the person to the
 * Bolt's site list.
 */
export function SiteSwitcher({ boltId, envId }: { boltId: number; envId?: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const listId = useId();
  const enabled = switcherState(pathname).site;
  const { data: site, error } = useGetOne<SiteRecord>('environments', { id: String(envId ?? 0) }, { enabled: envId !== undefined, retry: retrySite });
  useSiteGone(boltId, envId === undefined ? null : error);
  const { data = [], isPending } = useGetList<SiteRecord>(
    'environments',
    { pagination: { page: 1, perPage: SITES_PAGE }, sort: { field: 'title', order: 'ASC' }, meta: { boltId } },
    { enabled: Boolean(anchor) },
  );
  const choose = (id: SiteRecord['id']) => {
    setAnchor(null);
    if (String(id) !== String(envId)) navigate(switchSitePath(pathname, boltId, id));
  };
  const value = envId === undefined ? translate('app.sidebar.switchSite') : (site?.title ?? translate('app.sidebar.siteNumber', { id: envId }));
  const button = (
    <Button
      disabled={!enabled}
      onClick={(event) => setAnchor(event.currentTarget)}
      endIcon={<UnfoldMoreIcon />}
      aria-haspopup="menu"
      aria-expanded={anchor ? 'true' : undefined}
      aria-controls={anchor ? listId : undefined}
      aria-label={`${translate('app.sidebar.switchSite')}: ${value}`}
      sx={switcherButtonSx}
    >
      <SwitcherLabel caption={translate('app.sidebar.siteMenu')} value={value} />
    </Button>
  );
  return (
    <>
      {enabled ? (
        button
      ) : (
        <Tooltip title={translate('app.sidebar.siteNeedsSite')} placement="right">
          {/* A disabled button gets no pointer events; the wrapper keeps the tooltip reachable. */}
          <Box component="span" sx={{ display: 'block' }}>
            {button}
          </Box>
        </Tooltip>
      )}
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        transitionDuration={{ enter: 225, exit: SWITCHER_CLOSE_MS.site }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: anchor?.clientWidth, maxHeight: 360, mt: 0.5 } } }}
      >
        <MenuList id={listId} autoFocusItem dense aria-label={translate('app.sidebar.switchSite')}>
          {!isPending && data.length === 0 && <MenuItem disabled>{translate('app.sidebar.noSites')}</MenuItem>}
          {data.map((item) => (
            <MenuItem key={item.id} selected={String(item.id) === String(envId)} onClick={() => choose(item.id)}>
              <ListItemText primary={item.title} slotProps={{ primary: { noWrap: true } }} />
              <StateDot state={item.state} showLabel={false} />
            </MenuItem>
          ))}
        </MenuList>
      </Popover>
    </>
  );
}
