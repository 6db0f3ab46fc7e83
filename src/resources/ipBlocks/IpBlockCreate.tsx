import { Create, useNotify } from 'react-admin';
import { firstErrorDetail } from '../../wizards/domainCreate/errors';
import { IpBlockForm } from './IpBlockForm';

/**
 * A refused block says 'Could not add IP Block' (spec 1 §8) and, under it, the API's reason (its
 * first error's detail); a 422 also marks the fields, through the data provider.
 */
export function IpBlockCreate() {
  const notify = useNotify();
  const failed = (error: unknown) => {
    const detail = firstErrorDetail(error);
    notify(detail ? 'resources.ip-blocks.notifications.createFailedDetail' : 'resources.ip-blocks.notifications.createFailed', {
      type: 'error',
      multiLine: true,
      messageArgs: { detail },
    });
  };
  return (
    <Create redirect="list" mutationOptions={{ onError: failed }}>
      <IpBlockForm />
    </Create>
  );
}
