import SaveIcon from '@mui/icons-material/Save';
import { Box, Link as MuiLink } from '@mui/material';
import { Form, RadioButtonGroupInput, SaveButton, TextInput, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { InfoList } from '../../components/InfoList';
import { InfoRow } from '../../components/InfoRow';
import { LoadError } from '../../components/LoadError';
import { SectionCard } from '../../components/SectionCard';
import type { CustomerChange } from '../../dataProvider/calls/account';
import { useCall } from '../../dataProvider/useCall';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { customerUpdateSchema } from '../../rules/schemas/signup';
import { SIGNUP_CURRENCIES } from '../../rules/signup';
import { submissionErrors } from '../../resources/bolts/billing/fieldError';
import { zodValidate } from '../../resources/zodValidate';
import { CountryInput } from '../signup/CountryInput';
import { FormActions } from '../../components/forms/FormActions';

const validate = zodValidate(customerUpdateSchema);
const currencies = SIGNUP_CURRENCIES.map((code) => ({ id: code, name: `app.signup.currencies.${code}` }));

/**
 * Spec 1 §7 GET customer, edited with PATCH customer: the customer id (fixed), company, country and
 * billing currency. The names are the person's own, changed on User information.
 */
export function CustomerRecordCard() {
  const translate = useTranslate();
  const customer = usePanelQuery(['customer'], (dataProvider) => dataProvider.customer());
  const save = useCall((dataProvider, change: CustomerChange) => dataProvider.updateCustomer(change), { invalidates: [['customer']] });
  if (customer.error) return <LoadError title="app.profile.customerLoadFailed" error={customer.error} onRetry={() => void customer.refetch()} />;
  if (!customer.data) return <BlockSkeleton rows={5} />;
  const record = customer.data;
  const defaults = { company: record.company ?? '', country: record.country ?? '', currency: record.currency ?? '' };
  const submit = (values: Record<string, unknown>) =>
    save.mutateAsync(values as CustomerChange).then(
      () => undefined,
      (error: unknown) => submissionErrors(error),
    );
  return (
    <SectionCard title="app.profile.customerTitle">
      <InfoList>
        <InfoRow label="app.profile.customerId" copy={record.customerId} code>
          {record.customerId}
        </InfoRow>
        <InfoRow label="app.profile.name">
          {record.firstName} {record.lastName}{' '}
          <MuiLink component={Link} to="/user-profile" sx={{ fontWeight: 400, ml: 1 }}>
            {translate('app.profile.changeName')}
          </MuiLink>
        </InfoRow>
      </InfoList>
      <Box sx={{ mt: 2 }}>
        <Form key={JSON.stringify(defaults)} defaultValues={defaults} validate={validate} onSubmit={submit} disableInvalidFormNotification noValidate>
          <Box sx={{ display: 'grid', rowGap: 1.5 }}>
            <TextInput source="company" label="app.profile.company" helperText="app.profile.companyHelp" autoComplete="organization" fullWidth />
            <CountryInput />
            <RadioButtonGroupInput source="currency" label="app.profile.currency" helperText="app.profile.currencyHelp" choices={currencies} row />
          </Box>
          <FormActions>
            <SaveButton label="app.profile.save" icon={<SaveIcon />} />
          </FormActions>
        </Form>
      </Box>
    </SectionCard>
  );
}
