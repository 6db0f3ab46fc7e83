import { Box } from '@mui/material';

/**
 * The keys of a shortcut as key caps ("G" "B"), shown beside a menu entry or command. Hidden from
 * screen readers: the entry itself says its keys in `aria-keyshortcuts`.
 */
export function ShortcutKeys({ keys }: { keys: readonly string[] }) {
  if (keys.length === 0) return null;
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', gap: 0.5, ml: 'auto', pl: 2 }}>
      {keys.map((key, index) => (
        <Box
          key={index}
          component="kbd"
          sx={{
            fontFamily: 'inherit',
            fontSize: '0.75rem',
            fontWeight: 600,
            lineHeight: 1,
            minWidth: 22,
            textAlign: 'center',
            px: 0.75,
            py: 0.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          {key}
        </Box>
      ))}
    </Box>
  );
}
