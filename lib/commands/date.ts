/** The host's clock as epoch nanoseconds (`date +%s%N`); it takes no arguments, so nothing from a request can reach it. */
export function dateArgs(): string[] {
  return ['date', '+%s%N'];
}
