/**
 * A path relative to /v1/ whose interpolated parts are URL-encoded, so an id such as `a/b` stays
 * one path segment (`ssh-keys/a%2Fb`) instead of becoming two: ``callPath`environments/${id}/purge_cache` ``.
 */
export function callPath(strings: TemplateStringsArray, ...parts: (string | number)[]): string {
  return strings.reduce((path, text, index) => path + text + (index < parts.length ? encodeURIComponent(String(parts[index])) : ''), '');
}
