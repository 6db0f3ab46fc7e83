import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Button } from '@mui/material';
import { useCallback } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useDomainCreate } from '../DomainCreateActor';
import { DomainFields, validateDomainFields } from '../parts/DomainFields';
import { StepActions } from '../parts/StepActions';
import { StepFrame } from '../parts/StepFrame';

/** domain_needed: the name and 'Automatically add www when eligible'; Next disabled while empty or invalid. */
export function DomainStep() {
  const translate = useTranslate();
  const { context, canNext, send } = useDomainCreate();
  const locked = context.domainId !== null;
  const onName = useCallback((value: string) => send({ type: 'NAME_CHANGED', value }), [send]);
  const onWww = useCallback((value: boolean) => send({ type: 'WWW_CHANGED', value }), [send]);
  return (
    <Form
      defaultValues={{ name: context.name, www: context.www }}
      validate={validateDomainFields}
      mode="onTouched"
      disableInvalidFormNotification
      onSubmit={() => send({ type: 'NEXT' })}
    >
      <StepFrame
        title={translate('app.domainCreate.domain.title')}
        intro={translate('app.domainCreate.domain.intro', { site: context.environmentName })}
        actions={
          <StepActions>
            <Button type="submit" variant="contained" size="large" disabled={!canNext} endIcon={<ArrowForwardIcon />}>
              {translate('app.domainCreate.next')}
            </Button>
          </StepActions>
        }
      >
        {locked && <Alert severity="info">{translate('app.domainCreate.domain.locked')}</Alert>}
        <DomainFields onName={onName} onWww={onWww} locked={locked} />
      </StepFrame>
    </Form>
  );
}
