import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { InfoList } from '../../components/InfoList';
import { InfoRow } from '../../components/InfoRow';
import { SectionCard } from '../../components/SectionCard';
import type { CustomerUser } from '../../rules/schemas/records/profile';
import { ApproveButton } from './ApproveButton';
import { SignupStateChip } from './SignupStateChip';
import { formatMoment } from '../../rules/dates';

const dateText = (moment: string) => formatMoment(moment, 'date');

/** Who the customer is and how far their signup got, with the approval of a manual verification. */
export const CustomerPersonCard = () => {
  const customer = useRecordContext<CustomerUser>()!;
  const translate = useTranslate();
  const verified = (moment: string | null) =>
    moment ? translate('app.customerPage.verified', { date: dateText(moment) }) : translate('app.customerPage.notVerified');
  return (
    <SectionCard title="app.customerPage.person" icon={<PersonOutlineIcon />}>
      <InfoList>
        <InfoRow label="app.customerPage.name">
          {customer.firstName} {customer.lastName}
          {customer.blocked && <Chip size="small" color="error" label={translate('app.customerPage.blocked')} sx={{ ml: 1 }} />}
        </InfoRow>
        <InfoRow label="app.customerPage.email" copy={customer.email}>
          {customer.email}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
            {verified(customer.emailVerifiedAt)}
          </Box>
        </InfoRow>
        <InfoRow label="app.customerPage.phone" copy={customer.phone}>
          {customer.phone ?? translate('app.customerPage.noPhone')}
          {customer.phone && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
              {verified(customer.phoneVerifiedAt)}
            </Box>
          )}
        </InfoRow>
        <InfoRow label="app.customerPage.created">{dateText(customer.createdAt)}</InfoRow>
        <InfoRow label="app.customerPage.signupState" action={<ApproveButton />}>
          <SignupStateChip />
        </InfoRow>
      </InfoList>
    </SectionCard>
  );
};
