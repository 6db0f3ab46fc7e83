import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { ConfirmDeletionCard } from './ConfirmDeletionCard';
import { DeletionSummary } from './DeletionSummary';

/**
 * /delete-account (spec 1 §1, §2): what deleting the account removes and keeps, then the deletion,
 * confirmed by typing the account's e-mail address. Staff and admins cannot delete the provider's
 * account, and are told so.
 */
export default function DeleteAccountPage() {
  const translate = useTranslate();
  const { data: deletion, error, refetch } = usePanelQuery(['account-deletion'], (dataProvider) => dataProvider.accountDeletion());
  return (
    <Box>
      <PageHeader title={translate('app.routes.deleteAccount')} intro={translate('app.accountDeletion.intro')} />
      {error ? (
        <LoadError title="app.accountDeletion.loadFailed" error={error} onRetry={() => void refetch()} />
      ) : !deletion ? (
        <BlockSkeleton rows={4} />
      ) : !deletion.allowed ? (
        <Alert severity="info">
          <AlertTitle>{translate('app.accountDeletion.staffTitle')}</AlertTitle>
          {translate('app.accountDeletion.staffText')}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <DeletionSummary deletion={deletion} />
          <ConfirmDeletionCard email={deletion.confirmation} />
        </Box>
      )}
    </Box>
  );
}
