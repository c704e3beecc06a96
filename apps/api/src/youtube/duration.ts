// contentDetails.duration is an ISO 8601 duration: PT#M#S, PT#H#M#S, or P#DT#H#M#S for videos of
// a day or more; live streams that have not ended report P0D.

const ISO_DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Seconds in an ISO 8601 duration, or undefined when the text is not one. */
export function parseIsoDuration(text: string): number | undefined {
  const match = ISO_DURATION.exec(text);
  if (!match || text === "P" || text.endsWith("T")) return undefined;
  const [, weeks, days, hours, minutes, seconds] = match;
  return (
    Number(weeks ?? 0) * 604_800 +
    Number(days ?? 0) * 86_400 +
    Number(hours ?? 0) * 3_600 +
    Number(minutes ?? 0) * 60 +
    Math.round(Number(seconds ?? 0))
  );
}

/** Formats whole seconds the way YouTube does: PT4M13S, PT1H, PT59S, P1DT2H3M4S, P0D for zero. */
export function formatIsoDuration(totalSeconds: number): string {
  const total = Math.max(0, Math.round(totalSeconds));
  if (total === 0) return "P0D";
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  let time = "";
  if (hours) time += `${hours}H`;
  if (minutes) time += `${minutes}M`;
  if (seconds) time += `${seconds}S`;
  return `P${days ? `${days}D` : ""}${time ? `T${time}` : ""}`;
}
