// Google's side of the quota: what each list call costs and the day the allowance resets on.

/** Units per request from the YouTube Data API's quota table: list methods cost 1, search.list 100. */
export const QUOTA_COSTS = {
  videos: 1,
  channels: 1,
  playlistItems: 1,
  commentThreads: 1,
  subscriptions: 1,
  search: 100,
} as const;

const pacificDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Los_Angeles",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Pacific-time calendar day of an instant, 'YYYY-MM-DD': quotas reset at midnight Pacific Time. */
export function pacificDay(at: number): string {
  return pacificDate.format(new Date(at));
}
