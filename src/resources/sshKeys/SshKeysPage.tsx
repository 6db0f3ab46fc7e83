import AddIcon from '@mui/icons-material/Add';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { SshKeyAddForm } from './SshKeyAddForm';
import { SshKeyList } from './SshKeyList';

/** Spec 1 §2 /ssh-keys: the account's SSH keys, paged and searchable, and a form to add one. */
export default function SshKeysPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {translate('app.sshKeys.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.sshKeys.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <SectionCard title="app.sshKeys.yourKeys" icon={<KeyIcon fontSize="small" />}>
          <SshKeyList />
        </SectionCard>
        <SectionCard title="app.sshKeys.addTitle" icon={<AddIcon fontSize="small" />}>
          <SshKeyAddForm />
        </SectionCard>
      </Box>
    </Box>
  );
}
