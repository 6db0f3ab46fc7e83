import AltRouteIcon from '@mui/icons-material/AltRoute';
import { Box, Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { forceDomainHost } from '../../../rules/redirection';
import { SectionCard } from '../../../components/SectionCard';
import { useSaveRedirection, type RedirectionSite } from './useSaveRedirection';
import { FormActions } from '../../../components/forms/FormActions';

/** The domain-based redirect (spec 2 §2.5): every request goes to one domain; Save needs a domain. */
export function DomainRedirectCard({ site }: { site: RedirectionSite }) {
  const translate = useTranslate();
  const { save, saving } = useSaveRedirection(site);
  const [https, setHttps] = useState(site.forceDomain?.https ?? true);
  const [domain, setDomain] = useState(site.forceDomain?.domain ?? '');
  const example = site.hostname ?? 'example.com';
  const check = forceDomainHost(domain, example);
  const error = check.ok ? null : check.error;
  const host = check.ok ? check.host : null;

  const remove = () => save({ forceDomain: null });
  const submit = () => {
    if (host) save({ forceDomain: { https, domain: host } });
  };

  return (
    <SectionCard title="app.redirection.domain.title" icon={<AltRouteIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.redirection.domain.explain')}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <FormControlLabel
          control={<Switch checked={https} onChange={(event) => setHttps(event.target.checked)} />}
          label={translate('app.redirection.domain.https')}
        />
        <TextField
          fullWidth
          label={translate('app.redirection.domain.domain')}
          placeholder={example}
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? (host ? translate('app.redirection.domain.preview', { target: `${https ? 'https' : 'http'}://${host}` }) : ' ')}
        />
        <FormActions>
          <Button type="submit" variant="contained" disabled={saving || !host}>
            {translate('app.redirection.save')}
          </Button>
          {site.forceDomain && (
            <Button color="error" variant="outlined" onClick={remove} disabled={saving}>
              {translate('app.redirection.domain.delete')}
            </Button>
          )}
        </FormActions>
      </Box>
    </SectionCard>
  );
}
