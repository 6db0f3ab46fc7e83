import { Box, Chip, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ListRow } from '../../components/ListRow';
import type { LookupMatch } from '../../rules/schemas/records/lookup';
import { lookupLinks } from '../../rules/lookup';

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875rem' } as const;

/** A label and a link to the page it names, or plain text where there is no page. */
const Fact = ({ label, to, children }: { label: string; to: string | null; children: string }) => (
  <Typography variant="body2" component="span" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}:{' '}
    </Box>
    {to ? (
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {children}
      </Link>
    ) : (
      children
    )}
  </Typography>
);

/** One match: what matched, and its Bolt, site and customer, each a link to its page. */
export const LookupResultRow = ({ match }: { match: LookupMatch }) => {
  const translate = useTranslate();
  const links = lookupLinks(match);
  return (
    <ListRow
      end={
        <Box sx={{ display: 'flex', gap: 1 }}>
          {match.exact && <Chip size="small" color="success" label={translate('app.lookup.exact')} />}
          <Chip size="small" variant="outlined" label={translate(`app.lookup.kinds.${match.kind}`)} />
        </Box>
      }
    >
      <Typography sx={{ ...MONO, fontWeight: 600, overflowWrap: 'anywhere', mb: 0.5 }}>{match.value}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Fact label={translate('app.lookup.bolt')} to={links.bolt}>{`${match.boltName} (#${match.boltId})`}</Fact>
        {match.siteTitle !== null && (
          <Fact label={translate('app.lookup.site')} to={links.site}>
            {match.siteTitle}
          </Fact>
        )}
        <Fact label={translate('app.lookup.customer')} to={links.customer}>
          {match.customer}
        </Fact>
      </Box>
    </ListRow>
  );
};
