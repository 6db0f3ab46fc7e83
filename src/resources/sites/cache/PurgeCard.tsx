import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Box, Button, Divider, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { cachingMessages, parseCacheTags } from '../../../rules/caching';
import { SectionCard } from '../../../components/SectionCard';
import type { SiteRecord } from '../useSite';
import { usePurgeCache } from './usePurgeCache';

/**
 * Spec 2 §2.11: purge everything (after the modal) with purge_cache?all=1, or only the pages of
 * the given cache tags (spec 2 §5: 'Please provide a cache tags').
 */
export function PurgeCard({ site }: { site: SiteRecord }) {
  const translate = useTranslate();
  const [tags, setTags] = useState('');
  const [tagsError, setTagsError] = useState<string | null>(null);
  const { purge, purgeAll } = usePurgeCache(site.id);
  const busy = purge.isPending;

  const purgeTags = async () => {
    if (parseCacheTags(tags).length === 0) return setTagsError(cachingMessages.tagsRequired);
    purge.mutate({ tags }, { onSuccess: () => setTags('') });
  };

  return (
    <SectionCard title="app.siteCache.purge.title" icon={<DeleteSweepIcon fontSize="small" />}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {translate('app.siteCache.purge.allText')}
        </Typography>
        <Button variant="contained" onClick={purgeAll} disabled={busy}>
          {translate('app.siteCache.purge.all')}
        </Button>
      </Box>
      <Divider sx={{ my: 2.5 }} />
      <TextField
        label={translate('app.siteCache.purge.tags')}
        helperText={tagsError ?? translate('app.siteCache.purge.tagsHelp')}
        error={tagsError !== null}
        value={tags}
        onChange={(event) => {
          setTags(event.target.value);
          setTagsError(null);
        }}
        multiline
        minRows={3}
        fullWidth
      />
      <Button variant="outlined" onClick={purgeTags} disabled={busy} sx={{ mt: 1.5 }}>
        {translate('app.siteCache.purge.byTags')}
      </Button>
    </SectionCard>
  );
}
