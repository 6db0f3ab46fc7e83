import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Chip, ListItemButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { StateDot } from '../../../components/StateDot';
import { findLocation } from '../../../rules/locations';
import { FlagIcon } from '../FlagIcon';
import { sitePath } from '../sitePaths';
import type { SiteRecord } from '../useSite';

/** One site in a Bolt's site list: title and state, where it runs and how it is reached. */
export function SiteRow({ site, boltId }: { site: SiteRecord; boltId: string }) {
  const translate = useTranslate();
  return (
    <ListItemButton
      component={Link}
      to={sitePath(boltId, site.id)}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr auto', md: 'auto minmax(0, 1.2fr) minmax(0, 1.6fr) auto auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: { xs: 2, sm: 3 },
        py: 1.5,
      }}
    >
      <Tooltip title={findLocation(site.location)?.city ?? site.location}>
        <Box component="span" sx={{ display: 'flex' }}>
          <FlagIcon location={site.location} size={16} />
        </Box>
      </Tooltip>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 650 }} noWrap>
          {site.title}
        </Typography>
        <StateDot state={site.state} />
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ gridColumn: { xs: '2 / 3', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
        {site.internalUrl ?? translate('app.sites.overview.notPlaced')}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        label={translate('app.sites.list.php', { version: site.phpVersion })}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      />
      <ChevronRightIcon color="action" sx={{ gridRow: { xs: '1 / 3', md: 'auto' }, gridColumn: { xs: 3, md: 'auto' } }} />
    </ListItemButton>
  );
}
