/**
 * The hostname in what a person or a link gives /siteredirect: a bare hostname or domain, or a
 * whole address (`https://www.example.com/shop`), in any case, with a port or a trailing dot.
 * Null when there is none.
 */
export function hostOf(address: string): string | null {
  const text = address.trim().toLowerCase();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`);
    return url.hostname.replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}
