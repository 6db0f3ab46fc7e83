import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { InfoList } from '../../components/InfoList';
import { InfoRow } from '../../components/InfoRow';
import { SectionCard } from '../../components/SectionCard';
import type { CustomerUser } from '../../rules/schemas/records/profile';

/** The account the person signs in to, with its customer record. */
export const CustomerAccountCard = () => {
  const customer = useRecordContext<CustomerUser>()!;
  const translate = useTranslate();
  const orNone = (text: string | null) => text ?? translate('app.customerPage.none');
  return (
    <SectionCard title="app.customerPage.account" icon={<BusinessOutlinedIcon />}>
      <InfoList>
        <InfoRow label="app.customerPage.accountName">{customer.account}</InfoRow>
        <InfoRow label="app.customerPage.customerId" copy={customer.customerId} code>
          {orNone(customer.customerId)}
        </InfoRow>
        <InfoRow label="app.customerPage.company">{orNone(customer.company)}</InfoRow>
        <InfoRow label="app.customerPage.currency">{orNone(customer.currency)}</InfoRow>
        <InfoRow label="app.customerPage.country">{orNone(customer.country)}</InfoRow>
      </InfoList>
    </SectionCard>
  );
};
