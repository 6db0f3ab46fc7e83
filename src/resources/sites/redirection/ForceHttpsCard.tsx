import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { forceHttpsDomain } from '../../../rules/redirection';
import { SectionCard } from '../../../components/SectionCard';
import { useSaveRedirection, type RedirectionSite } from './useSaveRedirection';
import { FormActions } from '../../../components/forms/FormActions';

/** Force HTTPS (spec 2 §2.5): a domain on legacy sites, a checkbox otherwise. */
export function ForceHttpsCard({ site }: { site: RedirectionSite }) {
  const translate = useTranslate();
  const { save, saving } = useSaveRedirection(site);
  const [forced, setForced] = useState(site.forceHTTPS === 'true');
  const [domain, setDomain] = useState(site.isLegacy ? site.forceHTTPS : '');
  const example = site.hostname ?? 'example.com';
  const check = forceHttpsDomain(domain, example);
  const error = check.ok ? null : check.error;

  const submit = () => {
    if (!site.isLegacy) return save({ forceHTTPS: forced });
    if (check.ok) save({ forceHTTPS: check.host ?? '' });
  };

  return (
    <SectionCard title="app.redirection.https.title" icon={<LockOutlinedIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(site.isLegacy ? 'app.redirection.https.explainLegacy' : 'app.redirection.https.explain')}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
      >
        {site.isLegacy ? (
          <TextField
            fullWidth
            label={translate('app.redirection.https.domain')}
            placeholder={example}
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? translate('app.redirection.https.domainHelp')}
          />
        ) : (
          <FormControlLabel
            control={<Checkbox checked={forced} onChange={(event) => setForced(event.target.checked)} />}
            label={translate('app.redirection.https.checkbox')}
          />
        )}
        <FormActions>
          <Button type="submit" variant="contained" disabled={saving || Boolean(error)}>
            {translate('app.redirection.save')}
          </Button>
        </FormActions>
      </Box>
    </SectionCard>
  );
}
