import { Box, FormControlLabel, FormHelperText, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { writeChatConsent } from './chatConsent';
import { useChatConsent } from './useChatConsent';

/** The customer's consent to the support chat (spec 1 §4): the chat starts only once it is given. */
export function ChatConsent() {
  const translate = useTranslate();
  const consented = useChatConsent(true);
  const headingId = useId();
  const helpId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 650 }}>
        {translate('app.chat.consentTitle')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={consented}
            onChange={(event) => writeChatConsent(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={translate('app.chat.consent')}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {translate('app.chat.consentHelp')}
      </FormHelperText>
    </Box>
  );
}
