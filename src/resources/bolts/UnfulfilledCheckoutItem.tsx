import { Box, Stack, Typography } from '@mui/material';
import { DateField } from 'react-admin';
import { DATE_TIME } from '../../components/dates';
import type { Checkout } from '../../rules/schemas/records/checkout';
import { CreateBoltFromCheckout } from './CreateBoltFromCheckout';

interface Props {
  checkout: Checkout;
  name: string;
  plan: string;
  amount: string;
}

/** One paid checkout on a phone: customer and Bolt, then plan, amount and date, then its button. */
export const UnfulfilledCheckoutItem = ({ checkout, name, plan, amount }: Props) => (
  <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
    <Typography fontWeight={600}>
      {checkout.customer} · {name}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {plan} · {amount} · <DateField record={checkout} source="createdAt" showTime options={DATE_TIME} variant="body2" />
    </Typography>
    <Stack direction="row" sx={{ mt: 1 }}>
      <CreateBoltFromCheckout checkout={checkout} />
    </Stack>
  </Box>
);
