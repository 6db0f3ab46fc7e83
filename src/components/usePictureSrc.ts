import { usePanelQuery } from '../dataProvider/usePanelQuery';

/** A file as a data: URL, which an <img> shows without any further request. */
const dataUrlOf = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * A person's picture (account_picture, an address of the API) as something an <img> can show: the
 * API serves pictures only with the session's token, which an <img> would not send, so the file is
 * read through the data provider. The address changes with each upload, so the cached picture of
 * an address is never stale.
 */
export function usePictureSrc(address: string | null | undefined): string | undefined {
  const { data } = usePanelQuery(
    ['user-profile', 'picture', address],
    async (dataProvider) => {
      const file = await dataProvider.picture(address!);
      return file ? dataUrlOf(file) : null;
    },
    { enabled: Boolean(address) },
  );
  return (address && data) || undefined;
}
