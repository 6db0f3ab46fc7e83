import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useUsage } from '../../bolts/billing/queries';

/** How many of the plan's sites the Bolt uses, so the limit is no surprise; the API enforces it. */
export function SiteLimit({ boltId }: { boltId: string }) {
  const translate = useTranslate();
  const { data } = useUsage(boltId);
  if (!data) return null;
  const { used, included } = data.sites;
  return (
    <Alert severity={used >= included ? 'warning' : 'info'} sx={{ mb: 2 }}>
      {translate(used >= included ? 'app.sites.create.limitReached' : 'app.sites.create.limit', { used, included })}
    </Alert>
  );
}
