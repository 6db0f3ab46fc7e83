import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import { Badge, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { usePanelQuery } from '../dataProvider/usePanelQuery';

/** Spec 1 §2, §6: staff see the count of expiring certificates (GET admin/count), linking to /expiring-ssl. */
export function CertificateBadge({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  // A count that cannot be read only hides the badge; the spec gives no message for it.
  const { data: count } = usePanelQuery(['certificates', 'expiringCount'], (dataProvider) => dataProvider.expiringCertificateCount());

  if (count === undefined) return null;
  const label = translate('app.certificates.expiring', { smart_count: count });
  return (
    <Button
      component={Link}
      to="/expiring-ssl"
      onClick={onNavigate}
      size="small"
      color={count > 0 ? 'warning' : 'inherit'}
      aria-label={label}
      title={label}
      sx={{ flexShrink: 0, gap: 1, px: 1.5, color: count > 0 ? 'warning.main' : 'text.secondary' }}
    >
      <Badge badgeContent={count} color="warning" max={999} showZero>
        <GppMaybeOutlinedIcon fontSize="small" />
      </Badge>
      <Box component="span" aria-hidden sx={{ ml: 1, display: { xs: 'inline', md: 'none', lg: 'inline' } }}>
        {translate('app.routes.expiringSsl')}
      </Box>
    </Button>
  );
}
