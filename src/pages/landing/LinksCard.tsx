import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { MenuEntry } from '../../rules/menus';

/** A titled card of links to panel pages. */
export function LinksCard({ title, intro, links, columns = 1 }: { title: string; intro: string; links: MenuEntry[]; columns?: number }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography component="h2" variant="h4">
          {translate(title)}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
          {translate(intro)}
        </Typography>
        <Box
          component={List}
          disablePadding
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` }, columnGap: 1 }}
        >
          {links.map((link) => (
            <ListItem key={link.path} disablePadding>
              <ListItemButton component={Link} to={link.path} sx={{ borderRadius: 2, px: 1.5 }}>
                <ListItemText primary={translate(link.title)} slotProps={{ primary: { fontWeight: 500 } }} />
                <ChevronRightIcon fontSize="small" color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
