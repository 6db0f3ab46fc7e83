import LanguageIcon from '@mui/icons-material/Language';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';

/** No sites in the Bolt (with a way to create one), or none matching the search. */
export function SitesEmpty({ boltId, search }: { boltId: string; search: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 6, px: 2 }}>
      <Box
        aria-hidden
        sx={{ width: 56, height: 56, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'action.selected', color: 'primary.main' }}
      >
        <LanguageIcon />
      </Box>
      <Typography sx={{ fontWeight: 650, fontSize: '1.1rem' }}>
        {search ? translate('app.sites.list.noMatch', { search }) : translate('app.sites.list.empty')}
      </Typography>
      {!search && (
        <>
          <Typography color="text.secondary">{translate('app.sites.list.emptyHint')}</Typography>
          <Button variant="contained" component={Link} to={`/bolts/${boltId}/environments/create`}>
            {translate('app.sites.list.create')}
          </Button>
        </>
      )}
    </Box>
  );
}
