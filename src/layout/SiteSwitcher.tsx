import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Box, Button, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { switcherState } from '../rules/navigation';
import { switcherButtonSx } from './switcherButtonSx';
import { SwitcherLabel } from './SwitcherLabel';

/**
 * Spec 1 §2 site switcher: allowed only with a Bolt id >= 1 and a site id >= 1. The API has no
 * site list yet, so it stays disabled and its tooltip says why.
 */
export function SiteSwitcher({ envId }: { envId?: number }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const reason = translate(switcherState(pathname).site ? 'app.sidebar.sitesUnavailable' : 'app.sidebar.siteNeedsSite');
  return (
    <Tooltip title={reason} placement="right">
      {/* A disabled button gets no pointer events; the wrapper keeps the tooltip reachable. */}
      <Box
        component="span"
        role="button"
        aria-disabled="true"
        tabIndex={0}
        aria-label={`${translate('app.sidebar.switchSite')}: ${reason}`}
        sx={{ display: 'block', borderRadius: '12px' }}
      >
        <Button disabled endIcon={<UnfoldMoreIcon />} sx={switcherButtonSx} tabIndex={-1}>
          <SwitcherLabel
            caption={translate('app.sidebar.siteMenu')}
            value={envId === undefined ? translate('app.sidebar.switchSite') : translate('app.sidebar.siteNumber', { id: envId })}
          />
        </Button>
      </Box>
    </Tooltip>
  );
}
