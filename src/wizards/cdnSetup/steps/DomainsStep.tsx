import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_CDN_DOMAINS } from '../../../rules/certificates';
import { StepActions } from '../../boltCreate/parts/StepActions';
import { StepAlert } from '../../boltCreate/parts/StepAlert';
import { StepFrame } from '../../boltCreate/parts/StepFrame';
import { useCdnSetup } from '../CdnSetupActor';
import { DomainTable } from './DomainTable';

/**
 * Step SelectDomains (spec 2 §2.3): the customer's domains with a toggle each, at most 3
 * (spec 2 §5), CDN-enabled ones locked; Next creates the order and moves to validation.
 */
export function DomainsStep() {
  const translate = useTranslate();
  const { context, busy, canNext, send } = useCdnSetup();
  const count = context.domains.length;
  return (
    <StepFrame
      title={translate('app.cdnSetup.domains.title')}
      intro={translate('app.cdnSetup.domains.intro', { max: MAX_CDN_DOMAINS })}
      actions={
        <StepActions
          onPrevious={context.asStaff ? () => send({ type: 'PREVIOUS' }) : undefined}
          onNext={() => send({ type: 'NEXT' })}
          canNext={canNext}
          busy={busy}
          nextLabel="app.cdnSetup.domains.create"
        />
      }
    >
      {/* Spec 2 §8: order creation shows the response error. */}
      <StepAlert text={context.error} />
      <DomainTable
        customerId={context.asStaff ? (context.customer?.id ?? null) : null}
        picked={context.domains}
        disabled={busy}
        onToggle={(domain) => send({ type: 'TOGGLE', domain })}
      />
      <Typography role="status" color="text.secondary" sx={{ fontWeight: 600 }}>
        {translate('app.cdnSetup.domains.selected', { count, max: MAX_CDN_DOMAINS })}
      </Typography>
      {count >= MAX_CDN_DOMAINS && <Alert severity="info">{translate('app.cdnSetup.domains.max', { max: MAX_CDN_DOMAINS })}</Alert>}
    </StepFrame>
  );
}
