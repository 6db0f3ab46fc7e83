import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { priceText } from './billing/pricing';
import type { Checkout } from '../../rules/schemas/records/checkout';
import { useIsSmall } from '../../components/useIsSmall';
import { CreateBoltFromCheckout } from './CreateBoltFromCheckout';
import { UnfulfilledCheckoutItem } from './UnfulfilledCheckoutItem';
import { Moment } from '../../components/Moment';

/** Staff's paid checkouts without a Bolt, oldest first (read ahead of the Bolts list too, src/layout/firstReads.ts). */
export const UNFULFILLED_CHECKOUTS = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'createdAt', order: 'ASC' as const },
  filter: { state: 'unfulfilled' },
};
const COLUMNS = ['customer', 'name', 'plan', 'amount', 'paidAt'] as const;

/**
 * Staff's card on the Bolts list: paid checkouts that did not become a Bolt (the creation failed
 * after the payment), each with a button that creates it. Nothing shows while there are none; a
 * failed load shows nothing either, so the Bolts list below stays the page's content.
 */
export function UnfulfilledCheckouts() {
  const translate = useTranslate();
  const { data = [] } = useGetList<Checkout>('checkouts', UNFULFILLED_CHECKOUTS);
  const isSmall = useIsSmall();
  if (!data.length) return null;
  const text = (key: string) => translate(`resources.bolts.unfulfilled.${key}`);
  const planOf = (checkout: Checkout) =>
    translate('app.plan.planWithPeriod', {
      plan: translate(`resources.bolts.plans.${checkout.plan}`),
      period: translate(`app.plan.billedHow.${checkout.billingPeriod}`),
    });
  return (
    <Card sx={{ mt: 2, borderColor: 'warning.main' }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {text('title')}
        </Typography>
        <Typography color="text.secondary">{text('intro')}</Typography>
        {isSmall ? (
          <Box component="ul" sx={{ p: 0, mt: 1, mb: 0 }}>
            {data.map((checkout) => (
              <UnfulfilledCheckoutItem
                key={checkout.id}
                checkout={checkout}
                name={checkout.name ?? text('noName')}
                plan={planOf(checkout)}
                amount={priceText(checkout.amountCents)}
              />
            ))}
          </Box>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ mt: 1, minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{text(column)}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((checkout) => (
                  <TableRow key={checkout.id}>
                    <TableCell>{checkout.customer}</TableCell>
                    <TableCell>{checkout.name ?? text('noName')}</TableCell>
                    <TableCell>{planOf(checkout)}</TableCell>
                    <TableCell>{priceText(checkout.amountCents)}</TableCell>
                    <TableCell>
                      <Moment value={checkout.createdAt} />
                    </TableCell>
                    <TableCell align="right">
                      <CreateBoltFromCheckout checkout={checkout} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
