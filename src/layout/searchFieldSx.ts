import type { SxProps, Theme } from '@mui/material/styles';

/** A compact, filled search input that fits the 50 px second-level bar. */
export const searchFieldSx: SxProps<Theme> = {
  width: '100%',
  '& .MuiOutlinedInput-root': { height: 36, bgcolor: 'action.hover', borderRadius: 2.5, fontSize: '0.875rem' },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'transparent' },
};
