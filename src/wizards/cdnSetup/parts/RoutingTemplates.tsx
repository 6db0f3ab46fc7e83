import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProvisioningStepState } from '../../../dataProvider/calls/provisioning';
import { routingRecords, type RoutingTemplate } from '../routing';
import { RecordTable } from './RecordTable';

/** Spec 2 §2.3: a routing error shows a CNAME/ANAME/ALIAS template, switchable to A/AAAA records. */
export function RoutingTemplates({ domain, step }: { domain: string; step: ProvisioningStepState }) {
  const translate = useTranslate();
  const [template, setTemplate] = useState<RoutingTemplate>('cname');
  const labelId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2">{translate('app.cdnSetup.validation.routing')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {translate('app.cdnSetup.validation.template')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={template}
          onChange={(_event, chosen: RoutingTemplate | null) => chosen && setTemplate(chosen)}
          aria-labelledby={labelId}
          color="primary"
          // On the warning panel's tint the buttons' own background keeps their text readable.
          sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root': { color: 'text.secondary', '&.Mui-selected': { color: 'primary.main' } } }}
        >
          <ToggleButton value="cname">{translate('app.cdnSetup.validation.cname')}</ToggleButton>
          <ToggleButton value="addresses">{translate('app.cdnSetup.validation.addresses')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <RecordTable records={routingRecords(domain, template, step)} />
    </Box>
  );
}
