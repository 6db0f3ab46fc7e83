import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { PanelDataProvider } from '../../../dataProvider';
import { fromApi, type ApiRecord } from '../../../dataProvider/records';
import { apiCall } from '../../../dataProvider/send';
import { API_KEY, useApiQuery } from '../../../dataProvider/useApiQuery';
import { boltKey } from '../billing/queries';
import type { Transfer, TransferMeta } from './types';

/** GET bolts/{id}/transfer: the latest request, and the caller's place in it. */
export const useTransfer = (boltId: string) =>
  useApiQuery(boltKey(boltId, 'transfer'), async () => {
    const body = await apiCall<{ data: ApiRecord | null; meta: TransferMeta }>('GET', `bolts/${boltId}/transfer`);
    return { transfer: body.data ? fromApi<Transfer>(body.data) : null, meta: body.meta };
  });

export const INCOMING_KEY = ['transfers', 'incoming'];

/** GET transfers/incoming: pending requests addressed to the signed-in person (no admin variant). */
export function useIncomingTransfers() {
  const dataProvider = useDataProvider<PanelDataProvider>();
  return useApiQuery(INCOMING_KEY, async () =>
    (await dataProvider.send<{ data: ApiRecord[] }>('GET', 'transfers/incoming')).body.data.map((record) => fromApi<Transfer>(record)),
  );
}

/**
 * The transfer calls only a Bolt's people make, on their plain paths (the API has no admin variant
 * of requesting, answering or cancelling); bodies are `{data: {type: 'transfers', attributes}}`.
 */
export function useTransferCalls(boltId: string) {
  const dataProvider = useDataProvider<PanelDataProvider>();
  const body = (attributes: Record<string, string>) => ({ data: { type: 'transfers', attributes } });
  // Answering and an instant transfer move the Bolt: a retried attempt must not move it twice.
  const once = { idempotent: true };
  return {
    validate: (email: string) => dataProvider.send('POST', `bolts/${boltId}/transfer/validate`, body({ email })),
    request: (email: string) => dataProvider.send('POST', `bolts/${boltId}/transfer/request`, body({ email })),
    accept: (token: string) => dataProvider.send('POST', `bolts/${boltId}/transfer/accept`, body({ token }), once),
    decline: (token: string) => dataProvider.send('POST', `bolts/${boltId}/transfer/decline`, body({ token }), once),
    cancel: (transferId: string) => dataProvider.send('DELETE', `bolts/${boltId}/transfer/${transferId}`),
    /** Spec 1 §4, §6: an admin's instant transfer (POST admin/bolts/{id}/transfer). */
    transferNow: (email: string) => apiCall('POST', `bolts/${boltId}/transfer`, body({ email }), once),
  };
}

/** After a transfer changed hands or state: the request, the incoming list and every Bolt record. */
export function useRefreshTransfer() {
  const queryClient = useQueryClient();
  return useCallback(
    (boltId: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [API_KEY, ...boltKey(boltId)] }),
        queryClient.invalidateQueries({ queryKey: [API_KEY, ...INCOMING_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['bolts'] }),
      ]),
    [queryClient],
  );
}
