import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import type { AccountDeletion } from '../../rules/schemas/records/profile';

/**
 * What deleting the account does, said before it is asked for (spec 1 §2 /delete-account): the
 * live Bolts that go with their sites, databases and domains, what else is removed, and what the
 * law makes us keep.
 */
export function DeletionSummary({ deletion }: { deletion: AccountDeletion }) {
  const translate = useTranslate();
  const also = [
    translate('app.accountDeletion.sshKeys', { smart_count: deletion.sshKeys }),
    translate('app.accountDeletion.access'),
    translate('app.accountDeletion.sessions'),
    translate('app.accountDeletion.personal'),
  ];
  return (
    <>
      <SectionCard title="app.accountDeletion.boltsTitle" tone="danger" icon={<DeleteSweepOutlinedIcon fontSize="small" />}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(deletion.bolts.length ? 'app.accountDeletion.boltsText' : 'app.accountDeletion.noBolts')}
        </Typography>
        <List dense disablePadding>
          {deletion.bolts.map((bolt) => (
            <ListItem key={bolt.id} disableGutters divider>
              <ListItemText
                primary={bolt.name}
                secondary={[
                  translate(`resources.bolts.plans.${bolt.plan}`, { _: bolt.plan }),
                  translate('app.accountDeletion.sites', { smart_count: bolt.sites }),
                  translate('app.accountDeletion.databases', { smart_count: bolt.databases }),
                  translate('app.accountDeletion.domains', { smart_count: bolt.domains }),
                ].join(' · ')}
                slotProps={{ primary: { fontWeight: 600 } }}
              />
            </ListItem>
          ))}
        </List>
      </SectionCard>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard title="app.accountDeletion.alsoTitle" icon={<RemoveCircleOutlineIcon fontSize="small" />}>
          <List dense disablePadding>
            {also.map((text) => (
              <ListItem key={text} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <RemoveCircleOutlineIcon fontSize="small" color="error" />
                </ListItemIcon>
                <ListItemText primary={text} />
              </ListItem>
            ))}
          </List>
        </SectionCard>
        <SectionCard title="app.accountDeletion.keptTitle" icon={<Inventory2OutlinedIcon fontSize="small" />}>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <CheckCircleOutlineIcon fontSize="small" color="success" sx={{ mt: 0.25 }} />
            <Typography variant="body2">
              {translate('app.accountDeletion.kept', { invoices: deletion.invoices, creditNotes: deletion.creditNotes })}
            </Typography>
          </Box>
        </SectionCard>
      </Box>
    </>
  );
}
