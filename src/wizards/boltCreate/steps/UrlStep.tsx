import LanguageIcon from '@mui/icons-material/Language';
import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBoltCreate } from '../BoltCreateActor';
import { urlProblem } from '../order';
import { alertText, fieldError } from '../stepError';
import { StepActions } from '../parts/StepActions';
import { StepAlert } from '../parts/StepAlert';
import { StepFrame } from '../parts/StepFrame';

/** url_needed: the address of the Bolt's first site, checked by the API's domain rule. */
export function UrlStep() {
  const translate = useTranslate();
  const { context, busy, canNext, send } = useBoltCreate();
  // The rule's message waits until the person has left the field or pressed Enter.
  const [touched, setTouched] = useState(false);
  const problem = touched && context.url ? urlProblem(context.url) : null;
  const next = () => {
    setTouched(true);
    send({ type: 'NEXT' });
  };
  const error = fieldError(context.error, 'url') ?? problem ?? undefined;
  return (
    <StepFrame
      title={translate('app.boltCreate.url.title')}
      intro={translate('app.boltCreate.url.intro')}
      actions={<StepActions onNext={next} canNext={canNext} busy={busy} />}
    >
      <TextField
        label={translate('app.boltCreate.url.label')}
        placeholder={translate('app.boltCreate.url.placeholder')}
        value={context.url}
        onChange={(event) => send({ type: 'URL_CHANGED', value: event.target.value })}
        onBlur={() => setTouched(true)}
        onKeyDown={(event) => event.key === 'Enter' && next()}
        error={Boolean(error)}
        helperText={error ?? translate('app.boltCreate.url.helper')}
        autoFocus
        fullWidth
        autoComplete="url"
        slotProps={{
          htmlInput: { spellCheck: false, autoCapitalize: 'none', inputMode: 'url' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <LanguageIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ maxWidth: 560 }}
      />
      <StepAlert text={alertText(context.error, ['url'])} onRetry={() => send({ type: 'RETRY' })} />
    </StepFrame>
  );
}
