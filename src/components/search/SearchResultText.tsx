import BoltIcon from '@mui/icons-material/Bolt';
import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LanguageIcon from '@mui/icons-material/Language';
import StorageIcon from '@mui/icons-material/Storage';
import { Box, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import type { SearchResult } from '../../rules/schemas/records/search';
import type { SearchType } from '../../rules/search';

const ICONS: Record<SearchType, SvgIconComponent> = {
  bolts: BoltIcon,
  sites: LanguageIcon,
  domains: DnsOutlinedIcon,
  databases: StorageIcon,
  help: HelpOutlineIcon,
};

/** One result as every search shows it: its type's icon, its name, where it lives and, for staff, whose it is. */
export function SearchResultText({ result }: { result: SearchResult }) {
  const translate = useTranslate();
  const Icon = ICONS[result.type];
  const customer = 'customer' in result.attributes ? result.attributes.customer : null;
  const details = [result.attributes.subtitle, customer && translate('app.search.customer', { name: customer.name })].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Icon fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 600, fontSize: '0.9rem' }}>
          {result.attributes.title}
        </Typography>
        <Typography component="span" noWrap sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary' }}>
          {details}
        </Typography>
      </Box>
    </Box>
  );
}
