import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export interface ListRowProps {
  /** The row's subject: its name and the facts under it; it takes the room the rest leaves. */
  children: ReactNode;
  /** What sits beside the subject (tags, switches, buttons); on a narrow screen it wraps below. */
  end: ReactNode;
  /** What comes before the subject, such as a box to choose the row (SelectRecordCheckbox). */
  start?: ReactNode;
}

/** One row of a list (`<Box component="ul">` of ListRows), parted from the one above by a rule. */
export function ListRow({ children, end, start }: ListRowProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.25,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      {start}
      <Box sx={{ flex: '1 1 300px', minWidth: 0 }}>{children}</Box>
      {end}
    </Box>
  );
}
