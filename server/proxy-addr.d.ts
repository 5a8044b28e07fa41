// proxy-addr ships no types and @types/proxy-addr is not a dependency: the part server/rest/clientAddress.mjs uses.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  namespace proxyaddr {
    /** Whether the hop `hop` (0 is the socket's peer) at `address` is a trusted proxy. */
    type TrustFunction = (address: string, hop: number) => boolean;
    /** Addresses, ranges or the names `loopback`, `linklocal`, `uniquelocal`. */
    type TrustList = string | string[];

    function compile(trust: TrustList): TrustFunction;
    function all(req: IncomingMessage, trust?: TrustFunction | TrustList): string[];
  }

  /** The client's address: the peer, or leftwards through X-Forwarded-For while each hop is trusted. */
  function proxyaddr(req: IncomingMessage, trust: proxyaddr.TrustFunction | proxyaddr.TrustList): string;

  export = proxyaddr;
}
