import { Box, Stack, Typography } from '@mui/material';
import type { Checkout } from '../../rules/schemas/records/checkout';
import { CreateBoltFromCheckout } from './CreateBoltFromCheckout';
import { Moment } from '../../components/Moment';

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
      {plan} · {amount} · <Moment value={checkout.createdAt} />
    </Typography>
    <Stack direction="row" sx={{ mt: 1 }}>
      <CreateBoltFromCheckout checkout={checkout} />
    </Stack>
  </Box>
);
