/** Where an avatar of the fixed list (AVATARS) is served: the web app's public/avatars. */
export function avatarUrl(file: string): string {
  return `/avatars/${file}`;
}
