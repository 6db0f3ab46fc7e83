import MemoryIcon from '@mui/icons-material/Memory';
import { Box, Button, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../../components/SectionCard';
import { phpMessages } from '../../../rules/schemas/php';
import { useSiteUpdate } from '../useSiteUpdate';
import { memoryChoices, type AvailablePhpSettings } from './phpForm';

/** Spec 2 §2.9 memory radios; sizes above the plan are off for customers (the API says which). */
export function PhpMemoryCard({ settings, current }: { settings: AvailablePhpSettings; current: number }) {
  const translate = useTranslate();
  const [size, setSize] = useState(String(current));
  const { save, saving } = useSiteUpdate(settings.id);
  return (
    <SectionCard title="app.sitePhp.memory.title" icon={<MemoryIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.sitePhp.memory.planMax', { size: settings.phpMemoryLimit })}
      </Typography>
      <RadioGroup
        aria-label={translate('app.sitePhp.memory.title')}
        value={size}
        onChange={(event) => setSize(event.target.value)}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 0.5,
          '& .MuiFormControlLabel-label': { whiteSpace: 'nowrap' },
        }}
      >
        {memoryChoices(settings.phpMemoryLimitOptions).map(({ size: choice, allowed }) => (
          <FormControlLabel key={choice} value={String(choice)} disabled={settings.isLegacy || !allowed} control={<Radio />} label={`${choice} MB`} />
        ))}
      </RadioGroup>
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          disabled={settings.isLegacy || size === String(current)}
          loading={saving}
          onClick={() => save({ phpMemoryLimit: Number(size) }, { success: phpMessages.memoryUpdated })}
        >
          {translate('app.sitePhp.save')}
        </Button>
      </Box>
    </SectionCard>
  );
}
