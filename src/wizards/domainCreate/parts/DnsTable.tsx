import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DnsRow } from '../dnsCheck';

const STATUS = {
  unchecked: { icon: <HelpOutlineIcon sx={{ color: 'text.disabled' }} />, label: 'app.domainCreate.dns.unchecked', color: 'text.secondary' },
  active: { icon: <CheckCircleIcon color="success" />, label: 'app.domainCreate.dns.active', color: 'success.main' },
  failing: { icon: <ErrorIcon color="error" />, label: 'app.domainCreate.dns.failing', color: 'error.main' },
} as const;

const statusOf = (row: DnsRow) => (row.isActive === null ? STATUS.unchecked : row.isActive ? STATUS.active : STATUS.failing);

/** Spec 2 §2.2 DNS Routing: one row per name, unchecked, active, or failing with the server's message under it. */
export function DnsTable({ rows, checking }: { rows: DnsRow[]; checking: boolean }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="ul" aria-label={translate('app.domainCreate.dns.checksLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => {
        const status = statusOf(row);
        return (
          <Box component="li" key={row.name} sx={{ px: 2, py: 1.5, borderTop: index ? 1 : 0, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Box aria-hidden sx={{ width: 24, height: 24, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
                {checking ? <CircularProgress size={20} thickness={5} /> : status.icon}
              </Box>
              {/* The status goes under the name where both do not fit on one line. */}
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
                <Typography sx={{ fontWeight: 650, wordBreak: 'break-word' }}>{row.name}</Typography>
                <Typography variant="body2" sx={{ color: status.color, fontWeight: 600, lineHeight: 1.75 }}>
                  {translate(status.label)}
                </Typography>
              </Box>
            </Stack>
            {row.isActive === false && (
              <Typography variant="body2" color="error" sx={{ mt: 0.5, ml: 4.5, overflowWrap: 'anywhere' }}>
                {row.message ?? translate('app.domainCreate.dns.notFound')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Paper>
  );
}
