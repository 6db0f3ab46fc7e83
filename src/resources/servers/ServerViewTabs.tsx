import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { SERVER_VIEWS, viewPath, type ServerView } from './serverViews';

/** Tabs that are links, so each view has its own address and back/forward work. */
export const ServerViewTabs = ({ view }: { view: ServerView }) => {
  const translate = useTranslate();
  return (
    // Zero own width, full parent width: the tabs scroll on a phone instead of widening the list.
    <Box sx={{ width: 0, minWidth: '100%' }}>
      <Tabs value={view} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {SERVER_VIEWS.map((item) => (
          <Tab key={item} value={item} label={translate(`resources.servers.views.${item}`)} component={Link} to={viewPath(item)} />
        ))}
      </Tabs>
    </Box>
  );
};
