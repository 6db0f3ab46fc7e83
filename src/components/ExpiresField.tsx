import { useFieldValue, useTranslate } from 'react-admin';
import { MomentField } from './MomentField';

/** A block's or an access's expiry (`source`, `expiresAt` by default); null means it never expires. */
export const ExpiresField = ({ source = 'expiresAt' }: { source?: string }) => {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value == null) return <>{translate('resources.shared.never')}</>;
  return <MomentField source={source} />;
};
