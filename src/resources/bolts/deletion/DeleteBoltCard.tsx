import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardBolt } from '../dashboard/types';
import { SectionCard } from '../../../components/SectionCard';
import { DeleteBoltDialog } from './DeleteBoltDialog';
import { useBoltDeletion } from './useBoltDeletion';

/** The Bolt dashboard's danger zone: delete the Bolt now or at the end of its term. */
export function DeleteBoltCard({ bolt }: { bolt: DashboardBolt }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { remove, busy } = useBoltDeletion(String(bolt.id));
  return (
    <SectionCard title="app.deletion.zone" tone="danger" icon={<DeleteOutlineIcon fontSize="small" />}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
          {translate('app.deletion.explain')}
        </Typography>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          {translate('app.deletion.button')}
        </Button>
      </Box>
      <DeleteBoltDialog
        bolt={bolt}
        open={open}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={async (choice) => {
          if (await remove(choice)) setOpen(false);
        }}
      />
    </SectionCard>
  );
}
