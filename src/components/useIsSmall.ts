import { useMediaQuery, type Theme } from '@mui/material';

/** Phones (below MUI's sm, 600 px): lists switch from a table to a SimpleList. */
export const useIsSmall = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
