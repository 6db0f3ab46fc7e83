import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { clearExceptTheme } from '../../authProvider/tokenStore';
import { SectionCard } from '../../components/SectionCard';
import { usePrompt } from '../../components/usePrompt';
import { useCall } from '../../dataProvider/useCall';

/** Where a deleted account's person lands: a public page, since every session of theirs has ended. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * Spec 1 §5 delete confirmations: the input prompt confirms only once the account's e-mail address
 * is typed exactly as shown; then POST account/delete, which signs the person out everywhere, so
 * the panel forgets the session and opens the deleted-account page afresh.
 */
export function ConfirmDeletionCard({ email }: { email: string }) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const remove = useCall((dataProvider, confirmation: string) => dataProvider.deleteAccount(confirmation), {
    invalidates: [],
    onSuccess: () => {
      clearExceptTheme();
      window.location.assign(ACCOUNT_DELETED_PATH);
    },
  });

  const confirmAndDelete = async () => {
    const answer = await prompt({
      type: 'input',
      title: 'app.accountDeletion.dialogTitle',
      text: translate('app.accountDeletion.dialogText', { email }),
      inputLabel: 'app.accountDeletion.inputLabel',
      compare: email,
      mismatchText: translate('app.accountDeletion.mismatch', { email }),
      confirmText: 'app.accountDeletion.button',
      iconName: 'delete',
    });
    if (answer.confirmed) remove.mutate(answer.value);
  };

  return (
    <SectionCard title="app.accountDeletion.confirmTitle" tone="danger" icon={<DeleteForeverOutlinedIcon fontSize="small" />}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px', overflowWrap: 'anywhere' }}>
          {translate('app.accountDeletion.confirmText', { email })}
        </Typography>
        <Button color="error" variant="contained" onClick={confirmAndDelete} disabled={remove.isPending || remove.isSuccess}>
          {translate('app.accountDeletion.button')}
        </Button>
      </Box>
    </SectionCard>
  );
}
