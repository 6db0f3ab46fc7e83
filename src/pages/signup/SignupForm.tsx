import { Alert, Box, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, RadioButtonGroupInput, SaveButton, TextInput, useTranslate } from 'react-admin';
import type { SignupForm as SignupValues } from '../../dataProvider/calls/signup';
import { useUnwrappedPanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import { submissionErrors } from '../../resources/bolts/billing/fieldError';
import { zodValidate } from '../../resources/zodValidate';
import { signupSchema } from '../../rules/schemas/signup';
import { SIGNUP_CURRENCIES } from '../../rules/signup';
import { CountryInput } from './CountryInput';

const validate = zodValidate(signupSchema);

/** The browser's region ("en-US" → US) as the country to start from; the person can change it. */
function browserCountry(): string {
  try {
    return new Intl.Locale(navigator.language).maximize().region ?? '';
  } catch {
    return '';
  }
}

export interface SignupFormProps {
  /** The API's answer: what to tell the person, and the address the link went to. */
  onSent: (sent: { email: string; message: string }) => void;
}

/**
 * The signup form (spec 1 §5): the shared schema checks each field as it is left and on submit;
 * the API's 422s mark their fields, any other failure shows above the button.
 */
export function SignupForm({ onSent }: SignupFormProps) {
  const translate = useTranslate();
  const dataProvider = useUnwrappedPanelDataProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const currencies = SIGNUP_CURRENCIES.map((id) => ({ id, name: `app.signup.currencies.${id}` }));

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    const form = signupSchema.parse(values);
    try {
      onSent({ email: form.email, message: await dataProvider.signUp(values as SignupValues) });
      return undefined;
    } catch (error) {
      const fields = submissionErrors(error);
      if (!fields) setFailure(error instanceof Error ? error.message : String(error));
      return fields;
    }
  };

  return (
    <Form
      onSubmit={submit}
      validate={validate}
      mode="onBlur"
      reValidateMode="onChange"
      defaultValues={{ firstName: '', lastName: '', email: '', password: '', phone: '', country: browserCountry(), company: '' }}
      disableInvalidFormNotification
      noValidate
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="firstName" label="app.signup.firstName" autoComplete="given-name" fullWidth />
        <TextInput source="lastName" label="app.signup.lastName" autoComplete="family-name" fullWidth />
      </Box>
      <TextInput source="email" type="email" label="app.signup.email" autoComplete="email" fullWidth />
      <PasswordInput
        source="password"
        label="app.signup.password"
        autoComplete="new-password"
        helperText="app.signup.passwordHelp"
        fullWidth
        sx={{ mb: 1 }}
      />
      <CountryInput />
      <TextInput source="phone" type="tel" label="app.signup.phone" autoComplete="tel" helperText="app.signup.phoneHelp" fullWidth />
      <TextInput source="company" label="app.signup.company" autoComplete="organization" fullWidth />
      <RadioButtonGroupInput source="currency" label="app.signup.currency" choices={currencies} row />
      {failure && (
        <Alert severity="error" sx={{ mt: 1, mb: 2, whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      )}
      <SaveButton label="app.signup.submit" icon={<></>} fullWidth size="large" alwaysEnable sx={{ mt: 1, py: 1.25 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {translate('app.signup.haveAccount')}{' '}
        <Link href="/login" underline="always">
          {translate('app.signup.signIn')}
        </Link>
      </Typography>
    </Form>
  );
}
