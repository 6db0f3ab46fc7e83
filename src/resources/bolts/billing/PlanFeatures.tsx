import LanguageIcon from '@mui/icons-material/Language';
import SpeedIcon from '@mui/icons-material/Speed';
import StorageIcon from '@mui/icons-material/Storage';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { storageGb } from '../../../rules/format';
import type { PlanOffer } from './types';

// Plans count dynamic requests in millions (spec 1 §9 multiplier 1,000,000): "3 million" reads at a glance.
const number = new Intl.NumberFormat('en-US', { notation: 'compact', compactDisplay: 'long' });

/** What a plan includes: storage (spec 1 §9 display), sites and dynamic requests a month. */
export function PlanFeatures({ plan }: { plan: Pick<PlanOffer, 'storageMb' | 'sites' | 'dynamicRequests'> }) {
  const translate = useTranslate();
  const storage = storageGb(plan.storageMb);
  const rows = [
    {
      Icon: StorageIcon,
      text: storage === null ? translate('resources.shared.storage.unlimited') : translate('app.plan.features.storage', { amount: storage }),
    },
    { Icon: LanguageIcon, text: translate('app.plan.features.sites', { smart_count: plan.sites }) },
    { Icon: SpeedIcon, text: translate('app.plan.features.requests', { amount: number.format(plan.dynamicRequests) }) },
  ];
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map(({ Icon, text }) => (
        <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <Icon fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
          <Typography variant="body2">{text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
