import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box } from '@mui/material';
import { Command } from 'cmdk';
import { useTranslate } from 'react-admin';
import type { CommandGroup, PaletteCommand } from '../../rules/commands';
import { ariaKeys } from '../../rules/shortcuts';
import { ShortcutKeys } from '../shortcuts/ShortcutKeys';
import { visuallyHidden } from '../visuallyHidden';

interface Props {
  commands: readonly PaletteCommand[];
  recordName: string | null;
  onRun: (command: PaletteCommand) => void;
}

const GROUPS: readonly CommandGroup[] = ['record', 'goTo', 'help'];

/**
 * The commands the typed text matches, as cmdk's listbox: ↑/↓ choose one, Enter or a click runs it.
 * The actions on the record in view come first, under its name.
 */
export function PaletteCommands({ commands, recordName, onRun }: Props) {
  const translate = useTranslate();
  const heading = (group: CommandGroup) =>
    group === 'record' ? translate('app.palette.groups.record', { name: recordName ?? '' }) : translate(`app.palette.groups.${group}`);
  return (
    <Box
      sx={{
        // Never a scrolling box: the list is short (what the text matches), and axe wants a scroller focusable.
        '& [cmdk-list]': { borderRadius: 2, border: 1, borderColor: 'divider', py: 0.5 },
        '& [cmdk-group-heading]': { px: 2, pt: 1, pb: 0.5, typography: 'overline', color: 'text.secondary' },
        '& [cmdk-item]': { display: 'flex', alignItems: 'center', gap: 1, mx: 0.5, px: 1.5, py: 1, borderRadius: 1.5, cursor: 'pointer' },
        '& [cmdk-item][data-selected="true"]': { bgcolor: 'action.selected', outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Command.List label={translate('app.palette.label')}>
        {GROUPS.map((group) => {
          const entries = commands.filter((command) => command.group === group);
          if (entries.length === 0) return null;
          return (
            <Command.Group key={group} heading={heading(group)}>
              {entries.map((command) => (
                <Command.Item
                  key={command.id}
                  value={command.id}
                  onSelect={() => onRun(command)}
                  aria-keyshortcuts={ariaKeys(command.keys) || undefined}
                >
                  <span>{translate(command.label)}</span>
                  {command.external && (
                    <>
                      <OpenInNewIcon sx={{ fontSize: 16, color: 'text.secondary' }} />
                      <Box component="span" sx={visuallyHidden}>
                        {` (${translate('app.search.opensInNewTab')})`}
                      </Box>
                    </>
                  )}
                  <ShortcutKeys keys={command.keys} />
                </Command.Item>
              ))}
            </Command.Group>
          );
        })}
      </Command.List>
    </Box>
  );
}
