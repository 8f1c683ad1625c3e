const sharePathPattern = /^\/share\/(?:employee|product|call|leaderboard)\/([^/?#]+)\/?$/;

/**
 * The share token carried by a share page's path (`/share/employee|product|call|leaderboard/<slug>`).
 * @param pathname - `location.pathname`, without query or hash
 * @returns the decoded slug, or null when the path is not a share page or the slug is malformed
 */
export function shareTokenFromPath(pathname: string): string | null {
  const slug = sharePathPattern.exec(pathname)?.[1];
  if (!slug) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}
