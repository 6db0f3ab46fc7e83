import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Link, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate, useUpdate } from 'react-admin';
import { siteNameError } from '../siteName';
import type { SiteRecord } from '../useSite';

const fieldError = (error: unknown) =>
  error instanceof HttpError ? ((error.body as { errors?: Record<string, unknown> } | null)?.errors?.title as string | undefined) : undefined;

/**
 * Spec 2 §2.12 rename: the title with a link that toggles between 'change name' and 'save name'.
 * The spec 2 §5 rules show while typing; the API's messages show when it refuses (spec 2 §8).
 */
export function SiteTitleEditor({ site, variant = 'h1' }: { site: SiteRecord; variant?: 'h1' | 'h2' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<SiteRecord>();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(site.title);
  const [serverError, setServerError] = useState<string | null>(null);
  const error = serverError ?? siteNameError(value);

  const open = () => {
    setValue(site.title);
    setServerError(null);
    setEditing(true);
  };
  const save = () => {
    if (error || isPending) return;
    const title = value.trim();
    if (title === site.title) return setEditing(false);
    update(
      'environments',
      { id: site.id, data: { title }, previousData: site },
      {
        onSuccess: () => {
          notify('app.sites.notifications.renamed', { type: 'success' });
          setEditing(false);
        },
        onError: (failure) => {
          setServerError(fieldError(failure) ?? null);
          notify(failure instanceof Error ? failure.message : 'app.sites.notifications.updateFailed', { type: 'error' });
        },
      },
    );
  };

  const toggle = (
    <Link component="button" type="button" variant="body2" onClick={editing ? save : open} disabled={isPending} sx={{ fontWeight: 600 }}>
      {translate(editing ? 'app.sites.rename.save' : 'app.sites.rename.change')}
    </Link>
  );
  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
        <Typography component={variant} variant={variant} sx={{ overflowWrap: 'anywhere' }}>
          {site.title}
        </Typography>
        {toggle}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1.5, maxWidth: 640 }}>
      <TextField
        autoFocus
        size="small"
        label={translate('app.sites.rename.label')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setServerError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') setEditing(false);
        }}
        error={Boolean(error)}
        helperText={error ?? translate('app.sites.rename.hint')}
        sx={{ flex: '1 1 280px' }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pt: 1 }}>
        {toggle}
        <IconButton size="small" onClick={() => setEditing(false)} aria-label={translate('app.sites.rename.cancel')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
