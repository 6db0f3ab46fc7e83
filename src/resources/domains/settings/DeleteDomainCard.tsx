import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../../components/SectionCard';
import { usePrompt } from '../../../components/usePrompt';
import type { Domain } from '../../../dataProvider/calls/certificates';
import { useCall } from '../../../dataProvider/useCall';
import { domainMessages } from '../../../rules/schemas/domain';

/**
 * Spec 1 §5, spec 2 §5: deleting a domain asks for its name typed exactly ('You must confirm by
 * entering the domain name' until it is); the site's own (not deletable) or read-only domains stay.
 */
export function DeleteDomainCard({ siteId, domain, listPath }: { siteId: string; domain: Domain; listPath: string }) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const navigate = useNavigate();
  const kept = !domain.deletable || domain.readonly;
  const remove = useCall((dataProvider) => dataProvider.deleteDomain(siteId, domain.id), {
    // The site's record names its domains (the overview's list).
    invalidates: [['siteDomains'], ['domains'], ['environments']],
    success: domainMessages.deleted,
    onSuccess: () => navigate(listPath),
  });
  const confirm = async () => {
    const answer = await prompt({
      type: 'input',
      title: translate('app.domains.delete.promptTitle', { name: domain.name }),
      text: translate('app.domains.delete.promptText', { name: domain.name }),
      inputLabel: 'app.domains.delete.label',
      compare: domain.name,
      mismatchText: domainMessages.confirmDelete,
      confirmText: 'app.domains.delete.button',
      iconName: 'delete',
    });
    if (answer.confirmed) remove.mutate(undefined);
  };
  return (
    <SectionCard title="app.domains.delete.title" icon={<DeleteOutlineIcon fontSize="small" />} tone="danger">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {kept ? domainMessages.notDeletable : translate('app.domains.delete.text')}
      </Typography>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} disabled={kept || remove.isPending} onClick={confirm}>
        {translate('app.domains.delete.button')}
      </Button>
    </SectionCard>
  );
}
