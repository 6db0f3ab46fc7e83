import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDomainCreate } from '../DomainCreateActor';
import { StepActions } from '../parts/StepActions';
import { StepFrame } from '../parts/StepFrame';
import { namesOf } from '../setup';

/** creation_needed (spec 2 §4): the domain is added on arrival; loading, then success or the first error detail. */
export function CreationStep() {
  const translate = useTranslate();
  const { context, substate, send } = useDomainCreate();
  const values = { name: context.name, site: context.environmentName };
  const withWww = namesOf(context).length > 1;
  return (
    <StepFrame
      title={translate('app.domainCreate.creation.title')}
      actions={
        <StepActions onPrevious={substate === 'creating' ? undefined : () => send({ type: 'PREVIOUS' })}>
          <Button
            variant="contained"
            size="large"
            onClick={() => send({ type: 'NEXT' })}
            disabled={substate !== 'succeeded'}
            endIcon={<ArrowForwardIcon />}
          >
            {translate('app.domainCreate.continue')}
          </Button>
        </StepActions>
      }
    >
      {substate === 'creating' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{translate('app.domainCreate.creation.loading', values)}</Typography>
        </Box>
      )}
      {substate === 'succeeded' && (
        <Alert severity="success" role="status">
          {translate(withWww ? 'app.domainCreate.creation.successWww' : 'app.domainCreate.creation.success', values)}
        </Alert>
      )}
      {substate === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => send({ type: 'RETRY' })} sx={{ fontWeight: 700 }}>
              {translate('app.domainCreate.retry')}
            </Button>
          }
        >
          <AlertTitle>{translate('app.domainCreate.creation.failure')}</AlertTitle>
          {context.error || translate('app.domainCreate.unreachable')}
        </Alert>
      )}
    </StepFrame>
  );
}
