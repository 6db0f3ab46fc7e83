import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import { z } from 'zod';
import { siteTitle } from '../../../rules/schemas/environment';
import { zodValidate } from '../../zodValidate';
import type { SiteRecord } from '../useSite';
import { useSiteUpdate } from '../useSiteUpdate';

const validate = zodValidate(z.object({ title: siteTitle() }));

/** A 422's message for the title, which the form shows under the field (spec 2 §8). */
const titleError = (error: unknown) => (error as { body?: { errors?: { title?: string } } } | null)?.body?.errors?.title;

/**
 * Spec 2 §2.12 rename: the title with a link that toggles between 'change name' and 'save name'.
 * The spec 2 §5 rules (the API's own schema) show while typing; the API's messages show when it refuses.
 */
export function SiteTitleEditor({ site, variant = 'h1' }: { site: SiteRecord; variant?: 'h1' | 'h2' }) {
  const translate = useTranslate();
  const { save, saving } = useSiteUpdate(site.id);
  const [editing, setEditing] = useState(false);

  const submit = ({ title }: { title?: string }) =>
    new Promise<Record<string, string> | undefined>((resolve) => {
      const trimmed = (title ?? '').trim();
      if (trimmed === site.title) {
        setEditing(false);
        return resolve(undefined);
      }
      save(
        { title: trimmed },
        {
          success: 'app.sites.notifications.renamed',
          onSuccess: () => {
            setEditing(false);
            resolve(undefined);
          },
          onError: (error) => {
            const message = titleError(error);
            resolve(message ? { title: message } : undefined);
          },
        },
      );
    });

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
        <Typography component={variant} variant={variant} sx={{ overflowWrap: 'anywhere' }}>
          {site.title}
        </Typography>
        <Link component="button" type="button" variant="body2" onClick={() => setEditing(true)} sx={{ fontWeight: 600 }}>
          {translate('app.sites.rename.change')}
        </Link>
      </Box>
    );
  }
  return (
    <Form record={{ id: site.id, title: site.title }} onSubmit={submit} validate={validate} mode="onChange" disableInvalidFormNotification>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1.5, maxWidth: 640 }}>
        <TextInput
          source="title"
          autoFocus
          label="app.sites.rename.label"
          helperText="app.sites.rename.hint"
          margin="none"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
          sx={{ flex: '1 1 280px' }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pt: 1 }}>
          <Link component="button" type="submit" variant="body2" disabled={saving} sx={{ fontWeight: 600 }}>
            {translate('app.sites.rename.save')}
          </Link>
          <IconButton size="small" onClick={() => setEditing(false)} aria-label={translate('app.sites.rename.cancel')}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
    </Form>
  );
}
