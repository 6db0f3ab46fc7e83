import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { environmentMessages, environmentUpdateSchema } from '../../../rules/schemas/environment';
import type { SiteRecord } from '../useSite';
import { useSiteUpdate } from '../useSiteUpdate';
import { FormActions } from '../../../components/forms/FormActions';

const check = environmentUpdateSchema.shape.reverseProxy;

/** Admin only (spec 1 §6): the address the site's traffic is passed on to, or none. */
export function ReverseProxyForm({ site, disabled }: { site: SiteRecord; disabled: boolean }) {
  const translate = useTranslate();
  const { save, saving } = useSiteUpdate(site.id);
  const [value, setValue] = useState(site.reverseProxy ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (next: string | null) => {
    const parsed = check.safeParse(next);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    save({ reverseProxy: next }, { success: environmentMessages.reverseProxySet, onSuccess: (saved) => setValue(saved.reverseProxy ?? '') });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(value.trim() || null);
      }}
    >
      <TextField
        fullWidth
        size="small"
        label={translate('app.sites.admin.controls.reverseProxy')}
        placeholder="https://upstream.example.net"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        disabled={disabled || saving}
        error={Boolean(error)}
        helperText={error ?? translate('app.sites.admin.controls.reverseProxyHelp')}
      />
      {!disabled && (
        <FormActions>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
          {site.reverseProxy && (
            <Button onClick={() => submit(null)} disabled={saving}>
              {translate('app.sites.admin.controls.removeProxy')}
            </Button>
          )}
        </FormActions>
      )}
    </form>
  );
}
