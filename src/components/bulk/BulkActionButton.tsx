import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { usePrompt } from '../usePrompt';
import { bulkSummary, type BulkResult } from './bulkOutcome';
import { ChosenRecords } from './ChosenRecords';

interface BulkActionButtonProps {
  label: string;
  icon: ReactNode;
  /** What is done to one record; a refusal rejects with the API's message. */
  act: (record: RaRecord) => Promise<unknown>;
  /** Destructive actions ask for this word to be typed (spec 1 §5 typed confirmations). */
  confirmWord?: string;
  /** The prompt's title and text (i18n keys; `%{smart_count}` the number chosen). */
  confirmTitle: string;
  confirmText: string;
  /** The toast's text (i18n key; `%{smart_count}` the number done). */
  doneText: string;
  /** How a record is named in the list of failures. */
  nameOf: (record: RaRecord) => string;
}

/**
 * A bulk action over the rows chosen in a list: confirmed (typed for destructive ones), done one
 * record at a time, each through the data provider, then one toast saying what was done and, for
 * each refused record, why; the list is read again and the choice cleared.
 */
export function BulkActionButton({ label, icon, act, confirmWord, confirmTitle, confirmText, doneText, nameOf }: BulkActionButtonProps) {
  const { selectedIds, data = [], onUnselectItems } = useListContext();
  const translate = useTranslate();
  const prompt = usePrompt();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const chosen = data.filter((record) => selectedIds.includes(record.id));

  const run = async () => {
    const count = { smart_count: chosen.length };
    const answer = await prompt({
      type: confirmWord ? 'input' : 'prompt',
      title: translate(confirmTitle, count),
      text: <ChosenRecords text={translate(confirmText, { ...count, word: confirmWord })} names={chosen.map(nameOf)} />,
      ...(confirmWord ? { compare: confirmWord, inputLabel: translate('app.bulk.typeWord', { word: confirmWord }) } : {}),
      confirmText: label,
    });
    if (!answer.confirmed) return;
    setBusy(true);
    const results: BulkResult[] = [];
    for (const record of chosen) {
      results.push(
        await act(record).then(
          () => ({ id: record.id, error: null }),
          (error: unknown) => ({ id: record.id, error: error instanceof Error ? error.message : String(error) }),
        ),
      );
    }
    setBusy(false);
    const names = new Map(chosen.map((record) => [record.id, nameOf(record)]));
    const { done, failures } = bulkSummary(results, (id) => names.get(id) ?? String(id));
    const text = [translate(doneText, { smart_count: done }), ...failures].join('\n');
    notify(text, { type: failures.length ? 'warning' : 'success', multiLine: true });
    onUnselectItems();
    refresh();
  };

  return (
    <Button size="small" color={confirmWord ? 'error' : 'primary'} startIcon={icon} onClick={() => void run()} disabled={busy || chosen.length === 0}>
      {translate(label)}
    </Button>
  );
}
