import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Card } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/EmptyState';

/** The empty state of a Bolt that was never offered to anyone. */
export function NoTransfer() {
  const translate = useTranslate();
  return (
    <Card>
      <EmptyState icon={<SwapHorizIcon />} title={translate('app.transfer.noneTitle')} text={translate('app.transfer.none')} />
    </Card>
  );
}
