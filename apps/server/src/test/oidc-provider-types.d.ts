// The few parts of oidc-provider (dev dependency, no bundled types) that test/oidc-provider.ts uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface ProviderContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: Provider;
    };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    Grant: new (init: {
      accountId: string;
      clientId: string;
    }) => Grant;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
