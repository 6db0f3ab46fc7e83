import { useFieldValue, useTranslate } from 'react-admin';
import { storageGb } from '../../rules/format';

/** A size in MB shown the spec's way (spec 1 §9): GB with 2 decimals, or Unlimited. */
export const StorageField = ({ source }: { source: string }) => {
  const megabytes = useFieldValue({ source }) as number | undefined;
  const translate = useTranslate();
  if (megabytes == null) return null;
  const amount = storageGb(megabytes);
  return <>{amount == null ? translate('resources.shared.storage.unlimited') : translate('resources.shared.storage.gb', { amount })}</>;
};
