import { useRecordContext, useTranslate } from 'react-admin';

/** Which sites a rebuild took: a server's, an account's, or chosen ones. */
export const ScopeField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.server) return <>{translate('resources.rebuild-sites-config.scope.server', { server: record.server })}</>;
  if (record.account) return <>{translate('resources.rebuild-sites-config.scope.account', { account: record.account })}</>;
  return <>{translate('resources.rebuild-sites-config.scope.sites', { smart_count: record.sites })}</>;
};
