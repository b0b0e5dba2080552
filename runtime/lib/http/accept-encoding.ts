// Which content coding to answer with (RFC 9110 12.5.3): the best q-value the client gives among
// the codings the server has, ties going to the server's order. Browsers list `gzip` before `br`
// with equal weight (Chromium sends "gzip, deflate, br, zstd"); taking the client's order there
// would send the larger gzip body. Express's `req.acceptsEncodings` does take the client's order,
// so the render cache asks negotiator (what express and compression parse the header with) with
// its `preferred` option, which breaks ties by the server's order.
import Negotiator from 'negotiator';

/** negotiator 1.1's `encoding(available, { preferred })`; @types/negotiator describes 0.6, which had no options. */
type EncodingWithPreference = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/**
 * The coding to use from `offered` (most preferred first), or `false` when the client refuses every
 * one. No header means only `identity`, if the server has it.
 */
export function preferredEncoding(header: string | undefined, offered: readonly string[]): string | false {
  const negotiator = new Negotiator({ headers: header === undefined ? {} : { 'accept-encoding': header } });
  return (negotiator.encoding as EncodingWithPreference).call(negotiator, offered, { preferred: offered }) ?? false;
}
