import AddIcon from '@mui/icons-material/Add';
import LanguageIcon from '@mui/icons-material/Language';
import { Box, Button, Skeleton } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { BulkBar } from '../../components/bulk/BulkBar';
import { BulkDeleteButton } from '../../components/bulk/BulkDeleteButton';
import { EmptyState } from '../../components/EmptyState';
import { usePanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import { LoadError } from '../../components/LoadError';
import { Pagination } from '../../components/Pagination';
import { SectionCard } from '../../components/SectionCard';
import { DomainItem } from './DomainItem';
import { DomainToolbar } from './DomainToolbar';
import type { Domain } from '../../dataProvider/calls/certificates';

interface DomainListProps {
  /** i18n key of the card's heading. */
  title: string;
  /** The site's add-domain wizard; the global list has none. */
  addPath?: string;
  showCustomer?: boolean;
}

/**
 * Domains a page at a time (spec 2 §2.1): loading, failed (with Retry), 'No data. Add domain',
 * nothing matching the search, or the domains.
 */
export function DomainList({ title, addPath, showCustomer = false }: DomainListProps) {
  const translate = useTranslate();
  const { data, total, isPending, error, refetch, filterValues, setFilters } = useListContext<Domain>();
  const searching = Boolean(filterValues.q);
  const dataProvider = usePanelDataProvider();
  let content;
  if (error) content = <LoadError title="app.domains.loadFailed" error={error} onRetry={() => refetch()} />;
  else if (isPending) content = [0, 1, 2].map((i) => <Skeleton key={i} height={88} />);
  else if (!total && searching)
    content = (
      <EmptyState
        icon={<LanguageIcon />}
        title={translate('app.domains.noMatch', { q: filterValues.q })}
        action={<Button onClick={() => setFilters({}, {})}>{translate('app.domains.clearSearch')}</Button>}
      />
    );
  else if (!total)
    content = (
      <EmptyState
        icon={<LanguageIcon />}
        title={translate('app.domains.empty')}
        action={
          addPath && (
            <Button variant="contained" component={Link} to={addPath} startIcon={<AddIcon />}>
              {translate('app.domains.add')}
            </Button>
          )
        }
      />
    );
  else
    content = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((domain) => (
          <DomainItem key={domain.id} domain={domain} showCustomer={showCustomer} />
        ))}
      </Box>
    );
  return (
    <SectionCard title={title} icon={<LanguageIcon fontSize="small" />}>
      {!error && (searching || Boolean(total)) && <DomainToolbar />}
      <BulkBar>
        <BulkDeleteButton
          what="domains"
          nameOf={(domain) => domain.name}
          act={(domain) => dataProvider.deleteDomain(domain.environmentId, domain.id)}
        />
      </BulkBar>
      {content}
      <Pagination />
    </SectionCard>
  );
}
