import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';

/** Staff and admins belong to the provider's account: there is no customer record to show. */
export function NoCustomerRecord() {
  const translate = useTranslate();
  return (
    <SectionCard title="app.profile.customerTitle">
      <Alert severity="info">{translate('app.profile.noCustomerRecord')}</Alert>
    </SectionCard>
  );
}
