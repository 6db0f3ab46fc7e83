import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import type { PanelDataProvider } from '../../dataProvider';
import { useCall } from '../../dataProvider/useCall';

type Move = 'resume' | 'nextStep' | 'verifyOwnership' | 'verifySsl' | 'verifyRouting';

/** Spec 2 §7 POST …/orders/{id}/resume, next-step, verify-ownership, verify-ssl, verify-routing. */
const MOVES: Record<Move, (dataProvider: PanelDataProvider, orderId: string) => Promise<unknown>> = {
  resume: (dataProvider, orderId) => dataProvider.resumeCdnOrder(orderId),
  nextStep: (dataProvider, orderId) => dataProvider.nextCdnOrderStep(orderId),
  verifyOwnership: (dataProvider, orderId) => dataProvider.verifyCdnOrder(orderId, 'ownership'),
  verifySsl: (dataProvider, orderId) => dataProvider.verifyCdnOrder(orderId, 'ssl'),
  verifyRouting: (dataProvider, orderId) => dataProvider.verifyCdnOrder(orderId, 'routing'),
};

/** Staff move an order on by hand; the order and its status are read again afterwards. */
export function OrderActionsCard({ orderId, disabled }: { orderId: string; disabled: boolean }) {
  const translate = useTranslate();
  const move = useCall((dataProvider, which: Move) => MOVES[which](dataProvider, orderId), {
    invalidates: [['orders']],
    success: 'resources.orders.actions.done',
  });
  return (
    <SectionCard title="resources.orders.actions.title" icon={<BuildOutlinedIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.orders.actions.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(Object.keys(MOVES) as Move[]).map((which) => (
          <Button
            key={which}
            variant={which === 'resume' ? 'contained' : 'outlined'}
            disabled={disabled || move.isPending}
            onClick={() => move.mutate(which)}
          >
            {translate(`resources.orders.actions.${which}`)}
          </Button>
        ))}
      </Box>
    </SectionCard>
  );
}
