import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PanelDataProvider } from '../../../dataProvider';
import { useCall } from '../../../dataProvider/useCall';
import { PHP_WORKER_FIELDS, type PhpWorkerField } from '../../../rules/php';
import { SectionCard } from '../../../components/SectionCard';
import { siteChanged } from '../siteQueries';
import { workersFormOf, workersPayload, type AvailablePhpSettings, type WorkersForm } from './phpForm';

type WorkersAttributes = Parameters<PanelDataProvider['savePhpWorkers']>[1];

/**
 * Spec 2 §2.9 and §5 (staff): PHP-FPM workers. Defaults are the placeholders and an emptied field
 * goes back to its default; each field is checked as it is typed.
 */
export function PhpWorkersCard({ settings }: { settings: AvailablePhpSettings }) {
  const translate = useTranslate();
  const stored = workersFormOf(settings.phpWorkers, settings.phpWorkerDefaults);
  const [form, setForm] = useState<WorkersForm>(stored);
  const changed = PHP_WORKER_FIELDS.some((field) => form[field].trim() !== stored[field]);
  const result = workersPayload(form);
  // The answer's meta.message is the spec's 'PHP workers updated'.
  const save = useCall((dataProvider, attributes: WorkersAttributes) => dataProvider.savePhpWorkers(settings.id, attributes), {
    invalidates: siteChanged(settings.id),
  });
  const errorOf = (field: PhpWorkerField) => (result.ok ? undefined : result.errors[field]);
  return (
    <SectionCard title="app.sitePhp.workers.title" icon={<TuneIcon fontSize="small" />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: 2 }}>
        {PHP_WORKER_FIELDS.map((field) => (
          <TextField
            key={field}
            label={translate(`app.sitePhp.workers.${field}`)}
            value={form[field]}
            placeholder={String(settings.phpWorkerDefaults[field])}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
            disabled={settings.isLegacy}
            error={!!errorOf(field)}
            helperText={errorOf(field) ?? ' '}
            onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        <Button
          variant="contained"
          disabled={settings.isLegacy || !result.ok || !changed}
          loading={save.isPending}
          onClick={() => result.ok && save.mutate(result.attributes)}
        >
          {translate('app.sitePhp.save')}
        </Button>
      </Box>
    </SectionCard>
  );
}
