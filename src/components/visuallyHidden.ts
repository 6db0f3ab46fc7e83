/**
 * Text for screen readers only (MUI keeps its own copy in @mui/utils, which the panel does not
 * depend on). Sizes are strings: in `sx`, a number up to 1 would mean a fraction of the parent.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
