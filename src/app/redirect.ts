/** Only paths on this origin may be redirect targets, so a crafted link cannot send users away. */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return false;
  try {
    return new URL(value, 'http://portal.invalid').origin === 'http://portal.invalid';
  } catch {
    return false;
  }
}
