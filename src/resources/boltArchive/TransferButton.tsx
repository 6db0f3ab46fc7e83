import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useRole } from '../../layout/useRole';
import type { Bolt } from '../../rules/schemas/records/bolt';
import { TransferDialog } from './TransferDialog';

/** Admins only (spec 1 §6 "Admins can transfer any Bolt instantly"); staff do not see it. */
export function TransferButton({ bolt }: { bolt: Bolt }) {
  const translate = useTranslate();
  const isAdmin = useRole() === 'admin';
  const [open, setOpen] = useState(false);
  if (!isAdmin) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<SwapHorizIcon />}
        onClick={() => setOpen(true)}
        aria-label={`${translate('app.boltArchive.transfer')} ${bolt.name}`}
      >
        {translate('app.boltArchive.transfer')}
      </Button>
      {open && <TransferDialog bolt={bolt} onClose={() => setOpen(false)} />}
    </>
  );
}
