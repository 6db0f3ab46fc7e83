import type { Transfer } from '../../../rules/schemas/records/transfer';

/** A Bolt transfer request (GET bolts/{id}/transfer, GET transfers/incoming) and the meta of GET bolts/{id}/transfer. */
export type { Transfer, TransferMeta } from '../../../rules/schemas/records/transfer';

export type TransferStatus = Transfer['status'];
