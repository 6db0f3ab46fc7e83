import { en } from '../../i18n/en';

/**
 * en.ts texts for the sign-in page, which runs before react-admin (and its translate) is loaded.
 * Supports %{name} placeholders like polyglot.
 */
export function translate(key: string, args: Record<string, string | number> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
  if (typeof value !== 'string') return key;
  return value.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (name in args ? String(args[name]) : placeholder));
}
