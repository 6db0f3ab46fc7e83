import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiCall } from '../../dataProvider/send';
import { cronjobMessages } from '../../rules/schemas/cronjob';
import { SectionCard } from '../../components/SectionCard';
import { CRON_PAGE_DEFAULTS } from './cronForm';
import { CronjobFields } from './CronjobFields';
import { useCronForm } from './useCronForm';
import { cronPayload } from './useCronjobs';

/** Spec 2 §2.7 add form: POST cronjobs for this site, 'cron added'. */
export function CronjobAddCard({ envId, onAdded }: { envId: string; onAdded: () => void }) {
  const translate = useTranslate();
  const form = useCronForm(
    CRON_PAGE_DEFAULTS,
    async (values) => (await apiCall<{ meta?: { message?: string } }>('POST', 'cronjobs', cronPayload(values, envId))).meta?.message,
    cronjobMessages.added,
  );
  const add = async () => {
    if (!(await form.submit())) return;
    form.reset();
    onAdded();
  };
  return (
    <SectionCard title="app.siteCronjobs.addTitle" icon={<AddIcon fontSize="small" />}>
      <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); add(); }}>
        <CronjobFields values={form.values} errors={form.errors} onChange={form.change} />
        <Button type="submit" variant="contained" disabled={form.saving} sx={{ mt: 2 }}>
          {translate('app.siteCronjobs.add')}
        </Button>
      </Box>
    </SectionCard>
  );
}
