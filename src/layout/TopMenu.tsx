import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { MoreMenu } from './MoreMenu';
import { rememberMenuTitle, useTopMenu } from './useTopMenu';

/** Spec 1 §2 top menu: the main bar, and for staff and admins the More dropdown. */
export function TopMenu() {
  const translate = useTranslate();
  const { main, more, active } = useTopMenu();
  return (
    <Box
      component="nav"
      aria-label={translate('app.shell.mainMenu')}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'stretch', gap: 0.5, alignSelf: 'stretch' }}
    >
      {main.map((entry) => {
        const current = entry.path === active;
        return (
          <Button
            key={entry.path}
            component={Link}
            to={entry.path}
            onClick={() => rememberMenuTitle(entry)}
            aria-current={current ? 'page' : undefined}
            color="inherit"
            sx={{
              px: 1.5,
              borderRadius: 0,
              fontWeight: current ? 700 : 500,
              color: current ? 'primary.main' : 'text.primary',
              boxShadow: (theme) => (current ? `inset 0 -3px 0 ${theme.palette.primary.main}` : 'none'),
            }}
          >
            {translate(entry.title)}
          </Button>
        );
      })}
      {more.length > 0 && <MoreMenu entries={more} active={active} />}
    </Box>
  );
}
