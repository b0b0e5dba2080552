// The spec's one error for a switch over a closed set of options that meets an option it does
// not know (section 8): "An incorrect option was provided to a switch-case statement". The
// `never` parameter makes TypeScript refuse a switch that leaves a known option out; at run time
// it catches data that slipped past the schema.

export const UNKNOWN_OPTION_MESSAGE = 'An incorrect option was provided to a switch-case statement';

export class UnknownOptionError extends Error {
  constructor(readonly option: unknown) {
    super(UNKNOWN_OPTION_MESSAGE);
    this.name = 'UnknownOptionError';
  }
}

/** Ends a switch whose cases cover every option: `default: return unknownOption(x.kind)`. */
export function unknownOption(option: never): never {
  throw new UnknownOptionError(option);
}
