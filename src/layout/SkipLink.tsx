import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';

export const MAIN_ID = 'main-content';

/** Lets keyboard users jump past the menus; visible only while focused. */
export function SkipLink() {
  const translate = useTranslate();
  return (
    <Link
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {translate('app.shell.skipToContent')}
    </Link>
  );
}
