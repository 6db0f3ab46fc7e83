import type { SxProps, Theme } from '@mui/material/styles';

/** The Bolt and site switchers share one look: a full-width card-like button. */
export const switcherButtonSx: SxProps<Theme> = {
  width: '100%',
  justifyContent: 'space-between',
  textAlign: 'left',
  px: 1.5,
  py: 1,
  borderRadius: '12px',
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  bgcolor: 'background.paper',
};
