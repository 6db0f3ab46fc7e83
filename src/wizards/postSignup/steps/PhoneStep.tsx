import { Alert, Box, Button, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatPhone, SMS_CODE_LENGTH } from '../../../rules/signup';
import { StepActions } from '../../boltCreate/parts/StepActions';
import { StepAlert } from '../../boltCreate/parts/StepAlert';
import { StepFrame } from '../../boltCreate/parts/StepFrame';
import { PostSignupActor, usePostSignup } from '../PostSignupActor';

/** Step phone_verification_needed (Mobile verification): the texted code, and a new one on request. */
export function PhoneStep() {
  const translate = useTranslate();
  const { context, busy, send } = usePostSignup();
  const canVerify = PostSignupActor.useSelector((snapshot) => snapshot.can({ type: 'VERIFY' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'VERIFY' });
  };
  return (
    <StepFrame
      title={translate('app.postSignup.phone.title')}
      intro={translate(context.emailVerified ? 'app.postSignup.phone.text' : 'app.postSignup.phone.emailFirst', {
        phone: context.phone ? formatPhone(context.phone) : '',
      })}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          label={translate('app.postSignup.phone.code')}
          value={context.code}
          onChange={(event) => send({ type: 'TYPE_CODE', code: event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH) })}
          autoComplete="one-time-code"
          autoFocus
          disabled={busy}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: SMS_CODE_LENGTH, style: { letterSpacing: '0.4em', fontSize: '1.4rem' } } }}
          sx={{ maxWidth: 260 }}
        />
        <StepAlert text={context.error} />
        {context.notice && (
          <Alert severity="success" role="status">
            {context.notice}
          </Alert>
        )}
        <Box>
          <Button onClick={() => send({ type: 'RESEND' })} disabled={busy}>
            {translate(context.emailVerified ? 'app.postSignup.phone.resend' : 'app.postSignup.phone.resendLink')}
          </Button>
        </Box>
        {/* Enter in the code field verifies too: the form's submit. */}
        <StepActions onNext={() => send({ type: 'VERIFY' })} canNext={canVerify} busy={busy} nextLabel="app.postSignup.phone.verify" />
      </Box>
    </StepFrame>
  );
}
