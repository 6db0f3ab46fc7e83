import { useNameInTitle } from '../layout/titleRecord';

/**
 * Names the record of a page without breadcrumbs in the document title ("SSH key · laptop ·
 * Control panel"). A component, rendered only where no breadcrumbs name a Bolt or site: two
 * namers on one page would overwrite each other.
 */
export function TitleRecord({ name }: { name: string | undefined }) {
  useNameInTitle(name);
  return null;
}
