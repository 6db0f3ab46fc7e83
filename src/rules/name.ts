/** Spec 1 §2 account menu: the first name is the first word of accountFullName, the surname the rest. */
export function splitFullName(fullName: string | null | undefined): { firstName: string; surname: string } {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', surname: words.slice(1).join(' ') };
}

/** Up to two letters for an avatar without a picture: first name and surname initials. */
export function initialsOf(fullName: string | null | undefined): string {
  const { firstName, surname } = splitFullName(fullName);
  return (firstName.charAt(0) + surname.charAt(0)).toUpperCase();
}
