export class InvalidArgumentError extends Error {
  override name = 'InvalidArgumentError';
  constructor(
    readonly argument: string,
    message: string,
  ) {
    super(message);
  }
}

export function assertValid<T>(ok: boolean, argument: string, value: T): void {
  if (!ok) throw new InvalidArgumentError(argument, `Invalid ${argument}: ${JSON.stringify(String(value)).slice(0, 80)}`);
}
