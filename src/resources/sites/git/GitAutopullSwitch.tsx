import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useCall } from '../../../dataProvider/useCall';
import { gitMessages } from '../../../rules/schemas/git';
import { gitKey } from './useGitRepository';

/**
 * "Deploy on every push" (spec 2 §3 git.autopull): PUT environments/{id}/git with `{autopull}`. The
 * switch moves at once and shows the stored state again when the call is over; the toast is the API's.
 */
export function GitAutopullSwitch({ envId, autopull, branch }: { envId: string; autopull: boolean; branch: string }) {
  const translate = useTranslate();
  const explainId = useId();
  const toggle = useCall((dataProvider, on: boolean) => dataProvider.updateGitRepository(envId, { autopull: on }), {
    invalidates: [gitKey(envId)],
    failure: gitMessages.updateFailed,
  });
  const on = toggle.isPending ? !!toggle.variables : autopull;
  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={toggle.isPending}
            onChange={(event) => toggle.mutate(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': explainId } }}
          />
        }
        label={translate('app.git.autopull.label')}
      />
      <Typography id={explainId} variant="body2" color="text.secondary">
        {translate('app.git.autopull.explain', { branch })}
      </Typography>
    </Box>
  );
}
