import ReportIcon from '@mui/icons-material/ReportGmailerrorred';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../../components/SectionCard';
import { phpMessages } from '../../../rules/schemas/php';
import { useSiteUpdate } from '../useSiteUpdate';
import type { AvailablePhpSettings } from './phpForm';

/** Spec 2 §2.9 and §6: staff keep a site's PHP errors in a log of its own; it applies at once. */
export function PhpErrorLogCard({ settings }: { settings: AvailablePhpSettings }) {
  const translate = useTranslate();
  const { save, saving, pending } = useSiteUpdate(settings.id);
  return (
    <SectionCard title="app.sitePhp.errorLog.title" icon={<ReportIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.sitePhp.errorLog.help')}
      </Typography>
      <FormControlLabel
        disabled={settings.isLegacy || saving}
        control={
          <Switch
            checked={pending?.separatePhpErrorLog ?? settings.separatePhpErrorLog}
            onChange={(event) => save({ separatePhpErrorLog: event.target.checked }, { success: phpMessages.logUpdated })}
          />
        }
        label={translate('app.sitePhp.errorLog.label')}
      />
    </SectionCard>
  );
}
