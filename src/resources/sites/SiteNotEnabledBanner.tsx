import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Spec 2 §1: every page of a site shows this banner while the site is not enabled; and while a hard
 * lockdown of its account has its server serve the account-suspended page (issue 13). Site pages
 * render it under their breadcrumbs: `<SiteNotEnabledBanner site={site} />`.
 */
export function SiteNotEnabledBanner({ site }: { site?: { enabled?: boolean; serving?: string } }) {
  const translate = useTranslate();
  if (!site) return null;
  const state = site.serving === 'suspended' ? 'suspended' : site.enabled === false ? 'notEnabled' : null;
  if (!state) return null;
  return (
    <Alert severity={state === 'suspended' ? 'error' : 'warning'} sx={{ mb: 2.5 }}>
      <AlertTitle>{translate(`app.sites.${state}.title`)}</AlertTitle>
      {translate(`app.sites.${state}.text`)}
    </Alert>
  );
}
