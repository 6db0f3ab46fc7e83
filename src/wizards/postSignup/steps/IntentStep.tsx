import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ACCOUNT_TYPES } from '../../../rules/signup';
import { ChoiceCard } from '../../boltCreate/parts/ChoiceCard';
import { ChoiceGrid } from '../../boltCreate/parts/ChoiceGrid';
import { StepActions } from '../../boltCreate/parts/StepActions';
import { StepAlert } from '../../boltCreate/parts/StepAlert';
import { StepFrame } from '../../boltCreate/parts/StepFrame';
import { PostSignupActor, usePostSignup } from '../PostSignupActor';

/** Step intent_verification_needed (Account setup): what the account is for (PUT auth/signup/account-type). */
export function IntentStep() {
  const translate = useTranslate();
  const { context, busy, send } = usePostSignup();
  const canContinue = PostSignupActor.useSelector((snapshot) => snapshot.can({ type: 'CONTINUE' }));
  return (
    <StepFrame
      title={translate('app.postSignup.intent.title')}
      intro={translate('app.postSignup.intent.text')}
      actions={<StepActions onNext={() => send({ type: 'CONTINUE' })} canNext={canContinue} busy={busy} nextLabel="app.postSignup.intent.choose" />}
    >
      <ChoiceGrid label="app.postSignup.intent.title" min={200}>
        {ACCOUNT_TYPES.map((type) => (
          <ChoiceCard
            key={type}
            selected={context.accountType === type}
            onSelect={() => send({ type: 'CHOOSE', accountType: type })}
            disabled={busy}
            label={translate(`app.postSignup.intent.types.${type}.title`)}
          >
            <Typography sx={{ fontWeight: 650 }}>{translate(`app.postSignup.intent.types.${type}.title`)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate(`app.postSignup.intent.types.${type}.text`)}
            </Typography>
          </ChoiceCard>
        ))}
      </ChoiceGrid>
      <StepAlert text={context.error} />
    </StepFrame>
  );
}
