export function mountWatchPanel(): string {
  return "todo";
}
