import { Box, Typography } from '@mui/material';
import { ChoiceCard } from '../parts/ChoiceCard';
import type { CmsOption } from '../types';

/** An installation for the first site: name, what it is for, and its initial as a mark. */
export function CmsCard({ cms, selected, onSelect, disabled }: { cms: CmsOption; selected: boolean; onSelect: () => void; disabled?: boolean }) {
  return (
    <ChoiceCard selected={selected} onSelect={onSelect} disabled={disabled} label={cms.name}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            bgcolor: 'action.selected',
            color: 'primary.main',
            fontWeight: 750,
            fontSize: '1.1rem',
          }}
        >
          {cms.name.charAt(0)}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p">
            {cms.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {cms.description}
          </Typography>
        </Box>
      </Box>
    </ChoiceCard>
  );
}
