import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ShortcutKeys } from '../components/shortcuts/ShortcutKeys';
import { visuallyHidden } from '../components/visuallyHidden';
import { shortcutLabel } from '../rules/search';
import { GO_TO_SHORTCUTS, goToKeys, SHORTCUTS_KEY } from '../rules/shortcuts';

interface Row {
  keys: string[];
  label: string;
  /** The keys are pressed one after the other ("G then B"), or are alternatives ("↑ or ↓"). */
  joiner?: 'then' | 'or';
}

/** The list `?` opens: every shortcut of the panel, by where it works. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const groups: { title: string; rows: Row[] }[] = [
    {
      title: 'app.shortcuts.groups.general',
      rows: [
        { keys: [shortcutLabel(navigator.platform)], label: 'app.shortcuts.search' },
        { keys: [SHORTCUTS_KEY], label: 'app.shortcuts.list' },
      ],
    },
    { title: 'app.shortcuts.groups.goTo', rows: GO_TO_SHORTCUTS.map((shortcut) => ({ keys: goToKeys(shortcut.to), label: shortcut.label })) },
    {
      title: 'app.shortcuts.groups.palette',
      rows: [
        { keys: ['↑', '↓'], label: 'app.shortcuts.choose', joiner: 'or' },
        { keys: ['Enter'], label: 'app.shortcuts.run' },
        { keys: ['Esc'], label: 'app.shortcuts.closePalette' },
      ],
    },
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.shortcuts.intro')}
        </Typography>
        {groups.map((group) => (
          <Box key={group.title} component="section" sx={{ mb: 2 }}>
            <Typography component="h3" variant="overline" color="text.secondary">
              {translate(group.title)}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '6rem 1fr', columnGap: 2, rowGap: 1, alignItems: 'center' }}>
              {group.rows.map((row) => (
                <Box key={row.label} sx={{ display: 'contents' }}>
                  {/* Read as "G then B"; shown as key caps. */}
                  <Box component="dt" sx={{ display: 'flex', '& > span': { ml: 0, pl: 0 } }}>
                    <Box component="span" sx={visuallyHidden}>
                      {row.keys.join(` ${translate(`app.shortcuts.${row.joiner ?? 'then'}`)} `)}
                    </Box>
                    <ShortcutKeys keys={row.keys} />
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {translate(row.label)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {translate('app.shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
